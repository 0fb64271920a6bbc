import type { APIRequestContext, Page } from '@playwright/test';
import pg from 'pg';
import {
  BOARD_STAFF_PASSWORD,
  BOARD_STORE as STORE,
  boardStaffFirstSignIn,
  customerOrder,
  startBoardServer,
  type BoardEnv,
} from './support/board-e2e.ts';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { createStaffByCommand } from './support/staff-command.ts';
import { STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';

/**
 * The board a rush can trust (issue 41 part 6): an order for another day waits in Later under its
 * day, a cancelled order sits in Cancelled with its reason, a pause shows as a banner with the
 * exact minutes left (live, no reload), a ticket says when it was placed, the phone, the total
 * and the payment, and a store the staff member does not run says so instead of loading forever.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let env: BoardEnv;
let manager: APIRequestContext;
let managerCsrf = '';

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  env = await startBoardServer(`larkspur_e2e_board_lanes_${process.env.E2E_PORT ?? 3210}`, 3482);
  // A manager of the store, on their own device, pauses and resumes online ordering.
  const email = 'manager.board@larkspur.example';
  const first = await createStaffByCommand({ databaseUrl: env.dbUrl }, [
    '--email',
    email,
    '--role',
    'manager',
    '--location',
    STORE,
  ]);
  manager = await playwright.request.newContext({ baseURL: env.server.url });
  const signedIn = await manager.post('/api/staff/session', { data: { email, password: first } });
  const csrf = ((await signedIn.json()) as { data: { csrf_token: string } }).data.csrf_token;
  const changed = await manager.post('/api/staff/password', {
    data: { current_password: first, new_password: `${BOARD_STAFF_PASSWORD}-manager` },
    headers: { 'x-csrf-token': csrf },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  managerCsrf = ((await (await manager.get('/api/staff/session')).json()) as { data: { csrf_token: string } }).data
    .csrf_token;
});
test.afterAll(async () => {
  await manager?.dispose();
  await env?.server.stop();
  env?.server.cleanup();
});

async function setPause(pause: object) {
  const r = await manager.put(`/api/staff/locations/${STORE}/ordering`, {
    data: { pause },
    headers: { 'x-csrf-token': managerCsrf },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

/** Moves an order to tomorrow 8:00 AM in the store's zone (an advance order for another day). */
async function moveToTomorrowEight(db: pg.Client, number: string) {
  await db.query(
    `update orders set
       ready_local = to_char((now() at time zone 'America/New_York')::date + 1, 'YYYYMMDD') || ' 08:00',
       ready_at = (((now() at time zone 'America/New_York')::date + 1) + time '08:00') at time zone 'America/New_York',
       updated_at = now()
     where number = $1`,
    [Number(number)],
  );
}

const region = (page: Page, name: RegExp) => page.getByRole('region', { name });
const ticketOf = (page: Page, number: string) => page.locator(`article[aria-label^="Order ${number}, Hana,"]`);

test('Later by day, Cancelled with its reason, the pause banner live, and what a ticket says', async ({
  page,
  browser,
}) => {
  await boardStaffFirstSignIn(page, env.server.url, env.oneTimePassword);
  const today = await customerOrder(browser, env.server.url);
  const tomorrow = await customerOrder(browser, env.server.url);
  const db = new pg.Client(env.dbUrl);
  await db.connect();
  try {
    await moveToTomorrowEight(db, tomorrow);
    await db.query(`update orders set contact = jsonb_set(contact, '{phone}', '"6175550101"') where number = $1`, [
      Number(today),
    ]);
  } finally {
    await db.end();
  }
  await visit(page, `${env.server.url}/staff/board/${STORE}`);
  await expect(page.getByRole('status')).toHaveText('Live');

  // Tomorrow's order is not today's work: it waits in Later, under its day, with its day on it.
  const later = region(page, /^Later \(1\)/);
  await expect(later.locator(ticketOf(page, tomorrow))).toBeVisible();
  await expect(later.getByRole('heading', { level: 3 })).toHaveText(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2} \(1\)$/);
  await expect(ticketOf(page, tomorrow)).toContainText(/[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2} 8:00 AM/);
  await expect(ticketOf(page, tomorrow)).not.toContainText('On time');
  await expect(region(page, /^Placed/).locator(ticketOf(page, tomorrow))).toHaveCount(0);

  // Today's ticket: placed how long ago, the phone, the total, paid with what.
  const ticket = ticketOf(page, today);
  await expect(region(page, /^Placed/).locator(ticket)).toBeVisible();
  await expect(ticket).toContainText(/placed (just now|\d+ min ago)/);
  await expect(ticket).toContainText('(617) 555-0101');
  await expect(ticket).toContainText(/\$\d+\.\d\d/);
  await expect(ticket).toContainText('Paid · Visa ending 4242');

  // A cancel with a reason: its own lane, the reason on the ticket, not counted as completed.
  await ticket.getByRole('button', { name: `Cancel order ${today}…` }).click();
  await ticket.getByLabel('Reason for canceling').fill('Customer called to cancel');
  await ticket.getByRole('button', { name: 'Cancel order', exact: true }).click();
  await expect(region(page, /^Cancelled \(1\)/).locator(ticket)).toBeVisible();
  await expect(ticket).toContainText('Cancelled: Customer called to cancel');
  await expect(region(page, /^Completed \(0\)/)).toBeVisible();
  // After a reload the reason is still there (read from the server, not kept by the page).
  await visit(page, `${env.server.url}/staff/board/${STORE}`);
  await expect(ticketOf(page, today)).toContainText('Cancelled: Customer called to cancel');
  await expect(ticketOf(page, today)).toContainText(/^(?=.*(Voided|Refunded) · Visa ending 4242)/s);

  // A 20-minute pause is on the open board at once, at 20 minutes (never 21).
  await expect(page.getByText('Online ordering is paused')).toHaveCount(0);
  await setPause({ mode: 'minutes', minutes: 20 });
  const banner = page.locator('[data-pause]');
  await expect(banner).toHaveText(/^Online ordering is paused — 20 min left \(until \d{1,2}:\d{2} [AP]M\)$/);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-board-lanes', { widths: STAFF_WIDTHS });

  await setPause({ mode: 'until-resumed' });
  await expect(banner).toHaveText('Online ordering is paused until resumed');
  await setPause({ mode: 'none' });
  await expect(banner).toHaveCount(0);
});

test('a store the staff member does not run says so instead of loading forever', async ({ page }) => {
  await page.request.post(`${env.server.url}/api/staff/session`, {
    data: { email: 'counter@larkspur.example', password: BOARD_STAFF_PASSWORD },
  });
  await visit(page, `${env.server.url}/staff/board/bos-south-end`);
  await expect(page.getByRole('status')).toHaveText('No access to this store');
  await expect(page.getByText('Loading the board…')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'the staff home page' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'artifacts/screenshots/staff-board-no-access-390.png', fullPage: true });
});
