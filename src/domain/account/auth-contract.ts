import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import {
  currentPasswordField,
  emailField,
  memberDetailsFields,
  newPasswordField,
  newsletterField,
  phoneField,
} from './fields.ts';

/** POST /api/account/signup. The password may not be the e-mail (checked in the refine). */
export const signUpRequest = memberDetailsFields
  .extend({
    phone: phoneField.optional().transform((v) => v ?? null),
    password: newPasswordField,
    newsletter: newsletterField.default(false),
  })
  .superRefine((value, ctx) => {
    if (value.password.trim().toLowerCase() === value.email) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password must not be your e-mail address.' });
    }
  });
export type SignUpRequest = z.input<typeof signUpRequest>;

/**
 * Sign-up signs the new member in: the member, the new session's CSRF token and a welcome line
 * (the session cookie is set). A known e-mail is a 409 ACCOUNT_EXISTS naming it.
 */
export const signUpReply = okEnvelope(
  z.object({ user: z.object({ first_name: z.string() }), csrf_token: z.string(), message: z.string() }),
);
export type SignUpReply = z.infer<typeof signUpReply>;

export const messageReply = okEnvelope(z.object({ message: z.string() }));
export type MessageReply = z.infer<typeof messageReply>;

/** POST /api/account/signin. */
export const signInRequest = z.strictObject({ email: emailField, password: currentPasswordField });
export type SignInRequest = z.input<typeof signInRequest>;

/** Spec §3 "User: first_name". */
export const memberUser = z.object({ first_name: z.string() });
export type MemberUser = z.infer<typeof memberUser>;

export const signInReply = okEnvelope(z.object({ user: memberUser, csrf_token: z.string() }));
export type SignInReply = z.infer<typeof signInReply>;

/**
 * POST /api/account/forgot-password. `return_to`: where the person was headed (a same-site path
 * such as /order/checkout); the e-mailed link carries it so the destination survives a reset
 * opened in a new tab.
 */
export const RETURN_PATH_PATTERN = /^\/(?![/\\])[A-Za-z0-9/_.~%?=&-]*$/;
export const forgotPasswordRequest = z.strictObject({
  email: emailField,
  return_to: z
    .string()
    .max(200, { error: 'return_to is too long' })
    .regex(RETURN_PATH_PATTERN, { error: 'return_to must be a path on this site' })
    .optional(),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** POST /api/account/reset-password (the token comes from the e-mailed link). */
export const resetPasswordRequest = z.strictObject({
  token: z
    .string()
    .min(16, { error: 'The reset link is incomplete.' })
    .max(128, { error: 'The reset link is invalid.' }),
  password: newPasswordField,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;
