import type { Profile } from '../../../domain/account/profile-contract.ts';
import type { MemberRow } from './repo.ts';

/** A member row as the profile contract shows it: missing names and e-mail read as empty. */
export const toProfile = (m: MemberRow): Profile => ({
  email: m.email ?? '',
  first_name: m.firstName ?? '',
  last_name: m.lastName ?? '',
  phone: m.phone,
  newsletter: m.newsletterOptIn,
  email_verified: m.emailVerifiedAt !== null,
});
