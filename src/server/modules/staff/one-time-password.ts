import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: the password is read off a screen and typed on a tablet.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A one-time password (~94 bits): shown once, changed at first sign-in. */
export function generateOneTimePassword(length = 16): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
