import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import pg from 'pg';
import { PG_ADMIN_URL } from '../support/test-databases.ts';
import {
  addCroissants,
  fillCard,
  freshEmail,
  placeOrderButton,
  signInByApi,
  signUpByApi,
} from './support/checkout-helpers.ts';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { createStaffByCommand } from './support/staff-command.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';

/**
 * The live order board in the browser (issue 16, decisions 224–226): a staff page is open on the
 * board while a customer, in another browser context, places an order through the normal
 * checkout; the ticket appears without a reload (SSE, fanned out by LISTEN/NOTIFY — the app runs
 * on its own PostgreSQL database, so the test can open the store around the clock for ASAP).
 * Keyboard-only bump to ready and recall, axe, screenshots at 390, 1024×768 and 1280.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const STORE = 'bos-back-bay';
const DB = `larkspur_e2e_board_${process.env.E2E_PORT ?? 3210}`;
const dbUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${DB}`);
const STAFF_EMAIL = 'counter@larkspur.example';
const STAFF_PASSWORD = 'bench-scraper-and-flour-9';
let server: SpawnedServer;
let oneTimePassword = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const admin = new pg.Client(PG_ADMIN_URL);
  await admin.connect();
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.query(`create database ${DB}`);
  await admin.end();
  server = await spawnServer(3481, {
    DATABASE_URL: dbUrl,
    RATE_LIMIT_PER_MINUTE: '10000',
    ACCOUNT_LIMIT_PER_IP: '1000',
  });
  // Open around the clock before anyone asks for the store (nothing is cached yet): ASAP is offered.
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
  oneTimePassword = await createStaffByCommand({ databaseUrl: dbUrl }, [
    '--email',
    STAFF_EMAIL,
    '--role',
    'staff',
    '--name',
    'Casey Counter',
    '--location',
    STORE,
  ]);
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

async function staffSignIn(page: Page) {
  const signIn = await page.request.post(`${server.url}/api/staff/session`, {
    data: { email: STAFF_EMAIL, password: oneTimePassword },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const csrf = ((await signIn.json()) as { data: { csrf_token: string } }).data.csrf_token;
  const changed = await page.request.post(`${server.url}/api/staff/password`, {
    data: { current_password: oneTimePassword, new_password: STAFF_PASSWORD },
    headers: { 'x-csrf-token': csrf },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
}

/** A sign-in after the first test has set the staff member's own password. */
async function staffSignInWithOwnPassword(page: Page) {
  const signIn = await page.request.post(`${server.url}/api/staff/session`, {
    data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
}

async function shoot(page: Page) {
  mkdirSync('artifacts/screenshots', { recursive: true });
  for (const [name, width, height] of [
    ['390', 390, 844],
    ['1024x768', 1024, 768],
    ['1280', 1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `artifacts/screenshots/staff-board-${name}.png`, fullPage: true });
  }
}

/** Hana's order of two croissants, placed in her own browser context; its number. */
async function customerOrder(browser: Browser): Promise<string> {
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const email = freshEmail('board');
  await signUpByApi(customer, server.url, email, 'Hana');
  await signInByApi(customer, server.url, email);
  await addCroissants(customer, server.url, 2);
  await visit(customer, `${server.url}/order/checkout`);
  await fillCard(customer, '4242 4242 4242 4242');
  await placeOrderButton(customer).click();
  await expect(customer).toHaveURL(/\/order\/confirm\/[0-9a-f-]{36}$/);
  const number = ((await customer.getByText(/^Order #\d+$/).textContent()) ?? '').replace('Order #', '');
  await customerContext.close();
  return number;
}

test('a customer order appears on the open board without a reload; keyboard bump to ready and recall', async ({
  page,
  browser,
}) => {
  await staffSignIn(page);
  await visit(page, `${server.url}/staff`);
  await page.getByRole('link', { name: 'Order board' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/board/${STORE}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Order board');
  await expect(page.getByRole('status')).toHaveText('Live');
  await expect(page.getByRole('checkbox', { name: 'Sound on new orders' })).not.toBeChecked();
  await expectNoSeriousAxeViolations(page);

  const number = await customerOrder(browser);

  // On the board, without a reload.
  const ticket = page.locator(`article[aria-label^="Order ${number}, Hana,"]`);
  await expect(page.getByRole('region', { name: /^Placed/ }).locator(ticket)).toBeVisible();
  // Two Quick Adds of the same croissant are one kitchen line of 2, not two lines of 1.
  await expect(ticket.getByRole('listitem')).toHaveCount(1);
  await expect(ticket).toContainText('2 × Butter Croissant');
  await expect(page.getByText(`New order ${number} for Hana.`)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Due in the next 60 minutes/ })).toContainText('Butter Croissant');

  // Keyboard only: focus the ticket, Enter bumps to in progress, Space to ready; focus stays on it.
  await ticket.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /^In progress/ }).locator(ticket)).toBeVisible();
  await expect(ticket).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('region', { name: /^Ready/ }).locator(ticket)).toBeVisible();
  await expect(page.getByText(`Order ${number}: Ready.`)).toBeVisible();
  // R recalls the last bumped ticket, then Enter bumps it to ready again.
  await page.keyboard.press('r');
  await expect(page.getByRole('region', { name: /^In progress/ }).locator(ticket)).toBeVisible();
  await ticket.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /^Ready/ }).locator(ticket)).toBeVisible();

  await expectNoSeriousAxeViolations(page);
  await shoot(page);
});

