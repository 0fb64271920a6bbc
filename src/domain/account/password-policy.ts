import { COMMON_PASSWORDS } from './common-passwords.ts';

/**
 * Password rules (ASVS 2.1: length 8–128, any characters, no composition rules, refused when
 * common). Shared by the sign-up/reset forms and the server so the message is the same.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters.`;
export const PASSWORD_TOO_COMMON = 'This password is too common and easy to guess. Please choose another.';
export const PASSWORD_IS_EMAIL = 'Password must not be your e-mail address.';

/** Counts characters as people see them (an emoji is one), as ASVS 2.1.1 expects. */
const length = (value: string) => [...value].length;

/** Lower-cased, with the endings people tack onto a common word ("Sunshine2024!" → "sunshine"). */
function stripDecorations(value: string): string {
  return value.toLowerCase().replace(/[\d!@#$%^&*.?_-]+$/u, '');
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  const stem = stripDecorations(password);
  if (stem.length >= 4 && stem !== lower && COMMON_PASSWORDS.has(stem)) return true;
  // One character repeated ("aaaaaaaaaa") or a run of digits only ("1234567890123").
  return /^(.)\1+$/u.test(lower) || (/^\d+$/.test(lower) && isSequentialDigits(lower));
}

function isSequentialDigits(digits: string): boolean {
  for (let i = 1; i < digits.length; i += 1) {
    const step = (Number(digits[i]) - Number(digits[i - 1]) + 10) % 10;
    if (step !== 1 && step !== 9) return false;
  }
  return true;
}

/** The first problem with a new password, or null when it is acceptable. */
export function passwordProblem(password: string, context: { email?: string | undefined } = {}): string | null {
  const size = length(password);
  if (size < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (size > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  if (context.email && password.trim().toLowerCase() === context.email.trim().toLowerCase()) return PASSWORD_IS_EMAIL;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return null;
}
