import { z } from 'zod';

/** Reply envelope of every /api call (spec §7, DESIGN §3). */
export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('ok'), data });

export const errorEnvelope = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.string(),
  /** Which input the error is about (FIELD_INVALID, CARD_EXPIRED, …). Optional extra to the spec's envelope. */
  field: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type OkEnvelope<T> = { status: 'ok'; data: T };
export const ok = <T>(data: T): OkEnvelope<T> => ({ status: 'ok', data });
