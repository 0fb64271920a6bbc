import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { currentPasswordField, emailField, firstNameField, lastNameField, newPasswordField, phoneField } from './fields.ts';

/** POST /api/account/signup. The password may not be the e-mail (checked in the refine). */
export const signUpRequest = z
  .strictObject({
    first_name: firstNameField,
    last_name: lastNameField,
    email: emailField,
    phone: phoneField.optional().transform((v) => v ?? null),
    password: newPasswordField,
    newsletter: z.boolean({ error: 'newsletter must be true or false' }).default(false),
  })
  .superRefine((value, ctx) => {
    if (value.password.trim().toLowerCase() === value.email) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password must not be your e-mail address.' });
    }
  });
export type SignUpRequest = z.input<typeof signUpRequest>;

/** Same reply whether the e-mail was new or already had an account (decision 070). */
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

/** POST /api/account/forgot-password. */
export const forgotPasswordRequest = z.strictObject({ email: emailField });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** POST /api/account/reset-password (the token comes from the e-mailed link). */
export const resetPasswordRequest = z.strictObject({
  token: z.string().min(16, { error: 'The reset link is incomplete.' }).max(128, { error: 'The reset link is invalid.' }),
  password: newPasswordField,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;
