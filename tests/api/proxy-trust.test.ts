import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACK_BAY } from './cart-support.ts';
import { GROUP_ON, createGroup } from './group-order-support.ts';
import { guestFrom, memberFrom, ONE_WINDOW } from './limits-support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A client may send any X-Forwarded-For it likes. Behind one balancer (TRUST_PROXY=1) only the
 * address the balancer appended counts; with no proxy trusted the header is ignored. So a forged,
 * ever-changing header lifts none of the per-IP limits.
 */
const LIMIT = 3;
const PROXY = '10.99.0.1';
const CLIENT = '203.0.113.7';
let forgeries = 0;
/** What a balancer forwards: whatever the client claimed, then the address it really came from. */
const forwarded = (client = CLIENT) => ({ 'x-forwarded-for': `198.51.100.${(forgeries += 1) % 250}, ${client}` });

const limits = {
  ...ONE_WINDOW,
  ...GROUP_ON,
  ACCOUNT_LIMIT_PER_IP: String(LIMIT),
  ACCOUNT_LIMIT_PER_ACCOUNT: '1000',
  GIFT_CARD_ATTEMPTS_PER_IP: String(LIMIT),
  CARD_TOKENS_PER_IP: String(LIMIT),
  GROUP_JOINS_PER_IP: String(LIMIT),
};
const card = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };

describe.each([
  { trust: '1', via: PROXY, label: 'behind one trusted balancer (TRUST_PROXY=1)' },
  { trust: '10.99.0.0/16', via: PROXY, label: 'behind a balancer named by address (TRUST_PROXY=10.99.0.0/16)' },
  { trust: 'false', via: CLIENT, label: 'with no proxy trusted' },
])('forged X-Forwarded-For $label', ({ trust, via }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...limits, TRUST_PROXY: trust });
  });
  afterAll(() => t.close());

  /** `count` attempts, each with a new forged address; the statuses. */
  async function attempts(count: number, send: () => Promise<number>): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push(await send());
    return statuses;
  }
  const refusedAfterLimit = (statuses: number[]) => {
    expect(statuses.slice(LIMIT)).toEqual([429]);
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
  };

  it.each([
    ['member sign-in', '/api/account/signin'],
    ['staff sign-in', '/api/staff/session'],
  ])('%s', async (_name, url) => {
    const statuses = await attempts(LIMIT + 1, async () => {
      const r = await t.server.inject({
        method: 'POST',
        url,
        remoteAddress: via,
        headers: forwarded(),
        payload: { email: `nobody.${trust}@larkspur.example`, password: 'wrong-password-123' },
      });
      return r.statusCode;
    });
    refusedAfterLimit(statuses);
  });

  it('gift card number and PIN attempts', async () => {
    const shopper = await guestFrom(t.server, via);
    const statuses = await attempts(LIMIT + 1, async () => {
      const r = await shopper.call(
        'POST',
        '/api/gift-cards/balance',
        { number: '6006491000000001', pin: '9999' },
        forwarded(),
      );
      return r.status;
    });
    refusedAfterLimit(statuses);
  });

  it('card tokenizations', async () => {
    const shopper = await guestFrom(t.server, via);
    const statuses = await attempts(LIMIT + 1, async () => {
      const r = await shopper.call('POST', '/api/checkout/payment-token', card, forwarded());
      return r.status;
    });
    refusedAfterLimit(statuses);
  });

  it('group joins', async () => {
    const host = await memberFrom(t.server, '10.98.0.1', 'Hal');
    const group = await createGroup(host, BACK_BAY);
    let n = 0;
    const statuses = await attempts(LIMIT + 1, async () => {
      const guest = await guestFrom(t.server, via);
      const r = await guest.call(
        'POST',
        `/api/group-orders/${group.id}/join`,
        { name: `Guest ${(n += 1)}` },
        forwarded(),
      );
      return r.status;
    });
    refusedAfterLimit(statuses);
  });
});

describe('the request limit per minute', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('counts the balancer-appended address, whatever the client forged, and keeps real clients apart', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++)
      statuses.push(
        (await t.server.inject({ url: '/api/session', remoteAddress: PROXY, headers: forwarded() })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    const other = await t.server.inject({
      url: '/api/session',
      remoteAddress: PROXY,
      headers: forwarded('203.0.113.8'),
    });
    expect(other.statusCode).toBe(200);
  });
});
