import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { findLayoutProblems } from './support/layout-audit.ts';
import { DESKTOP, STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';
import { createStaffByCommand } from './support/staff-command.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';
import { firstStaffSignIn } from './support/staff-server.ts';

/**
 * All stores at a glance: an admin who closes five stores for a snowstorm in one step (the
 * confirmation names them, the result says what each got, the table, the hours page and the
 * customer's store page show the closure); a manager of two stores sees only those two; a shift
 * lead gets no all-stores page, and sees each paused store's time left on home. Axe on every step, screenshots at 390/1024/1280.
 */
let server: SpawnedServer;
const passwords: Record<string, string> = {};
const NEW_PASSWORD = 'snow-day-sourdough-rest';
const FIVE = ['Back Bay', 'Beacon Hill', 'South End', 'Seaport', 'Harvard Square'];
const STORE_PAGE = '/locations/ma/boston/214-newbury-street';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larkspur-stores-e2e-'));
  const accounts: [string, string[]][] = [
    ['ada@larkspur.example', ['--role', 'admin', '--name', 'Ada Admin']],
    [
      'max@larkspur.example',
      ['--role', 'manager', '--name', 'Max Manager', '--location', 'bos-back-bay', '--location', 'bos-south-end'],
    ],
    [
      'lee@larkspur.example',
      ['--role', 'lead', '--name', 'Lee Lead', '--location', 'bos-back-bay', '--location', 'bos-south-end'],
    ],
  ];
  // One process owns a PGlite folder: every account is made before the server opens it.
  for (const [email, args] of accounts)
    passwords[email] = await createStaffByCommand({ dataDir }, ['--email', email, ...args]);
  server = await spawnServer(3741, { RATE_LIMIT_PER_MINUTE: '10000' }, dataDir);
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

/** 'YYYY-MM-DD' `daysAhead` days from now on New York's calendar (every seeded store's zone). */
const nyDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + daysAhead * 24 * 3600_000));
const usDate = (date: string, year = true) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(Date.parse(`${date}T12:00:00Z`));

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await firstStaffSignIn(page, server.url, email, passwords[email]!, NEW_PASSWORD);
  return page;
}
/** Nothing runs off the side or is clipped, at a phone, a counter tablet and a desktop. */
async function expectLayoutFits(page: Page) {
  for (const width of STAFF_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    expect(await findLayoutProblems(page), `${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: DESKTOP, height: 800 });
}
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^${name}`) }) });