test('the board says it is reconnecting while the server restarts, then is live again with its tickets', async ({
  page,
}) => {
  await staffSignInWithOwnPassword(page);
  await visit(page, `${server.url}/staff/board/${STORE}`);
  await expect(page.getByRole('status')).toHaveText('Live');
  const tickets = page.locator('article[data-ticket]');
  await expect(tickets.first()).toBeVisible();
  const before = await tickets.count();

  // SIGTERM drains: the open stream is ended (decision 225) and the exit is clean.
  expect(await server.stop()).toBe(0);
  await expect(page.getByRole('status')).toHaveText('Reconnecting…');
  server.cleanup();
  server = await spawnServer(3481, {
    DATABASE_URL: dbUrl,
    RATE_LIMIT_PER_MINUTE: '10000',
    ACCOUNT_LIMIT_PER_IP: '1000',
  });
  // EventSource reconnects by itself (retry: 2000) and the new instance sends a fresh snapshot.
  await expect(page.getByRole('status')).toHaveText('Live', { timeout: 20_000 });
  await expect(tickets).toHaveCount(before);
  await expectNoSeriousAxeViolations(page);
});

test('Print prints just that ticket: a kitchen ticket, black on white, no page chrome (keyboard reachable)', async ({
  page,
}) => {
  await staffSignInWithOwnPassword(page);
  await visit(page, `${server.url}/staff/board/${STORE}`);
  await expect(page.getByRole('status')).toHaveText('Live');
  // The print dialog is the browser's; the test counts the calls instead of opening it.
  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => void (w.printed += 1);
  });
  const ticket = page.locator('article[data-ticket]').first();
  const number = ((await ticket.getAttribute('aria-label')) ?? '').replace(/^Order (\d+),.*$/, '$1');
  // Keyboard: from the focused ticket, Tab reaches its Print button; Enter prints.
  await ticket.focus();
  const printButton = ticket.getByRole('button', { name: `Print order ${number}` });
  for (let i = 0; i < 6 && !(await printButton.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(printButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText(`#${number}`);
  await expect(ticket).toContainText('Hana');
  await expect(ticket).toContainText('In-store pickup');
  await expect(ticket).toContainText(/Promised \d{1,2}:\d{2} [AP]M/);
  await expect(ticket).toContainText('Butter Croissant');
  // Only the ticket: no header, navigation, title, toolbar, columns' titles, other tickets or buttons.
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('banner').first()).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await expect(page.getByRole('status')).toBeHidden();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeHidden();
  for (const button of await ticket.getByRole('button').all()) await expect(button).toBeHidden();
  const visibleTickets = await page
    .locator('article[data-ticket]')
    .evaluateAll(
      (els) =>
        els.filter((el) => getComputedStyle(el).display !== 'none' && getComputedStyle(el).visibility === 'visible')
          .length,
    );
  expect(visibleTickets).toBe(1);
  const colours = await ticket.evaluate((el) => ({
    color: getComputedStyle(el).color,
    background: getComputedStyle(el).backgroundColor,
  }));
  expect(colours).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
  mkdirSync('artifacts/screens', { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `artifacts/screens/staff-board-print-${width}.png`, fullPage: true });
  }

  // Back on screen the board is whole again, and the print is released when the dialog closes.
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('html')).not.toHaveAttribute('data-printing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('cancel takes a reason: Cancel order waits for one, Keep order keeps what was typed, Enter cancels', async ({
  page,
  browser,
}) => {
  await staffSignInWithOwnPassword(page);
  await visit(page, `${server.url}/staff/board/${STORE}`);
  await expect(page.getByRole('status')).toHaveText('Live');
  const number = await customerOrder(browser);
  const ticket = page.locator(`article[aria-label^="Order ${number}, Hana,"]`);
  await expect(page.getByRole('region', { name: /^Placed/ }).locator(ticket)).toBeVisible();

  await ticket.getByRole('button', { name: `Cancel order ${number}…` }).click();
  const reason = ticket.getByLabel('Reason for canceling');
  const cancel = ticket.getByRole('button', { name: 'Cancel order', exact: true });
  // The board's status contract trims the reason: blanks are no reason.
  await expect(cancel).toBeDisabled();
  await reason.fill('   ');
  await expect(cancel).toBeDisabled();
  await reason.fill('Customer called to cancel');
  await expect(cancel).toBeEnabled();
  await ticket.getByRole('button', { name: 'Keep order' }).click();
  await expect(reason).toBeHidden();
  await ticket.getByRole('button', { name: `Cancel order ${number}…` }).click();
  await expect(reason).toHaveValue('Customer called to cancel');
  await expectNoSeriousAxeViolations(page);

  await reason.press('Enter');
  await expect(reason).toBeHidden();
  const db = new pg.Client(dbUrl);
  await db.connect();
  try {
    await expect
      .poll(
        async () => (await db.query('select status from orders where number = $1', [Number(number)])).rows[0]?.status,
      )
      .toBe('cancelled');
  } finally {
    await db.end();
  }
});

