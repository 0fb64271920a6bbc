import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id in @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

/**
 * argon2id (ASVS 2.4.1, OWASP Password Storage Cheat Sheet), m=19 MiB, p=1 as OWASP's floor, with
 * the time cost raised so that a hash stays at or above the 50 ms target even on a fast day.
 * @node-rs/argon2 runs in libuv's thread pool, off the event loop. The parameters live in each
 * PHC string, so raising them later re-hashes on next sign-in.
 */
export const ARGON2_PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 16, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or an unreadable hash; never throws for bad input. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of a real verify, for unknown e-mails (no enumeration by timing). */
  verifyDummy(password: string): Promise<void>;
  /** True when a stored hash used weaker parameters than today's. */
  needsRehash(passwordHash: string): boolean;
}

/**
 * At most this many hashes run at once. libuv's pool (4 threads by default) also does zlib
 * compression and file reads for every other request: a sign-in burst must never take all of
 * it, or menu replies would queue behind password hashes. The rest wait here, in JS.
 */
const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(availableParallelism(), threadPool - 2));

function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finishing task hands its slot straight to the next waiter, so `running` never exceeds max.
  const acquire = () =>
    running < max ? ((running += 1), Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve));
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  };
}

export function createPasswordHasher(maxConcurrent = MAX_CONCURRENT_HASHES): PasswordHasher {
  let dummy: Promise<string> | null = null;
  const limit = createLimiter(maxConcurrent);
  const hasher: PasswordHasher = {
    hash: (password) => limit(() => hash(password, ARGON2_PARAMS)),
    async verify(passwordHash, password) {
      try {
        return await limit(() => verify(passwordHash, password));
      } catch {
        return false;
      }
    },
    async verifyDummy(password) {
      dummy ??= hash(randomBytes(16).toString('hex'), ARGON2_PARAMS);
      await hasher.verify(await dummy, password);
    },
    needsRehash(passwordHash) {
      return !passwordHash.startsWith(
        `$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`,
      );
    },
  };
  return hasher;
}
