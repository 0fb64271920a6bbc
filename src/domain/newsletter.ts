import { z } from 'zod';
import { NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_INVALID_EMAIL } from './newsletter-field.ts';

export * from './newsletter-field.ts';

/** POST /api/subscribe (spec §7). Trimmed and lower-cased once, here (EXAMPLES #8). */
export const subscribeRequest = z.strictObject({
  email: z
    .string({ error: 'email must be a string' })
    .max(254, { error: 'email is too long' })
    .transform((v) => v.trim().toLowerCase())
    .refine((v) => NEWSLETTER_EMAIL_PATTERN.test(v), { error: NEWSLETTER_INVALID_EMAIL }),
});
export type SubscribeRequest = z.infer<typeof subscribeRequest>;

export const subscribeReply = z.object({
  status: z.literal('ok'),
  data: z.object({ email: z.string(), subscribed: z.literal(true) }),
});
export type SubscribeReply = z.infer<typeof subscribeReply>;
