import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';

/** How long an e-mailed verification link works. */
export const VERIFY_LINK_HOURS = 24;

export const VERIFY_LINK_INVALID =
  'This verification link is invalid, used or has expired. Sign in and send a new one from your account.';

/** The account page's notice while the member's e-mail is not verified (borderless brands only). */
export const VERIFY_EMAIL_NOTICE = 'Verify your e-mail to add your earlier guest orders.';

export const verificationSent = (email: string) =>
  `We sent a verification link to ${email}. It works once and expires in ${VERIFY_LINK_HOURS} hours.`;

export const emailVerified = (claimed: number) =>
  claimed === 0
    ? 'Your e-mail is verified.'
    : `Your e-mail is verified. ${claimed === 1 ? '1 earlier guest order was' : `${claimed} earlier guest orders were`} added to your orders.`;

/** POST /api/account/verify-email (the token comes from the e-mailed link; the link alone proves the mailbox). */
export const verifyEmailRequest = z.strictObject({
  token: z
    .string()
    .min(16, { error: 'The verification link is incomplete.' })
    .max(128, { error: 'The verification link is invalid.' }),
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequest>;

export const verifyEmailReply = okEnvelope(z.object({ message: z.string(), claimed: z.number().int().min(0) }));
export type VerifyEmailReply = z.infer<typeof verifyEmailReply>;
