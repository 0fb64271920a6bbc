import { z } from 'zod';
import { PASSWORD_MAX, passwordProblem } from './password-policy.ts';

/**
 * Field schemas shared by the account forms and the API (EXAMPLES #8: normalize once, in the
 * schema). Messages are written for people; the forms show them next to their field.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL = 'Please enter a valid email address';

export const emailField = z
  .string({ error: 'Please enter your email address' })
  .max(254, { error: 'Email address is too long' })
  .transform((v) => v.trim().toLowerCase())
  .refine((v) => EMAIL_PATTERN.test(v), { error: INVALID_EMAIL });

const name = (label: string) =>
  z
    .string({ error: `Please enter your ${label}` })
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .refine((v) => v.length > 0, { error: `Please enter your ${label}` })
    .refine((v) => v.length <= 50, { error: `Your ${label} must be at most 50 characters` });

export const firstNameField = name('first name');
export const lastNameField = name('last name');

/** Optional US/CA phone: kept as 10 digits (a leading 1 is dropped, spec §9 display format). */
export const phoneField = z
  .string({ error: 'Please enter a valid phone number' })
  .transform((v) => v.replace(/[\s().+-]/g, ''))
  .transform((v) => (v.length === 11 && v.startsWith('1') ? v.slice(1) : v))
  .refine((v) => v === '' || /^\d{10}$/.test(v), { error: 'Please enter a 10-digit phone number' })
  .transform((v) => (v === '' ? null : v));

/** A password being chosen (sign-up, reset, change): the full policy applies. */
export const newPasswordField = z.string({ error: 'Please enter a password' }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A password being proved (sign-in, re-entry): only presence and the size cap are checked. */
export const currentPasswordField = z
  .string({ error: 'Please enter your password' })
  .min(1, { error: 'Please enter your password' })
  .max(PASSWORD_MAX * 4, { error: 'Password is too long' });

/** The newsletter opt-in box (sign-up and profile). */
export const newsletterField = z.boolean({ error: 'newsletter must be true or false' });

/**
 * The member's own details, in form order: what sign-up asks for and what the profile can
 * change. Sign-up and the profile update extend this one object, so they cannot drift apart.
 */
export const memberDetailsFields = z.strictObject({
  first_name: firstNameField,
  last_name: lastNameField,
  email: emailField,
  phone: phoneField,
});
