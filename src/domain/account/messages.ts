/** Replies that must read the same whoever asks (no account enumeration). */
export const SIGN_IN_FAILED = 'Incorrect email or password.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const SOCIAL_SIGN_IN_DISABLED = 'Social sign-in is not enabled.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';
export const RESET_LINK_MINUTES = 30;

/** Sign-up signs the new member in. */
export const signUpAccepted = (firstName: string) =>
  `Welcome, ${firstName}! Your account is ready and you are signed in.`;
export const forgotPasswordAccepted = (email: string) =>
  `If an account exists for ${email}, we have e-mailed a link to reset your password. The link expires in ${RESET_LINK_MINUTES} minutes.`;