test('disabled by an admin while the board is open: the tickets leave the screen and the tablet lands on sign-in', async ({
  page,
  playwright,
}) => {
  await staffSignInWithOwnPassword(page);
  await visit(page, `${server.url}/staff/board/${STORE}`);
  await expect(page.getByRole('status')).toHaveText('Live');
  await expect(page.locator('article[data-ticket]').first()).toBeVisible();

  // The admin, on their own device.
  const adminEmail = 'owner.board@larkspur.example';
  const first = await createStaffByCommand({ databaseUrl: dbUrl }, ['--email', adminEmail, '--role', 'admin']);
  const admin = await playwright.request.newContext({ baseURL: server.url });
  const signedIn = await admin.post('/api/staff/session', { data: { email: adminEmail, password: first } });
  let csrf = ((await signedIn.json()) as { data: { csrf_token: string } }).data.csrf_token;
  const changed = await admin.post('/api/staff/password', {
    data: { current_password: first, new_password: `${STAFF_PASSWORD}-admin` },
    headers: { 'x-csrf-token': csrf },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  csrf = ((await (await admin.get('/api/staff/session')).json()) as { data: { csrf_token: string } }).data.csrf_token;
  const team = (await (await admin.get('/api/staff/members')).json()) as {
    data: { members: { id: string; email: string }[] };
  };
  const counter = team.data.members.find((m) => m.email === STAFF_EMAIL)!;
  const disabled = await admin.patch(`/api/staff/members/${counter.id}`, {
    data: { disabled: true },
    headers: { 'x-csrf-token': csrf },
  });
  expect(disabled.ok(), await disabled.text()).toBe(true);
  await admin.dispose();

  await expect(page).toHaveURL(/\/staff\/sign-in$/, { timeout: 10_000 });
  await expect(page.locator('article[data-ticket]')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
