import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimKeyWithAttempt,
  isLiveHoldConflict,
  type ClaimWithAttempt,
} from '../../src/server/modules/checkout/claim-with-attempt.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { openAroundTheClock } from './cart-support.ts';
import { cartWith, guestShopper, query, type Shopper } from './checkout-support.ts';

/**
 * A key's claim with its card attempt (key, card token use, card attempt) is one transaction, and
 * concurrent claims each get their own outcome — including two with the same key or the same card
 * token (exactly one wins), a cart that moved on, and one that hits another attempt's live hold
 * (it alone fails, writing nothing).
 */
let t: TestApp;
let shopper: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  await openAroundTheClock(t, ['bos-back-bay']);
  shopper = await guestShopper(t);
});
afterAll(() => t.close());

const versionOf = async (cartId: string) =>
  Number((await query(t, sql`select version from carts where id = ${cartId}`)).rows[0]!.version);

async function claimFor(cartId: string, overrides: Partial<ClaimWithAttempt> = {}): Promise<ClaimWithAttempt> {
  const now = new Date();
  return {
    scope: 'session:claim-batch',
    key: randomUUID(),
    hash: 'h',
    token: randomUUID(),
    nonce: randomUUID(),
    cart: { id: cartId, version: await versionOf(cartId) },
    attempt: {
      id: randomUUID(),
      orderId: null,
      idempotencyKeyId: null,
      sessionIdHash: 'claim-batch-session',
      kind: 'card',
      provider: 'sandbox',
      providerRef: null,
      giftCardId: null,
      brand: 'visa',
      last4: '4242',
      amountCents: 1234,
      status: 'pending',
      failure: null,
      holdKey: cartId,
      createdAt: now,
      updatedAt: now,
    },
    now,
    ...overrides,
  };
}

const rowsOf = async (table: 'idempotency_keys' | 'card_token_uses' | 'payments', column: string, value: string) =>
  Number(
    (await query(t, sql`select count(*)::int as n from ${sql.raw(table)} where ${sql.raw(column)} = ${value}`)).rows[0]!
      .n,
  );

describe('claims with their card attempt, concurrent', () => {
  it('gives each concurrent claim its own outcome: one of a key or a token wins; a moved cart takes no attempt', async () => {
    const carts = await Promise.all([1, 2, 3, 4, 5].map(() => cartWith(shopper)));
    const plain = await claimFor(carts[0]!.id);
    const sameKeyFirst = await claimFor(carts[1]!.id);
    const sameKeySecond = await claimFor(carts[2]!.id, { key: sameKeyFirst.key });
    const sameTokenFirst = await claimFor(carts[3]!.id);
    const sameTokenSecond = await claimFor(carts[4]!.id, { nonce: sameTokenFirst.nonce });
    const moved = await claimFor(carts[0]!.id);
    moved.cart = { ...moved.cart, version: moved.cart.version - 1 };
    moved.attempt = { ...moved.attempt, holdKey: `${carts[0]!.id}:moved` };
    const outcomes = await Promise.all(
      [plain, sameKeyFirst, sameKeySecond, sameTokenFirst, sameTokenSecond, moved].map((c) =>
        claimKeyWithAttempt(t.database.db, c),
      ),
    );
    const [p, k1, k2, n1, n2, m] = outcomes;
    expect(p).toEqual({ keyId: expect.any(String), attemptId: plain.attempt.id });
    // Of one key, one claim wins (with its attempt) and the other finds the key known.
    const keyWinner = k1!.keyId ? sameKeyFirst : sameKeySecond;
    const keyLoser = k1!.keyId ? sameKeySecond : sameKeyFirst;
    expect([k1, k2].filter((o) => o!.keyId === null)).toEqual([{ keyId: null, attemptId: null }]);
    expect([k1, k2].find((o) => o!.keyId)).toEqual({ keyId: expect.any(String), attemptId: keyWinner.attempt.id });
    // Of one card token, both keys are claimed and one of them takes the attempt.
    expect(n1!.keyId && n2!.keyId).toBeTruthy();
    expect([n1!.attemptId, n2!.attemptId].filter(Boolean)).toHaveLength(1);
    const tokenLoser = n1!.attemptId ? sameTokenSecond : sameTokenFirst;
    expect(m).toEqual({ keyId: expect.any(String), attemptId: null });
    // What is stored is exactly that.
    expect(await rowsOf('idempotency_keys', 'key', sameKeyFirst.key)).toBe(1);
    expect(await rowsOf('payments', 'id', keyLoser.attempt.id)).toBe(0);
    expect(await rowsOf('card_token_uses', 'nonce', sameTokenFirst.nonce)).toBe(1);
    expect(await rowsOf('payments', 'id', tokenLoser.attempt.id)).toBe(0);
    expect(await rowsOf('payments', 'id', moved.attempt.id)).toBe(0);
    expect(await rowsOf('idempotency_keys', 'key', moved.key)).toBe(1);
  });

  it("one claim against another attempt's live hold fails alone; a concurrent claim is written", async () => {
    const held = await cartWith(shopper);
    const free = await cartWith(shopper);
    const first = await claimFor(held.id);
    expect((await claimKeyWithAttempt(t.database.db, first)).attemptId).toBe(first.attempt.id);
    const blocked = await claimFor(held.id);
    const other = await claimFor(free.id);
    const [b, o] = await Promise.allSettled([
      claimKeyWithAttempt(t.database.db, blocked),
      claimKeyWithAttempt(t.database.db, other),
    ]);
    expect(b.status).toBe('rejected');
    expect(isLiveHoldConflict((b as PromiseRejectedResult).reason)).toBe(true);
    expect(o).toEqual({ status: 'fulfilled', value: { keyId: expect.any(String), attemptId: other.attempt.id } });
    // Nothing of the refused claim was written.
    expect(await rowsOf('idempotency_keys', 'key', blocked.key)).toBe(0);
    expect(await rowsOf('card_token_uses', 'nonce', blocked.nonce)).toBe(0);
    expect(await rowsOf('payments', 'id', blocked.attempt.id)).toBe(0);
  });
});
