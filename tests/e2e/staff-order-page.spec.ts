import path from 'node:path';
import { csrf, freshEmail, newestMailTo, PASSWORD, signInByApi } from './support/checkout-helpers.ts';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { completedOrderByApi } from './support/rewards-helpers.ts';
import { firstStaffSignIn, spawnStaffServer } from './support/staff-server.ts';
import type { SpawnedServer } from './support/spawn-server.ts';
import { STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';

/**
 * The order page (its own server, port 3213+): a customer's order is completed; the Back Bay
 * manager finds it by the customer's phone on Find an order, opens it, refunds one item, reads the
 * confirmation of what goes back where, confirms, and sees the refund on the page; the ticket
 * reprints; the customer's refund e-mail is in the outbox. Axe at each step; screenshots at 390,
 * 1024 and 1280.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const STAFF_KEY = 'e2e-order-page-staff-key-0123456789';
const MANAGER = 'rhea.orders@larkspur.example';
const PHONE = '6175550142';
let server: SpawnedServer;
let oneTime = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ({ server, password: oneTime } = await spawnStaffServer(
    3213,
    'order-page',
    ['--email', MANAGER, '--role', 'manager', '--name', 'Rhea Manager', '--location', 'bos-back-bay'],
    {
      STAFF_API_KEY: STAFF_KEY,
      ACCOUNT_LIMIT_PER_IP: '1000',
      RATE_LIMIT_PER_MINUTE: '10000',
      CARD_TOKENS_PER_IP: '1000',
    },
  ));
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

test('a manager finds an order by phone, refunds one item after a confirmation, and can reprint its ticket', async ({
  page,
  browser,
}) => {
  // The customer (with a phone on their account) and their completed order, through the APIs.
  const email = freshEmail('orderpage');
  const signUp = await page.request.post(`${server.url}/api/account/signup`, {
    data: { first_name: 'Iris', last_name: 'Baker', email, password: PASSWORD, phone: PHONE, newsletter: false },
    headers: { 'x-csrf-token': await csrf(page, server.url) },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await signInByApi(page, server.url, email);
  await visit(page, `${server.url}/account`);
  const order = await completedOrderByApi(page, server.url, STAFF_KEY);

  // The manager, in a browser of their own.
  const staff = await (await browser.newContext()).newPage();
  await firstStaffSignIn(staff, server.url, MANAGER, oneTime, 'rye-levain-and-a-long-proof');
  // The card is captured just after checkout; a refund waits for it.
  await expect
    .poll(async () => {
      const r = await staff.request.get(`${server.url}/api/staff/orders/${order.id}`);
      return ((await r.json()) as { data: { order: { money: { can_refund: boolean } } } }).data.order.money.can_refund;
    })
    .toBe(true);

  await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Orders' }).click();
  await staff.getByLabel('Order number, phone, e-mail or name').fill('(617) 555-0142');
  await staff.getByRole('button', { name: 'Search' }).click();
  await expect(staff.getByRole('status')).toHaveText('1 order, newest first');
  await screenshotsAt(staff, 'staff-orders-search', { widths: STAFF_WIDTHS });
  await staff.getByRole('link', { name: `Order #${order.number}, Iris Baker` }).click();

  // The order page: the items, the payment, the history, and Print ticket.
  await expect(staff.getByRole('heading', { name: `Order #${order.number}`, level: 1 })).toBeVisible();
  await expect(staff.getByText('Completed', { exact: true })).toBeVisible();
  const items = staff.getByRole('table', { name: `Items of order #${order.number}` });
  await expect(items).toContainText('10 × Ham & Gruyère Croissant');
  await expect(staff.getByRole('region', { name: 'Payments' })).toContainText('Visa ending 4242');
  await expect(staff.getByRole('region', { name: 'Timeline' })).toContainText('Moved to Completed');
  await expect(staff.getByRole('button', { name: 'Print ticket' })).toBeVisible();
  await expectNoSeriousAxeViolations(staff);
  await screenshotsAt(staff, 'staff-order-page', { widths: STAFF_WIDTHS });

  // Refund one croissant: nothing is pre-filled; the confirmation says what goes back where.
  const refunds = staff.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByLabel('Amount ($)')).toHaveCount(0);
  await refunds.getByLabel('Ham & Gruyère Croissant (10 of 10 left)').selectOption('1');
  await refunds.getByLabel('Reason').fill('One was burnt');
  await refunds.getByRole('button', { name: 'Review refund' }).click();
  const confirm = refunds.getByRole('heading', {
    name: new RegExp(`^Refund \\$\\d+\\.\\d\\d of order #${order.number}\\?$`),
  });
  await expect(confirm).toBeFocused();
  const amount = /\$\d+\.\d\d/.exec((await confirm.textContent()) ?? '')![0];
  await expect(refunds.getByRole('list', { name: 'Items refunded' })).toHaveText(
    `1 × Ham & Gruyère Croissant ${amount}`,
  );
  await expect(refunds.getByText(`${amount} to Visa ending 4242`, { exact: true })).toBeVisible();
  // Nothing is refunded before the confirmation.
  await expect(refunds.getByRole('list', { name: `Refunds of order #${order.number}` })).toHaveCount(0);
  await expectNoSeriousAxeViolations(staff);
  await screenshotsAt(staff, 'staff-order-refund-confirm', { widths: STAFF_WIDTHS });
  await refunds.getByRole('button', { name: `Refund ${amount}` }).click();

  // The page says so, lists the refund, and reads the order again.
  const said = refunds.getByRole('status');
  await expect(said).toHaveText(`Refunded ${amount}: ${amount} to Visa ending 4242.`);
  await expect(said).toBeFocused();
  const list = refunds.getByRole('list', { name: `Refunds of order #${order.number}` });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(`${amount} (1 × Ham & Gruyère Croissant) — One was burnt`);
  await expect(list).toContainText('by Rhea Manager');
  await expect(refunds.locator('dl div').filter({ hasText: 'Refunded' }).locator('dd')).toHaveText(amount);
  await expect(items).toContainText('1 refunded');
  await expect(staff.getByRole('region', { name: 'Timeline' })).toContainText(
    `Refunded ${amount} (1 × Ham & Gruyère Croissant) by Rhea Manager`,
  );
  await expect(refunds.getByLabel('Ham & Gruyère Croissant (9 of 10 left)')).toBeVisible();
  await expectNoSeriousAxeViolations(staff);
  await screenshotsAt(staff, 'staff-order-refunded', { widths: STAFF_WIDTHS });

  // The customer is told once, with the amount, the card and when to expect it.
  await expect.poll(() => newestMailTo(path.join(server.dataDir, 'outbox'), email)?.subject).toMatch(/^Your refund/);
  expect(newestMailTo(path.join(server.dataDir, 'outbox'), email)!.text).toContain(
    `${amount} was refunded to your VISA card ending in 4242.`,
  );

  // Reprint: the browser's print dialog is counted, and on paper only the ticket shows.
  await staff.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => void (w.printed += 1);
  });
  await staff.getByRole('button', { name: 'Print ticket' }).click();
  await expect.poll(() => staff.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await staff.emulateMedia({ media: 'print' });
  const ticket = staff.getByRole('article', { name: `Kitchen ticket of order ${order.number}` });
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText('Reprint');
  await expect(ticket).toContainText('10 × Ham & Gruyère Croissant');
  await expect(staff.getByRole('heading', { name: `Order #${order.number}`, level: 1 })).toBeHidden();
  await staff.screenshot({ path: '/tmp/shots-orderpage/staff-order-print-1280.png', fullPage: true });
  await staff.emulateMedia({ media: 'screen' });
  await staff.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(ticket).toBeHidden();
  await staff.context().close();
});
