import { describe, expect, it } from 'vitest';
import { countKeys, eventPayloadProblem } from '../../src/domain/cart/event-payload.ts';
import { GIFT_CARD_NOT_FOUND } from '../../src/domain/checkout/gift-card-balance-contract.ts';
import { GIFT_CARDS_DO_NOT_COVER, giftCardProblem } from '../../src/domain/checkout/gift-card-payment.ts';
import { groupFullMessage, hasRoomFor } from '../../src/domain/group-order/capacity.ts';
import { limitAddress } from '../../src/domain/ip-prefix.ts';

/** Pure rules of decisions 179 and 180. */
describe('gift cards at checkout say nothing about a PIN before payment (decision 180)', () => {
  const check = (over: Partial<Parameters<typeof giftCardProblem>[0]>) =>
    giftCardProblem({ given: 1, found: 1, remainderCents: 0, hasCard: false, ...over });

  it('without a payment card, a wrong PIN and a right PIN that falls short get the same reply', () => {
    const wrongPin = check({ found: 0, remainderCents: 1200 });
    const shortBalance = check({ found: 1, remainderCents: 300 });
    expect(wrongPin).toBe(GIFT_CARDS_DO_NOT_COVER);
    expect(shortBalance).toBe(wrongPin);
    expect(check({ given: 2, found: 1, remainderCents: 0 })).toBe(GIFT_CARDS_DO_NOT_COVER);
  });

  it('lets gift cards that cover everything through, and a payment card takes the rest', () => {
    expect(check({})).toBeNull();
    expect(check({ hasCard: true, remainderCents: 500 })).toBeNull();
    expect(check({ given: 0, found: 0, remainderCents: 900 })).toBeNull();
  });

  it('with a payment card a wrong number or PIN is the one generic message', () => {
    expect(check({ hasCard: true, found: 0, remainderCents: 900 })).toBe(GIFT_CARD_NOT_FOUND);
  });
});

describe('event payloads are bounded (decision 179)', () => {
  const limits = { maxBytes: 8192, maxKeys: 50 };

  it('counts keys at every depth, arrays included', () => {
    expect(countKeys({})).toBe(0);
    expect(countKeys({ a: 1, b: { c: 2, d: [{ e: 3 }, { f: 4 }] } })).toBe(6);
    expect(countKeys('text')).toBe(0);
  });

  it('accepts a payload at both limits and refuses one past either, naming it', () => {
    const fifty = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
    expect(eventPayloadProblem(fifty, limits)).toBeNull();
    expect(eventPayloadProblem({ ...fifty, one: 'more' }, limits)).toEqual({
      code: 'BAD_REQUEST',
      message: 'payload: An event payload may hold at most 50 keys.',
    });
    // {"s":"…"} is 8 bytes around the string: 8184 characters make exactly 8 KB.
    expect(eventPayloadProblem({ s: 'x'.repeat(8184) }, limits)).toBeNull();
    const big = eventPayloadProblem({ s: 'x'.repeat(8185) }, limits);
    expect(big?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(big?.message).toMatch(/^payload: An event payload may be at most 8 KB/);
  });

  it('measures bytes, not characters', () => {
    expect(eventPayloadProblem({ s: 'é'.repeat(4092) }, limits)).toBeNull();
    expect(eventPayloadProblem({ s: 'é'.repeat(4093) }, limits)?.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('group order size (decision 179)', () => {
  it('has room until the group holds the maximum, host included', () => {
    expect(hasRoomFor(49, 50)).toBe(true);
    expect(hasRoomFor(50, 50)).toBe(false);
    expect(groupFullMessage(50)).toBe(
      'This group order is full (50 people). Ask the host to start another group order.',
    );
  });
});

describe('per-IP limits count an IPv6 network, not each address (decision 179)', () => {
  it('keeps IPv4 as it is, maps IPv4-in-IPv6 back, and cuts IPv6 to its /64', () => {
    expect(limitAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(limitAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limitAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
