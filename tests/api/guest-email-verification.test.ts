import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_LINK_INVALID } from '../../src/domain/account/verify-email-contract.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { as, readMail, tempOutbox, waitForMail } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import {
  cardToken,
  cartWith,
  guestShopper,
  memberShopper,
  newKey,
  query,
  submit,
  type Shopper,
} from './checkout-support.ts';

/**
 * Issue 42 §16: a guest's orders join an account only once its owner proves the mailbox. Sign-up
 * claims nothing; the welcome mail carries a single-use, expiring verification link (only its
 * hash stored), and opening it claims exactly the guest orders placed with that e-mail.
 */
let t: TestApp;
let outbox: string;
beforeAll(async () => {
  outbox = tempOutbox();
  t = await createTestApp({
    BORDERLESS: 'true',
    OUTBOX_DIR: outbox,
    ACCOUNT_LIMIT_PER_IP: '1000',
    RATE_LIMIT_PER_MINUTE: '10000',
  });
  await openAroundTheClock(t, ['bos-back-bay']);
});
afterAll(() => t.close());

const verifyTokenIn = (text: string) => /\/account\/verifyemail\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
const verify = (token: string) =>
  t.server.inject({ method: 'POST', url: '/api/account/verify-email', payload: { token } });

async function guestOrder(email: string) {
  const guest = await guestShopper(t);
  const cart = await cartWith(guest);
  const placed = await submit(guest, newKey(), {
    cart_id: cart.id,
    contact: { first_name: 'Gia', last_name: 'Guest', email, phone: '6175550142' },
    payment: { token: await cardToken(guest) },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.data.order as { id: string; number: string };
}

/** Signs up (the member's session) and returns the token of the welcome mail's verification link. */
async function signUpWithLink(email: string): Promise<{ member: Shopper; token: string }> {
  const before = readMail(outbox).filter((m) => m.to === email).length;
  const member = await memberShopper(t, email, { first_name: 'Gia' });
  const welcome = (await waitForMail(outbox, email, before)).find((m) => m.subject.startsWith('Welcome'));
  expect(welcome).toBeDefined();
  const token = verifyTokenIn(welcome!.text);
  expect(token).toHaveLength(43);
  return { member, token };
}

const historyIds = async (member: Shopper) => {
  const history = await member.call('GET', '/api/account/orders');
  expect(history.status, JSON.stringify(history.body)).toBe(200);
  return (history.body.data.orders as { id: string }[]).map((o) => o.id).sort();
};
const ownerOf = async (orderId: string) =>
  ((await query(t, sql`select member_id from orders where id = ${orderId}`)).rows[0] as { member_id: string | null })
    .member_id;
const verified = async (member: Shopper) =>
  (await member.call('GET', '/api/account/profile')).body.data.profile.email_verified as boolean;

describe('guest orders are claimed only after the e-mail is verified', () => {
  it('sign-up claims nothing; the link claims exactly the guest orders of that e-mail, once', async () => {
    const email = 'gia.verify@larkspur.example';
    const first = await guestOrder(email);
    const second = await guestOrder(email.toUpperCase());
    const stranger = await guestOrder('not.gia@larkspur.example');

    const { member, token } = await signUpWithLink(email);
    // Before verification: no orders, nothing claimed, the profile says unverified.
    expect(await historyIds(member)).toEqual([]);
    expect(await ownerOf(first.id)).toBeNull();
    expect((await member.call('GET', `/api/orders/${first.id}`)).status).toBe(404);
    expect(await verified(member)).toBe(false);
    // Only the token's hash is stored.
    const stored = await query(t, sql`select token_hash from email_verification_tokens where token_hash = ${token}`);
    expect(stored.rows).toHaveLength(0);

    // A wrong token and a malformed one are refused with nothing written.
    const wrong = await verify('A'.repeat(43));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST', message: VERIFY_LINK_INVALID });
    const malformed = await verify('short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'token' });
    expect(await historyIds(member)).toEqual([]);

    // The link, opened in any browser (no cookie), verifies and claims the two orders, not the stranger's.
    const opened = await verify(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['cache-control']).toMatch(/no-store/);
    expect(opened.json().data).toEqual({
      claimed: 2,
      message: 'Your e-mail is verified. 2 earlier guest orders were added to your orders.',
    });
    expect(await historyIds(member)).toEqual([first.id, second.id].sort());
    expect(await verified(member)).toBe(true);
    expect((await member.call('GET', `/api/orders/${first.id}`)).status).toBe(200);
    expect(await ownerOf(stranger.id)).toBeNull();

    // Reused: refused.
    const reused = await verify(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(VERIFY_LINK_INVALID);
  });

  it('an expired link is refused and claims nothing; a new link from the account page works', async () => {
    const email = 'gia.expired@larkspur.example';
    const order = await guestOrder(email);
    const { member, token } = await signUpWithLink(email);
    await query(t, sql`update email_verification_tokens set expires_at = now() - interval '1 second'`);
    const expired = await verify(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(VERIFY_LINK_INVALID);
    expect(await ownerOf(order.id)).toBeNull();
    expect(await verified(member)).toBe(false);

    // The account page's "Send Link": a fresh mail with a fresh link.
    const before = readMail(outbox).filter((m) => m.to === email).length;
    const sent = await member.call('POST', '/api/account/email-verification');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.message).toContain(`We sent a verification link to ${email}`);
    const mail = (await waitForMail(outbox, email, before)).at(-1)!;
    expect(mail.subject).toMatch(/^Verify your/);
    const fresh = verifyTokenIn(mail.text);
    expect(fresh).not.toBe(token);
    expect((await verify(fresh)).json().data.claimed).toBe(1);
    expect(await historyIds(member)).toEqual([order.id]);
    // Already verified: nothing more is sent.
    const again = await member.call('POST', '/api/account/email-verification');
    expect(again.body.data.message).toBe('Your e-mail is already verified.');
  });

  it('a link stops working when the member changes their e-mail (it proves the old address only)', async () => {
    const email = 'gia.moves@larkspur.example';
    const order = await guestOrder(email);
    const { member, token } = await signUpWithLink(email);
    const moved = await as(t.server, member)('PATCH', '/api/account/profile', {
      email: 'gia.elsewhere@larkspur.example',
      current_password: 'crumb-and-crust-42',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await verify(token)).statusCode).toBe(400);
    expect(await ownerOf(order.id)).toBeNull();
  });

  it('a second sign-up with a known e-mail claims nothing (409, no partial write)', async () => {
    const email = 'gia.verify@larkspur.example';
    const g = await guestShopper(t);
    const again = await g.call('POST', '/api/account/signup', {
      first_name: 'Gia',
      last_name: 'Again',
      email,
      password: 'crumb-and-crust-42',
    });
    expect(again.status).toBe(409);
    const members = await query(t, sql`select count(*)::int as n from members where lower(email) = ${email}`);
    expect((members.rows[0] as { n: number }).n).toBe(1);
  });

  it('asking for a link needs a signed-in member', async () => {
    const g = await guestShopper(t);
    expect((await g.call('POST', '/api/account/email-verification')).status).toBe(401);
  });
});
