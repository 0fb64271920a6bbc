import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { currentPasswordField, memberDetailsFields, newPasswordField, newsletterField } from './fields.ts';

/** GET /api/account/profile. */
export const profile = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  newsletter: z.boolean(),
  /** The member opened a verification link sent to this e-mail. */
  email_verified: z.boolean(),
});
export type Profile = z.infer<typeof profile>;
export const profileReply = okEnvelope(z.object({ profile }));
export type ProfileReply = z.infer<typeof profileReply>;

/**
 * PATCH /api/account/profile: any subset. Changing the e-mail needs the current password
 * (ASVS 3.x re-authentication for sensitive changes).
 */
export const updateProfileRequest = memberDetailsFields
  .partial()
  .extend({ newsletter: newsletterField.optional(), current_password: currentPasswordField.optional() })
  .refine((v) => Object.keys(v).some((k) => k !== 'current_password'), { error: 'Nothing to change.' });
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

/** POST /api/account/change-password. */
export const changePasswordRequest = z
  .strictObject({ current_password: currentPasswordField, new_password: newPasswordField })
  .refine((v) => v.current_password !== v.new_password, {
    path: ['new_password'],
    error: 'Your new password must be different from the current one.',
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** POST /api/account/delete: password re-entry and an explicit confirmation. */
export const deleteAccountRequest = z.strictObject({
  password: currentPasswordField,
  confirm: z.literal(true, { error: 'Please confirm that you want to delete your account.' }),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequest>;
