import { z } from 'zod';

/** Spec §5: text, an @, text, a dot and text. Whitespace is not "text". */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address';
export const NEWSLETTER_FAILURE_PREFIX = 'Subscription failed: ';

export const isValidNewsletterEmail = (value: string) => NEWSLETTER_EMAIL_PATTERN.test(value.trim());

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

/** Newsletter field states (spec §4). */
export type NewsletterState = 'empty' | 'valid' | 'error' | 'loading' | 'subscribed';

export function newsletterFieldState(value: string): Extract<NewsletterState, 'empty' | 'valid' | 'error'> {
  if (value.trim() === '') return 'empty';
  return isValidNewsletterEmail(value) ? 'valid' : 'error';
}
