import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { emailField, newPasswordField } from '../account/fields.ts';
import { displayNameField } from './contract.ts';

/** A token from an e-mailed or printed link: 43 base64url characters as made; bounded either way. */
const linkTokenField = z
  .string({ error: 'The link is incomplete.' })
  .min(16, { error: 'The link is incomplete.' })
  .max(128, { error: 'The link is invalid.' });

/** POST /api/staff/forgot-password: the same reply for any e-mail. */
export const staffForgotPasswordRequest = z.strictObject({ email: emailField });
export type StaffForgotPasswordRequest = z.input<typeof staffForgotPasswordRequest>;

/** POST /api/staff/reset-password: the e-mailed token and the new password (the password rules of every form). */
export const staffResetPasswordRequest = z.strictObject({ token: linkTokenField, password: newPasswordField });
export type StaffResetPasswordRequest = z.input<typeof staffResetPasswordRequest>;

/** POST /api/staff/setup/status: whether the printed setup link still works (the page says so before the form). */
export const staffSetupStatusRequest = z.strictObject({ token: linkTokenField });
export const staffSetupStatusReply = okEnvelope(
  z.object({ state: z.enum(['ready', 'used', 'invalid']), message: z.string() }),
);
export type StaffSetupStatusReply = z.infer<typeof staffSetupStatusReply>;

/** POST /api/staff/setup: the first admin, with a password they choose. */
export const staffSetupRequest = z
  .strictObject({
    token: linkTokenField,
    display_name: displayNameField,
    email: emailField,
    password: newPasswordField,
  })
  .superRefine((value, ctx) => {
    if (value.password.trim().toLowerCase() === value.email)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password must not be your e-mail address.' });
  });
export type StaffSetupRequest = z.input<typeof staffSetupRequest>;
