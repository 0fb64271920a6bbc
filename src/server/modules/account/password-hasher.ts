import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id in @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

/**
 * argon2id (ASVS 2.4.1, OWASP Password Storage Cheat Sheet). OWASP's floor is m=19 MiB, t=2,
 * p=1; that measured ~27 ms here, so t is raised to 5 (~67 ms on this 2-core machine) to keep a
 * hash ≥ 50 ms (decision 070). @node-rs/argon2 runs in libuv's thread pool, off the event loop.
 * The parameters live in each PHC string, so raising them later re-hashes on next sign-in.
 */
export const ARGON2_PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 5, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or an unreadable hash; never throws for bad input. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of a real verify, for unknown e-mails (no enumeration by timing). */
  verifyDummy(password: string): Promise<void>;
  /** True when a stored hash used weaker parameters than today's. */
  needsRehash(passwordHash: string): boolean;
}

export function createPasswordHasher(): PasswordHasher {
  let dummy: Promise<string> | null = null;
  const hasher: PasswordHasher = {
    hash: (password) => hash(password, ARGON2_PARAMS),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    async verifyDummy(password) {
      dummy ??= hash(randomBytes(16).toString('hex'), ARGON2_PARAMS);
      await hasher.verify(await dummy, password);
    },
    needsRehash(passwordHash) {
      return !passwordHash.startsWith(`$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`);
    },
  };
  return hasher;
}
