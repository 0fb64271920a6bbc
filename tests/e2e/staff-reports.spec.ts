import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { freshEmail, signInByApi, signUpByApi } from './support/checkout-helpers.ts';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { completedOrderByApi } from './support/rewards-helpers.ts';
import { firstStaffSignIn, spawnStaffServer } from './support/staff-server.ts';
import type { SpawnedServer } from './support/spawn-server.ts';
import { STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';

/**
 * The store office: a member's order is placed and completed; the Back Bay manager opens Reports
 * from the staff menu, asks for today by keyboard, reads the figures and product mix, and downloads
 * the end-of-day CSV; then finds the order by the customer's name and by its number. Axe on both
 * pages; screenshots at 390, 1024 and 1280.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const STAFF_KEY = 'e2e-reports-staff-key-0123456789';
const EMAIL = 'marta@larkspur.example';
let server: SpawnedServer;
let password = '';
let placed = { number: '', email: '' };
let staffPage: Page | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ({ server, password } = await spawnStaffServer(
    3691,
    'reports',
    ['--email', EMAIL, '--role', 'manager', '--name', 'Marta Manager', '--location', 'bos-back-bay'],
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

test('a manager reads today’s sales and downloads the end-of-day CSV', async ({ page, browser }) => {
  const email = freshEmail('report');
  await signUpByApi(page, server.url, email, 'Nell');
  await signInByApi(page, server.url, email);
  await visit(page, `${server.url}/account`);
  const order = await completedOrderByApi(page, server.url, STAFF_KEY);
  expect(order.number).toBeTruthy();
  placed = { number: order.number, email };

  const staff = await (await browser.newContext({ acceptDownloads: true })).newPage();
  staffPage = staff;
  await firstStaffSignIn(staff, server.url, EMAIL, password, 'crumb-and-crust-at-six');
  await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Reports' }).click();
  await expect(staff).toHaveURL(/\/staff\/reports$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Sales reports' })).toBeVisible();

  // Yesterday by default: nothing was sold then.
  await expect(staff.getByText('No sales on these days.')).toBeVisible();

  // Today, by keyboard.
  await staff.getByRole('button', { name: 'Today' }).focus();
  await staff.keyboard.press('Enter');
  await expect(staff).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/);
  const headline = staff.locator('dl').first();
  await expect(headline.getByText('Orders')).toBeVisible();
  await expect(headline.locator('div', { hasText: 'Orders' }).locator('dd')).toHaveText('1');
  const mix = staff.getByRole('table', { name: 'Items sold, most first' });
  await expect(mix.getByRole('row', { name: /Ham & Gruy.re Croissant/ })).toContainText('10');
  await expectNoSeriousAxeViolations(staff);
  await screenshotsAt(staff, 'staff-reports', { widths: STAFF_WIDTHS });

  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('link', { name: 'Download end-of-day CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\n');
  expect(csv[0]).toMatch(/^Date,Store,Orders,Gross sales,/);
  expect(csv).toHaveLength(3);
  expect(csv[1]).toMatch(/,Back Bay[^,]*,1,/);
  const netSales = await headline.locator('div', { hasText: 'Net sales' }).locator('dd').textContent();
  expect(csv[2]?.split(',')[6]).toBe(netSales?.replace('$', ''));
});

test('the manager finds the order by the customer’s name, then by its number', async () => {
  const staff = staffPage!;
  await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Orders' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Find an order' })).toBeVisible();
  const box = staff.getByLabel('Order number, phone, e-mail or name');
  await box.fill('nell bak');
  await box.press('Enter');
  await expect(staff).toHaveURL(/q=nell\+bak/);
  const results = staff.getByRole('table', { name: 'Orders found, newest first' });
  await expect(results.getByRole('row', { name: new RegExp(`#${placed.number}`) })).toContainText('Nell Baker');
  await expect(results.getByRole('row', { name: new RegExp(`#${placed.number}`) })).toContainText('Completed');
  await expectNoSeriousAxeViolations(staff);
  await screenshotsAt(staff, 'staff-orders', { widths: STAFF_WIDTHS });

  await box.fill(`#${placed.number}`);
  await staff.getByRole('button', { name: 'Search' }).click();
  await expect(staff.getByRole('status')).toHaveText('1 order, newest first');
  await box.fill('nobody-here@larkspur.example');
  await box.press('Enter');
  await expect(staff.getByText('No orders match.')).toBeVisible();
});