test('an admin closes five stores for a snowstorm in one step, and every store shows it', async ({ browser }) => {
  const page = await signedIn(browser, 'ada@larkspur.example');
  // Home: the brand's stores at a glance above the links.
  const glance = page.getByRole('region', { name: 'All stores now' });
  await expect(glance.getByRole('list', { name: 'All stores now' })).toContainText('open');
  await expect(page.getByRole('heading', { name: 'Your locations' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-home-all-stores', { widths: STAFF_WIDTHS });
  await expectLayoutFits(page);

  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'All stores' }).click();
  await expect(page.getByRole('heading', { name: 'All stores', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(23);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-stores', { widths: STAFF_WIDTHS });

  // The state filter narrows the table; "select all" then takes the stores shown.
  await page.getByLabel('State').selectOption('DC');
  await expect(page.getByRole('row')).toHaveCount(5);
  await page.getByRole('checkbox', { name: 'Select all stores shown' }).check();
  await expect(page.getByText('4 stores chosen.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all stores shown' }).uncheck();
  await page.getByLabel('State').selectOption('all');

  for (const name of FIVE) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await expect(page.getByText('5 stores chosen.')).toBeVisible();
  const day = nyDate(1);
  await page.getByRole('radio', { name: 'Add a closure' }).check();
  await page.getByLabel('Date').fill(day);
  await page.getByLabel('Reason').fill('Snowstorm');
  await page.getByRole('button', { name: 'Review the change for 5 stores' }).click();

  const question = page.getByRole('dialog', { name: `Close 5 stores on ${usDate(day)}?` });
  await expect(question).toContainText('Closed all day (Snowstorm) at:');
  for (const name of FIVE) await expect(question.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-stores-confirm', { widths: STAFF_WIDTHS, fullPage: false });
  await question.getByRole('button', { name: 'Close 5 stores' }).click();
  await expect(question).toBeHidden();

  const result = page.getByRole('status').filter({ hasText: 'Closed 5 stores on' });
  await expect(result).toContainText(`Closed 5 stores on ${usDate(day, false)} (Snowstorm).`);
  await expect(result).toBeFocused();
  for (const name of FIVE) {
    await expect(result.getByRole('listitem').filter({ hasText: name })).toHaveText(
      `${name}: closed on ${usDate(day)} (Snowstorm)`,
    );
    // The live stream brings each store's new closure into its row.
    await expect(row(page, name)).toContainText(`Closed ${usDate(day)} (Snowstorm)`);
  }
  await expect(row(page, 'Kendall Square')).not.toContainText('Snowstorm');
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-stores-result', { widths: STAFF_WIDTHS });
  await expectLayoutFits(page);

  // One store's own hours page, and the customer's store page, show the same closure.
  await visit(page, `${server.url}/staff/hours/cam-harvard-square`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Snowstorm' })).toContainText(
    `${usDate(day)} · Closed all day · Snowstorm`,
  );
  const customer = await (await browser.newContext()).newPage();
  await visit(customer, `${server.url}${STORE_PAGE}`);
  await expect(customer.getByRole('region', { name: 'Holiday and special hours' })).toContainText(
    `${usDate(day, false)}: Closed (Snowstorm)`,
  );
  await expectNoSeriousAxeViolations(customer);
});

test('a manager of two stores sees only those two; a shift lead gets no all-stores page', async ({ browser }) => {
  const manager = await signedIn(browser, 'max@larkspur.example');
  await expect(manager.getByRole('region', { name: 'All stores now' })).toBeVisible();
  await manager.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'All stores' }).click();
  await expect(manager.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(manager.getByRole('row')).toHaveCount(3);
  await expect(row(manager, 'Back Bay')).toBeVisible();
  await expect(row(manager, 'South End')).toBeVisible();
  // A pause of both from here reads on each row with its minutes left.
  await manager.getByRole('checkbox', { name: 'Select all stores shown' }).check();
  await manager.getByRole('radio', { name: 'Pause online ordering' }).check();
  await manager.getByLabel('Pause for').selectOption('15');
  await manager.getByRole('button', { name: 'Review the change for 2 stores' }).click();
  await manager.getByRole('dialog').getByRole('button', { name: 'Pause 2 stores' }).click();
  for (const name of ['Back Bay', 'South End']) await expect(row(manager, name)).toContainText('Paused · 15 min left');
  await expectNoSeriousAxeViolations(manager);
  await screenshotsAt(manager, 'staff-stores-manager', { widths: STAFF_WIDTHS });

  const lead = await signedIn(browser, 'lee@larkspur.example');
  await expect(lead.getByRole('region', { name: 'All stores now' })).toHaveCount(0);
  // Without the all-stores view, each store's card on home says it is paused, with the time left.
  const pausedCards = lead.getByRole('listitem').filter({ hasText: /Online ordering is paused — 1[45] min left/ });
  await expect(pausedCards).toHaveCount(2);
  await expectNoSeriousAxeViolations(lead);
  await screenshotsAt(lead, 'staff-home-paused-cards', { widths: STAFF_WIDTHS });
  await expect(lead.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'All stores' })).toHaveCount(
    0,
  );
  await visit(lead, `${server.url}/staff/stores`);
  await expect(lead.getByRole('alert').filter({ hasText: 'All stores is for' })).toContainText(
    'All stores is for brand admins and managers of several stores.',
  );
  await expectNoSeriousAxeViolations(lead);
});
