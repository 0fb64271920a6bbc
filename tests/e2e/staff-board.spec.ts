import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import pg from 'pg';
import {
  BOARD_SERVER_ENV,
  BOARD_STAFF_EMAIL as STAFF_EMAIL,
  BOARD_STAFF_PASSWORD as STAFF_PASSWORD,
  BOARD_STORE as STORE,
  boardStaffFirstSignIn,
  boardStaffSignIn,
  customerOrder as orderOf,
  startBoardServer,
} from './support/board-e2e.ts';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { createStaffByCommand } from './support/staff-command.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';
import { STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';

/**
 * The live order board in the browser (issue 16, decisions 224–226): a staff page is open on the
 * board while a customer, in another browser context, places an order through the normal
 * checkout; the ticket appears without a reload (SSE, fanned out by LISTEN/NOTIFY — the app runs
 * on its own PostgreSQL database, so the test can open the store around the clock for ASAP).
 * Keyboard-only bump to ready and recall, axe, screenshots at 390, 1024×768 and 1280.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const DB = `larkspur_e2e_board_${process.env.E2E_PORT ?? 3210}`;
let server: SpawnedServer;
let dbUrl = '';
let oneTimePassword = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ({ server, dbUrl, oneTimePassword } = await startBoardServer(DB, 3481));
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

const staffSignIn = (page: Page) => boardStaffFirstSignIn(page, server.url, oneTimePassword);
const staffSignInWithOwnPassword = (page: Page) => boardStaffSignIn(page, server.url);
const customerOrder = (browser: Browser) => orderOf(browser, server.url);

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
  await screenshotsAt(page, 'staff-board', { widths: STAFF_WIDTHS });
  // A 1024×768 counter tablet: compact tickets (three or more fit a column's screen), buttons on one line.
  await page.setViewportSize({ width: 1024, height: 768 });
  const box = (await ticket.boundingBox())!;
  // Three tickets of a column (4 px apart) fit the first screen, below the toolbar.
  expect(box.y + 3 * box.height + 2 * 4, `ticket ${box.height}px high at ${box.y}px`).toBeLessThanOrEqual(768);
  const bump = ticket.getByRole('button', { name: /^Bump order/ });
  expect((await bump.boundingBox())!.height).toBeLessThanOrEqual(48);
  // 1280: the board takes the full width (no reading-page column).
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await page.locator('[data-layout="wide"]').boundingBox())!.width).toBeGreaterThan(1200);
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
  server = await spawnServer(3481, { DATABASE_URL: dbUrl, ...BOARD_SERVER_ENV });
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
