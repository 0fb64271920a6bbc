import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { LEDGER_KINDS } from './history.ts';

/** One offer as the member sees it: in the rewards summary and in GET /api/account/offers. */
const offerSummarySchema = z.object({
  id: z.string(),
  label: z.string(),
  ends: z.string(),
  min_subtotal_cents: z.number().int(),
  used: z.boolean(),
});

/** GET /api/account/rewards: the member's balance, catalogue, history and offers. */
export const rewardsSummarySchema = z.object({
  balance: z.number().int(),
  /** When the balance lapses without activity (ISO), or null with nothing to lapse. */
  expires_at: z.string().nullable(),
  next: z
    .object({ reward_id: z.string(), label: z.string(), points: z.number().int(), needed: z.number().int() })
    .nullable(),
  rewards: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      points: z.number().int(),
      kind: z.enum(['free_item', 'amount_off']),
      affordable: z.boolean(),
    }),
  ),
  history: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(LEDGER_KINDS),
      points: z.number().int(),
      text: z.string(),
      at: z.string(),
    }),
  ),
  /** Present only when offers are on (`get_offers` not disabled). */
  offers: z.array(offerSummarySchema).nullable(),
  birthday: z.object({ month: z.number().int(), day: z.number().int() }).nullable(),
  points_per_dollar: z.number().int(),
});
export type RewardsSummary = z.infer<typeof rewardsSummarySchema>;
export const rewardsSummaryReply = okEnvelope(rewardsSummarySchema);
/** GET /api/account/offers: the offers alone (offers on, rewards maybe off). */
export const offersReply = okEnvelope(
  z.object({
    offers: z.array(offerSummarySchema),
  }),
);
