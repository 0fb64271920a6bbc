import { hashableBody } from '../../../domain/checkout/idempotency.ts';
import type { SubmitOrderInput } from '../../../domain/checkout/submit-order-contract.ts';
import { toErrorReply } from '../../http/errors.ts';
import { SimulatedCrash } from './faults.ts';
import { claimKey, completedReply, purgeKeys, releaseKey, requestHash, type StoredReply } from './idempotency-repo.ts';
import { createKeyLease } from './key-lease.ts';
import type { OrderPlacer } from './place-order.ts';
import { scopeOf, type Buyer, type CheckoutServiceOptions } from './types.ts';

type SubmitOptions = Pick<CheckoutServiceOptions, 'db' | 'log' | 'faults'> & {
  now: () => Date;
  placer: OrderPlacer;
};

/**
 * POST /api/checkout, exactly once per Idempotency-Key: the key's
 * stored reply, or a new attempt under a claim whose lease is kept while the request runs.
 */
export function createSubmitOrder(options: SubmitOptions) {
  const { db, log, now } = options;
  const lease = createKeyLease({ db, log, faults: options.faults, now });
  let lastPurge = 0;

  /** POST /api/checkout: the stored reply of this key, or a new attempt. */
  async function submit(buyer: Buyer, key: string, input: SubmitOrderInput): Promise<StoredReply> {
    const at = now();
    if (at.getTime() - lastPurge > 3600_000) {
      lastPurge = at.getTime();
      void purgeKeys(db, at).catch((error: unknown) => log.warn({ err: error }, 'idempotency purge failed'));
    }
    const hash = requestHash(hashableBody(input));
    const claim = await claimKey(db, scopeOf(buyer), key, hash, now);
    if (claim.kind === 'replay') return claim.reply;
    const stopRenewing = lease.keepClaim(claim.id, claim.token);
    try {
      const reply = await options.placer.placeOrder(claim.id, claim.fresh, buyer, input);
      if (reply.body.data.result !== 'placed') await releaseKey(db, claim.id, claim.token, reply);
      return reply;
    } catch (error) {
      // A simulated crash leaves the key as a dead process would: `processing`, its lease running out.
      if (error instanceof SimulatedCrash) throw error;
      // The same status and envelope the error handler sends (a database outage: 503, not 500).
      const { status, body } = toErrorReply(error);
      // Not released: another request took the claim over, and may have placed the order — then that is the reply.
      if ((await lease.releaseSoon(claim.id, claim.token, { status, body })) === false) {
        const placed = await completedReply(db, claim.id).catch(() => null);
        if (placed) return placed;
      }
      throw error;
    } finally {
      stopRenewing();
    }
  }

  return { submit };
}
