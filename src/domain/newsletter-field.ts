/**
 * The footer's newsletter field rules (spec §4 "Newsletter field", §5), apart from the zod
 * contract (newsletter.ts, which re-exports them): the footer is on every page and must not
 * load zod on first paint.
 */

/** Spec §5: text, an @, text, a dot and text. Whitespace is not "text". */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address';
export const NEWSLETTER_FAILURE_PREFIX = 'Subscription failed: ';

export const isValidNewsletterEmail = (value: string) => NEWSLETTER_EMAIL_PATTERN.test(value.trim());

/** Newsletter field states (spec §4). */
export type NewsletterState = 'empty' | 'valid' | 'error' | 'loading' | 'subscribed';

export function newsletterFieldState(value: string): Extract<NewsletterState, 'empty' | 'valid' | 'error'> {
  if (value.trim() === '') return 'empty';
  return isValidNewsletterEmail(value) ? 'valid' : 'error';
}
