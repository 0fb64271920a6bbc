import { describe, expect, it } from 'vitest';
import { claimIsLive, IDEMPOTENCY_LEASE_MS, liveHoldAction } from '../../src/domain/checkout/idempotency.ts';
import {
  AUTHORIZATION_LIFETIME_MS,
  authorizationUsable,
  canMovePayment,
  LIVE_ATTEMPT_STATUSES,
  paymentStatesBefore,
} from '../../src/domain/checkout/payment-state.ts';
import { createTokenSigner, type CardToken } from '../../src/server/providers/payment/card-token.ts';
import { createSandboxProcessor } from '../../src/server/providers/payment/sandbox-processor.ts';

/** Issue 14: the rules that let a crash at any checkout step be recovered (decisions 173–175). */
const card: CardToken = {
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2099,
  behavior: 'succeed',
  iat: 0,
  nonce: 'n',
};
const at = new Date('2026-11-25T12:00:00Z');

describe('voiding: the recorded intent to void (decision 173)', () => {
  it('comes only from a live attempt and leads only to voided', () => {
    for (const from of LIVE_ATTEMPT_STATUSES) expect(canMovePayment(from, 'voiding')).toBe(true);
    expect(canMovePayment('voiding', 'voided')).toBe(true);
    for (const to of ['pending', 'authorized', 'captured', 'refunded', 'failed'] as const)
      expect(canMovePayment('voiding', to)).toBe(false);
    for (const from of ['captured', 'refunded', 'voided', 'failed'] as const)
      expect(canMovePayment(from, 'voiding')).toBe(false);
  });
  it('is never captured nor made authorized again', () => {
    expect(paymentStatesBefore('captured')).not.toContain('voiding');
    expect(paymentStatesBefore('authorized')).not.toContain('voiding');
  });
  it('an authorization is usable until an hour before the processor’s hold lifetime ends', () => {
    expect(authorizationUsable(new Date(at.getTime() - 1000), at)).toBe(true);
    expect(authorizationUsable(new Date(at.getTime() - AUTHORIZATION_LIFETIME_MS + 3600_000 + 1), at)).toBe(true);
    expect(authorizationUsable(new Date(at.getTime() - AUTHORIZATION_LIFETIME_MS + 3600_000), at)).toBe(false);
  });
});

describe('key leases and the cart’s live hold (decisions 173, 174)', () => {
  it('a claim is live until its lease ends; one written before leases never is', () => {
    expect(claimIsLive(new Date(at.getTime() + 1), at)).toBe(true);
    expect(claimIsLive(at, at)).toBe(false);
    expect(claimIsLive(null, at)).toBe(false);
  });
  it('another key’s attempt is refused only while its request is live; otherwise it is superseded', () => {
    const live = new Date(at.getTime() + IDEMPOTENCY_LEASE_MS);
    expect(liveHoldAction({ keyState: 'processing', lockedUntil: live }, at)).toBe('refuse');
    expect(liveHoldAction({ keyState: 'processing', lockedUntil: new Date(at.getTime() - 1) }, at)).toBe('supersede');
    expect(liveHoldAction({ keyState: 'open', lockedUntil: null }, at)).toBe('supersede');
    expect(liveHoldAction({ keyState: 'completed', lockedUntil: null }, at)).toBe('supersede');
    expect(liveHoldAction({ keyState: null, lockedUntil: null }, at)).toBe('supersede');
  });
});

describe('the sandbox never replays a dead hold (decision 173)', () => {
  it('a repeated authorize of a voided hold answers lapsed, not the cached authorization', async () => {
    const sandbox = createSandboxProcessor();
    const first = await sandbox.authorize({ amountCents: 500, card, idempotencyKey: 'row-1', description: 'test' });
    expect(first.status).toBe('authorized');
    expect(await sandbox.authorize({ amountCents: 500, card, idempotencyKey: 'row-1', description: 'test' })).toEqual(
      first,
    );
    await sandbox.void(first.ref!);
    expect(await sandbox.authorize({ amountCents: 500, card, idempotencyKey: 'row-1', description: 'test' })).toEqual({
      status: 'lapsed',
      ref: first.ref,
    });
    expect(sandbox.counts.authorize).toBe(1);
  });
  it('holds expire after their lifetime: a replay is lapsed and a capture fails', async () => {
    let shift = 0;
    const sandbox = createSandboxProcessor({ now: () => new Date(at.getTime() + shift) });
    const first = await sandbox.authorize({ amountCents: 500, card, idempotencyKey: 'row-2', description: 'test' });
    shift = AUTHORIZATION_LIFETIME_MS;
    expect(await sandbox.authorize({ amountCents: 500, card, idempotencyKey: 'row-2', description: 'test' })).toEqual({
      status: 'lapsed',
      ref: first.ref,
    });
    await expect(sandbox.capture(first.ref!)).rejects.toThrow(/expired/);
  });
  it('voiding twice is one void (the sweep repeats what a crash interrupted)', async () => {
    const sandbox = createSandboxProcessor();
    const first = await sandbox.authorize({ amountCents: 500, card, idempotencyKey: 'row-3', description: 'test' });
    await sandbox.void(first.ref!);
    await sandbox.void(first.ref!);
    expect(sandbox.counts.void).toBe(1);
  });
});

describe('card tokens are bound to their session (decision 175)', () => {
  const signer = createTokenSigner('a-secret-of-at-least-thirty-two-characters');
  const make = () =>
    signer.sign({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2099, behavior: 'succeed' }, at, 'session-a');
  it('checks in the session that made it, with a unique nonce', () => {
    const a = signer.check(make(), at, 'session-a');
    const b = signer.check(make(), at, 'session-a');
    expect(a.ok && b.ok && a.card.nonce !== b.card.nonce).toBe(true);
  });
  it('is refused in another session, and when altered or an hour old', () => {
    const token = make();
    expect(signer.check(token, at, 'session-b')).toEqual({ ok: false, reason: 'other_session' });
    expect(signer.check(`${token.slice(0, -2)}xx`, at, 'session-a')).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.check(token, new Date(at.getTime() + 3600_001), 'session-a')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
