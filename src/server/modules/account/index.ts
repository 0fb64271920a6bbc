// The account module's public entry: app wiring, who the viewer or buyer of a request
// is, and the shared attempt counter. Everything else in this folder is internal.
export { createAccountModule } from './create-account-module.ts';
export { createPasswordHasher, type PasswordHasher } from './password-hasher.ts';
export { createAttemptLimiter, type AttemptLimiter } from './rate-limit.ts';
export { buyerOf, requireMember, type Buyer, type MemberResolver } from './viewer.ts';
export { toProfile } from './member-profile.ts';
export { resetPasswordEmail } from './emails.ts';
