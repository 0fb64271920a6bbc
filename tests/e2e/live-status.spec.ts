import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { PG_ADMIN_URL } from '../support/test-databases.ts';
import {
  addCroissants,
  fillCard,
  freshEmail,
  newestMailTo,
  placeOrderButton,
  signInByApi,
  signUpByApi,
} from './support/checkout-helpers.ts';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { createStaffByCommand } from './support/staff-command.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';
import { screenshotsAt } from './support/screenshots.ts';

/**
 * The two-browser journey (issue 16, decisions 235–236) on TWO app instances sharing one
 * PostgreSQL database: the customer's browser talks to instance A, the staff's to instance B. The
 * order placed through A shows on B's board without a reload (LISTEN/NOTIFY); staff bump it to in
 * progress and ready on B; the customer's confirmation page on A shows "ready" without a reload,
 * and the ready e-mail is in the outbox (one folder both instances write to). Then A restarts: the
 * customer's page says it is reconnecting, comes back by itself, and shows a change made after.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const STORE = 'bos-back-bay';
const DB = `larkspur_e2e_live_${process.env.E2E_PORT ?? 3210}`;
const dbUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${DB}`);
const STAFF_EMAIL = 'live.counter@larkspur.example';
const STAFF_PASSWORD = 'proof-box-at-six-am-4';
// E2E_PORT + 1 and + 2 (spawnServer shifts these by E2E_PORT − 3210).
const CUSTOMER_PORT = 3211;
const STAFF_PORT = 3212;
const outbox = mkdtempSync(path.join(tmpdir(), 'larkspur-live-outbox-'));
const env = { DATABASE_URL: dbUrl, OUTBOX_DIR: outbox, RATE_LIMIT_PER_MINUTE: '10000', ACCOUNT_LIMIT_PER_IP: '1000' };
let customerServer: SpawnedServer;
let staffServer: SpawnedServer;
let customerEmail = '';
let orderNumber = '';
let confirmUrl = '';
let customer: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  const admin = new pg.Client(PG_ADMIN_URL);
  await admin.connect();
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.query(`create database ${DB}`);
  await admin.end();
  // A migrates and seeds; B then opens the same database.
  customerServer = await spawnServer(CUSTOMER_PORT, env);
  // Open around the clock before anyone asks for the store (nothing is cached yet): ASAP is offered at any hour.
  const db = new pg.Client(dbUrl);
  await db.connect();
  await db.query(`delete from location_closures where location_id = $1`, [STORE]);
  await db.query(`delete from location_hours where location_id = $1 and handoff <> 'catering'`, [STORE]);
  for (const handoff of ['pickup', 'curbside', 'delivery'])
    for (let weekday = 0; weekday < 7; weekday++)
      await db.query(
        `insert into location_hours (location_id, handoff, weekday, opens, closes) values ($1, $2, $3, '00:00', '24:00')`,
        [STORE, handoff, weekday],
      );
  await db.end();
  staffServer = await spawnServer(STAFF_PORT, env);
  const oneTime = await createStaffByCommand({ databaseUrl: dbUrl }, [
    '--email',
    STAFF_EMAIL,
    '--role',
    'staff',
    '--name',
    'Lee Counter',
    '--location',
    STORE,
  ]);
  // First sign-in changes the one-time password (decision 223).
  const context = await browser.newContext();
  const signIn = await context.request.post(`${staffServer.url}/api/staff/session`, {
    data: { email: STAFF_EMAIL, password: oneTime },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const csrf = ((await signIn.json()) as { data: { csrf_token: string } }).data.csrf_token;
  const changed = await context.request.post(`${staffServer.url}/api/staff/password`, {
    data: { current_password: oneTime, new_password: STAFF_PASSWORD },
    headers: { 'x-csrf-token': csrf },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  await context.close();
});

test.afterAll(async () => {
  await customer?.context().close();
  for (const server of [customerServer, staffServer]) {
    await server?.stop();
    server?.cleanup();
  }
  rmSync(outbox, { recursive: true, force: true });
  const admin = new pg.Client(PG_ADMIN_URL);
  await admin.connect();
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.end();
});

async function staffBoard(page: Page) {
  const signIn = await page.request.post(`${staffServer.url}/api/staff/session`, {
    data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await visit(page, `${staffServer.url}/staff/board/${STORE}`);
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
}

const statusCard = (page: Page) => page.getByRole('region', { name: /^Order Status:/ });

test('customer on instance A, staff on instance B: the board shows the order, bumps reach the confirmation page, the ready e-mail is sent', async ({
  page,
  browser,
}) => {
  await staffBoard(page);

  // The customer, in their own browser, on the other instance.
  customer = await (await browser.newContext()).newPage();
  customerEmail = freshEmail('live');
  await signUpByApi(customer, customerServer.url, customerEmail, 'Noor');
  await signInByApi(customer, customerServer.url, customerEmail);
  await addCroissants(customer, customerServer.url, 1);
  await visit(customer, `${customerServer.url}/order/checkout`);
  await fillCard(customer, '4242 4242 4242 4242');
  await placeOrderButton(customer).click();
  await expect(customer).toHaveURL(/\/order\/confirm\/[0-9a-f-]{36}$/);
  confirmUrl = customer.url();
  orderNumber = ((await customer.getByText(/^Order #\d+$/).textContent()) ?? '').replace('Order #', '');
  await expect(statusCard(customer)).toHaveAccessibleName('Order Status: Order placed');
  await expect(statusCard(customer).getByRole('listitem').filter({ hasText: 'Order placed' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  // A mark on the window: it survives only if the page is never reloaded.
  await customer.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  // On instance B's board, without a reload.
  const ticket = page.locator(`article[aria-label^="Order ${orderNumber}, Noor,"]`);
  await expect(page.getByRole('region', { name: /^Placed/ }).locator(ticket)).toBeVisible();

  // Bump by tap: in progress → the customer sees "Being prepared"; then ready.
  await ticket.getByRole('button', { name: `Bump order ${orderNumber} to In Progress` }).click();
  await expect(page.getByRole('region', { name: /^In progress/ }).locator(ticket)).toBeVisible();
  await expect(statusCard(customer)).toHaveAccessibleName('Order Status: Being prepared');
  await expect(statusCard(customer).getByRole('status')).toHaveText(
    `Order #${orderNumber}: Being prepared. Your order is being prepared.`,
  );
  await ticket.getByRole('button', { name: `Bump order ${orderNumber} to Ready` }).click();
  await expect(page.getByRole('region', { name: /^Ready/ }).locator(ticket)).toBeVisible();

  // The customer's page on instance A: ready, with the pickup instructions, announced politely.
  await expect(statusCard(customer)).toHaveAccessibleName('Order Status: Ready');
  await expect(statusCard(customer)).toContainText('Your order is ready. Pick it up at the counter at');
  await expect(statusCard(customer).getByRole('status')).toContainText(`Order #${orderNumber}: Ready.`);
  await expect(statusCard(customer).getByRole('listitem').filter({ hasText: 'Ready' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  expect(await customer.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // The ready e-mail, once, in the outbox both instances share.
  await expect
    .poll(() => newestMailTo(outbox, customerEmail)?.subject ?? '')
    .toMatch(new RegExp(`^Your order is ready: .* order #${orderNumber}$`));
  expect(newestMailTo(outbox, customerEmail)!.text).toContain('Pick it up at the counter at');

  await expectNoSeriousAxeViolations(customer);
  await screenshotsAt(customer, 'live-status-ready');
});

test('the customer stream reconnects by itself after instance A restarts and shows a change made after the restart', async ({
  page,
}) => {
  expect(confirmUrl).not.toBe('');
  await expect(statusCard(customer)).toHaveAccessibleName('Order Status: Ready');

  // SIGTERM drains: the open stream is ended (preClose) and the exit is clean.
  expect(await customerServer.stop()).toBe(0);
  // A drop that lasts shows one quiet line (no alert); the status stays as it was.
  await expect(customer.getByText('Reconnecting to live updates…')).toBeVisible({ timeout: 20_000 });
  await expect(statusCard(customer)).toHaveAccessibleName('Order Status: Ready');
  await expect(customer.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await screenshotsAt(customer, 'live-status-reconnecting');
  customerServer.cleanup();
  customerServer = await spawnServer(CUSTOMER_PORT, env);

  // The order history (one stream for the member's orders) in a second tab of the customer's browser.
  const history = await customer.context().newPage();
  await visit(history, `${customerServer.url}/account?section=orders`);
  const item = history
    .getByRole('list', { name: 'Your orders' })
    .getByRole('listitem')
    .filter({ hasText: `Order #${orderNumber}` });
  await expect(item).toContainText('Ready');

  // Staff complete the order on instance B after the restart; the customer's pages on A show it.
  await staffBoard(page);
  const ticket = page.locator(`article[aria-label^="Order ${orderNumber}, Noor,"]`);
  await ticket.getByRole('button', { name: `Bump order ${orderNumber} to Completed` }).click();
  await expect(statusCard(customer)).toHaveAccessibleName('Order Status: Completed', { timeout: 30_000 });
  await expect(customer.getByText('Reconnecting to live updates…')).toHaveCount(0);
  await expect(statusCard(customer)).toContainText('Your order is complete. Enjoy!');
  expect(await customer.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await expect(item).toContainText('Completed');
  await expect(history.getByRole('status').filter({ hasText: `Order #${orderNumber}: Completed.` })).toBeAttached();
  await expectNoSeriousAxeViolations(history);
  await history.close();
});
