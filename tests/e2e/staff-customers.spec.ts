import { PASSWORD, csrf, freshEmail, signInByApi } from './support/checkout-helpers.ts';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { completedOrderByApi } from './support/rewards-helpers.ts';
import { firstStaffSignIn, spawnStaffServer } from './support/staff-server.ts';
import type { SpawnedServer } from './support/spawn-server.ts';
import { STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';

/**
 * Customer lookup with rewards on: a member with a phone number orders at Back Bay (completed,
 * points earned); the Back Bay manager opens Customers from the staff menu, finds her by her phone
 * typed another way, opens her page, is told a reason is needed, adds 50 points with a reason and
 * sees the new balance and the history row. Axe on both pages; screenshots at 390, 1024 and 1280.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const STAFF_KEY = 'e2e-customers-staff-key-0123456789';
const EMAIL = 'rhea@larkspur.example';
let server: SpawnedServer;
let password = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ({ server, password } = await spawnStaffServer(
    3216,
    'customers',
    ['--email', EMAIL, '--role', 'manager', '--name', 'Rhea Manager', '--location', 'bos-back-bay'],
    {
      FEATURE_REWARDS: 'true',
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

test('a manager finds a customer by phone and adds points with a reason', async ({ page, browser }) => {
  const email = freshEmail('lucia');
  const signUp = await page.request.post(`${server.url}/api/account/signup`, {
    data: {
      first_name: 'Lucía',
      last_name: 'Fernández',
      email,
      phone: '6175550199',
      password: PASSWORD,
      newsletter: false,
    },
    headers: { 'x-csrf-token': await csrf(page, server.url) },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await signInByApi(page, server.url, email);
  await visit(page, `${server.url}/account`);
  const order = await completedOrderByApi(page, server.url, STAFF_KEY);

  const staff = await (await browser.newContext()).newPage();
  await firstStaffSignIn(staff, server.url, EMAIL, password, 'crumb-and-crust-at-six');
  await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Customers' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(staff.getByRole('status')).toHaveText('Type a name, e-mail, phone or order number.');

  const box = staff.getByLabel('Name, e-mail, phone or order number');
  await box.fill('(617) 555-0199');
  await box.press('Enter');
  await expect(staff).toHaveURL(/q=%28617%29/);
  const results = staff.getByRole('table', { name: 'Customers found' });
  const row = results.getByRole('row', { name: /Lucía Fernández/ });
  await expect(row).toContainText('(617) 555-0199');
  await expect(row).toContainText('1');
  await expectNoSeriousAxeViolations(staff);
  await screenshotsAt(staff, 'staff-customers', { widths: STAFF_WIDTHS });

  await row.getByRole('link', { name: 'Lucía Fernández' }).click();
  await expect(staff).toHaveURL(/\/staff\/customers\/[0-9a-f-]{36}$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Lucía Fernández' })).toBeVisible();
  await expect(staff.getByRole('link', { name: email })).toBeVisible();
  const orders = staff.getByRole('table', { name: 'Orders at your stores, newest first' });
  await expect(orders.getByRole('link', { name: `#${order.number}` })).toHaveAttribute(
    'href',
    `/staff/orders/${order.id}`,
  );
  await expect(orders).toContainText('Completed');
  const balance = staff
    .locator('section', { has: staff.getByRole('heading', { name: 'Rewards' }) })
    .locator('strong')
    .first();
  const before = Number((await balance.textContent())!.replace(/\D/g, ''));
  expect(before).toBeGreaterThan(0);

  // A reason is required: the error is at the field, which takes focus.
  const points = staff.getByLabel('Points', { exact: true });
  await points.fill('50');
  await staff.getByRole('button', { name: 'Adjust points' }).click();
  await expect(staff.getByText('Please give a reason')).toBeVisible();
  await expect(staff.getByLabel('Reason')).toBeFocused();

  await staff.getByLabel('Reason').fill('birthday');
  await staff.keyboard.press('Enter');
  const expected = (before + 50).toLocaleString('en-US');
  await expect(staff.getByRole('status')).toHaveText(
    `Added 50 points to Lucía Fernández's rewards. New balance: ${expected} points.`,
  );
  await expect(balance).toHaveText(`${expected} points`);
  const history = staff.getByRole('table', { name: 'Points history, newest first' });
  await expect(history.getByRole('row').nth(1)).toContainText('+50 points — birthday');
  await expect(history.getByRole('row').nth(1)).toContainText('by Rhea Manager');
  await expect(points).toHaveValue('');
  await expectNoSeriousAxeViolations(staff);
  await screenshotsAt(staff, 'staff-customer', { widths: STAFF_WIDTHS });

  // Taking away more than the balance is refused at the field, in words.
  await points.fill(`-${before + 51}`);
  await staff.getByLabel('Reason').fill('wrong customer');
  await staff.getByRole('button', { name: 'Adjust points' }).click();
  await expect(staff.getByText(`Lucía Fernández has ${expected} points: take away at most ${expected}.`)).toBeVisible();
  await expect(balance).toHaveText(`${expected} points`);
});
