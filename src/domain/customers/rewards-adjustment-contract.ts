import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { customerRewards } from './customer-detail-contract.ts';
import { groupThousands } from '../us-english-format.ts';
import { ADJUSTMENT_LIMIT } from './rewards-adjustment.ts';

const limit = groupThousands(ADJUSTMENT_LIMIT);

/**
 * POST /api/staff/customers/{id}/rewards-adjustments with an `Idempotency-Key` header: points
 * added (positive) or taken away (negative) with the reason, appended to the ledger once.
 */
export const rewardsAdjustmentRequest = z.strictObject({
  points: z
    .number({ error: 'Enter a whole number of points, e.g. 50 or -50' })
    .int({ error: 'Enter a whole number of points, e.g. 50 or -50' })
    .refine((v) => v !== 0, { error: 'Enter the points to add, or a minus sign to take points away' })
    .refine((v) => Math.abs(v) <= ADJUSTMENT_LIMIT, { error: `Adjust at most ${limit} points at a time` }),
  reason: z
    .string({ error: 'Please give a reason' })
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .refine((v) => v.length > 0, { error: 'Please give a reason' })
    .refine((v) => v.length <= 120, { error: 'The reason must be at most 120 characters' }),
});
export type RewardsAdjustmentRequest = z.infer<typeof rewardsAdjustmentRequest>;

export const rewardsAdjustmentReply = okEnvelope(
  z.object({
    rewards: customerRewards,
    /** True when this key had already been posted: nothing new was written. */
    replayed: z.boolean(),
  }),
);
