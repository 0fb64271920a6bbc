import type { FastifyBaseLogger } from 'fastify';
import { IDEMPOTENCY_RENEW_MS } from '../../../domain/checkout/idempotency.ts';
import type { Db } from '../../db/client.ts';
import type { CheckoutFaults } from './faults.ts';
import { releaseKey, renewLease, type StoredReply } from './idempotency-repo.ts';

/** A claimed key's lease while its request runs, and its release after a failure. */
export function createKeyLease(options: {
  db: Db;
  log: FastifyBaseLogger;
  faults?: CheckoutFaults | undefined;
  now: () => Date;
}) {
  const { db, log, now } = options;

  /** Renews the key's lease while the request runs; stopped when it ends. */
  function keepClaim(id: string, token: string): () => void {
    const timer = setInterval(() => {
      renewLease(db, id, token, now()).catch((error: unknown) =>
        log.warn({ err: error }, 'idempotency lease not renewed'),
      );
    }, IDEMPOTENCY_RENEW_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  /**
   * Releases a failed attempt's key. When the database cannot be reached (the usual reason the
   * attempt failed), it is tried again in the background until the lease would have run out, so
   * a retry can go ahead as soon as the database is back. True/false: released or
   * not (taken over, or completed); null: left to the background.
   */
  async function releaseSoon(id: string, token: string, reply: StoredReply): Promise<boolean | null> {
    const attempt = async () => {
      await options.faults?.beforeRelease?.();
      return releaseKey(db, id, token, reply);
    };
    try {
      return await attempt();
    } catch (error) {
      log.warn({ err: error, key: id }, 'idempotency key not released; trying again');
      const retry = (delays: number[]) => {
        const [delay, ...rest] = delays;
        if (delay === undefined) return;
        setTimeout(() => void attempt().catch(() => retry(rest)), delay).unref();
      };
      retry([100, 200, 400, 800, 1600, 3200]);
      return null;
    }
  }

  return { keepClaim, releaseSoon };
}
