import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_LINK_INVALID } from '../../src/domain/orders/order-status-link-contract.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { readMail, tempOutbox, waitForMail } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import { cardToken, cartWith, guestShopper, memberShopper, newKey, query, submit } from './checkout-support.ts';

/**
 * Issue 42 §16: guest checkout in a borderless brand — the receipt carries a private
 * order-status link (only its hash is stored; it opens that one order). The claim at a later
 * sign-up waits for a verified e-mail: guest-email-verification.test.ts.
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

const contactFor = (email: string) => ({ first_name: 'Gia', last_name: 'Guest', email, phone: '6175550142' });
const linkIn = (text: string) => /\/order\/status\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

async function guestOrder(email: string) {
  // The contract lower-cases e-mails; earlier mails to the same address are skipped.
  const to = email.toLowerCase();
  const before = readMail(outbox).filter((m) => m.to === to).length;
  const guest = await guestShopper(t);
  const cart = await cartWith(guest);
  const placed = await submit(guest, newKey(), {
    cart_id: cart.id,
    contact: contactFor(email),
    payment: { token: await cardToken(guest) },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const order = placed.body.data.order as { id: string; number: string };
  const mails = await waitForMail(outbox, to, before);
  const receipt = mails.find((m) => m.subject.includes(`order #${order.number}`));
  expect(receipt).toBeDefined();
  return { guest, order, receipt: receipt! };
}

const byLink = (token: string) => t.server.inject({ url: `/api/orders/status/${token}` });

describe('the guest receipt and its private status link', () => {
  it('e-mails the receipt with a link that opens the order in any browser, and only that order', async () => {
    const { order, receipt } = await guestOrder('gia.link@larkspur.example');
    expect(receipt.subject).toContain(`order #${order.number}`);
    const token = linkIn(receipt.text);
    expect(token).toHaveLength(43);
    expect(receipt.text).toContain(`Follow your order: http`);

    // No cookie at all: the link alone opens the order.
    const opened = await byLink(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.order).toMatchObject({ id: order.id, number: order.number, status: 'placed' });
    expect(opened.headers['cache-control']).toMatch(/no-store/);

    // Only the hash is kept: the table alone opens nothing.
    const stored = await query(t, sql`select token_hash from order_status_links where order_id = ${order.id}`);
    expect(stored.rows).toHaveLength(1);
    expect((stored.rows[0] as { token_hash: string }).token_hash).not.toBe(token);
    expect(await byLink((stored.rows[0] as { token_hash: string }).token_hash)).toMatchObject({ statusCode: 404 });

    // Another guest's link opens the other order, never this one.
    const other = await guestOrder('gia.other@larkspur.example');
    const theirs = await byLink(linkIn(other.receipt.text));
    expect(theirs.json().data.order.id).toBe(other.order.id);
  });

  it('an unknown token is 404 with a sentence; a malformed one 400 naming it', async () => {
    const unknown = await byLink('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND', message: STATUS_LINK_INVALID });
    for (const bad of ['short', `${'A'.repeat(43)}B`, `${'A'.repeat(42)}!`]) {
      const r = await byLink(encodeURIComponent(bad));
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().message).toMatch(/token is not an order status link/);
    }
  });

  it("a member's receipt has no status link (their history has the order)", async () => {
    const email = 'mo.member-receipt@larkspur.example';
    const member = await memberShopper(t, email);
    const cart = await cartWith(member);
    const placed = await submit(member, newKey(), { cart_id: cart.id, payment: { token: await cardToken(member) } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const mails = await waitForMail(outbox, email, 1);
    const receipt = mails.find((m) => m.subject.includes(`#${placed.body.data.order.number}`));
    expect(receipt).toBeDefined();
    expect(linkIn(receipt!.text)).toBe('');
    const links = await query(
      t,
      sql`select count(*)::int as n from order_status_links where order_id = ${placed.body.data.order.id}`,
    );
    expect((links.rows[0] as { n: number }).n).toBe(0);
  });
});
