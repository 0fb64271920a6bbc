import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshEmail, signInByApi, signUpByApi } from './support/checkout-helpers.ts';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { completedOrderByApi } from './support/rewards-helpers.ts';
import { createStaffByCommand } from './support/staff-command.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';
import { STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';

/**
 * A staff refund (issue 17, decision 270) on our own server with rewards on (port 3214+): a member's
 * order is completed; the Back Bay manager signs in, opens "Refund an order", finds it by number and
 * refunds $10.00 of it with the keyboard — an amount typed into an empty field, then a confirmation
 * of where the money goes; the page records it; the member's account shows the points taken back.
 * Axe on the staff page; screenshots at 390 and 1280.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const STAFF_KEY = 'e2e-refunds-staff-key-0123456789';
const NEW_PASSWORD = 'rye-levain-at-five-am';
let server: SpawnedServer;
let password = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larkspur-refunds-e2e-'));
  password = await createStaffByCommand({ dataDir }, [
    '--email',
    'rhea@larkspur.example',
    '--role',
    'manager',
    '--name',
    'Rhea Manager',
    '--location',
    'bos-back-bay',
  ]);
  server = await spawnServer(
    3214,
    {
      FEATURE_REWARDS: 'true',
      STAFF_API_KEY: STAFF_KEY,
      ACCOUNT_LIMIT_PER_IP: '1000',
      RATE_LIMIT_PER_MINUTE: '10000',
      CARD_TOKENS_PER_IP: '1000',
    },
    dataDir,
  );
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

test('the manager refunds part of a completed order by keyboard; the member sees the points taken back', async ({
  page,
  browser,
}) => {
  // The member and their completed order (placed and completed through the APIs).
  const email = freshEmail('refund');
  await signUpByApi(page, server.url, email, 'Iris');
  await signInByApi(page, server.url, email);
  await visit(page, `${server.url}/account?section=rewards`);
  const order = await completedOrderByApi(page, server.url, STAFF_KEY);

  // The manager, in a browser of their own.
  const staff = await (await browser.newContext()).newPage();
  await staff.goto(`${server.url}/staff/sign-in`);
  await staff.getByLabel('Email').fill('rhea@larkspur.example');
  await staff.getByLabel('Password').fill(password);
  await staff.getByRole('button', { name: /sign in/i }).click();
  await expect(staff).toHaveURL(/\/staff\/password$/);
  await staff.getByLabel('One-time password').fill(password);
  await staff.getByLabel('New password').fill(NEW_PASSWORD);
  await staff.getByRole('button', { name: 'Save password' }).click();
  await expect(staff).toHaveURL(/\/staff$/);
  const card = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: 'Back Bay', level: 3 }) });
  await card.getByRole('link', { name: 'Refund an order' }).click();
  await expect(staff.getByRole('heading', { name: 'Refund an order — Back Bay', level: 1 })).toBeVisible();

  // Keyboard only from here: the number, Enter; Amount, the amount, the reason, Enter; then confirm.
  await staff.getByLabel('Order number').focus();
  await staff.keyboard.type(order.number);
  await staff.keyboard.press('Enter');
  const found = staff.getByRole('region', { name: new RegExp(`^Order #${order.number}`) });
  await expect(found).toContainText('Completed');
  await expect(found.getByText('Left to refund')).toBeVisible();
  await expectNoSeriousAxeViolations(staff);
  // By amount: the field starts empty (never the whole balance).
  await found.getByRole('radio', { name: 'Amount' }).focus();
  await staff.keyboard.press('Space');
  await expect(found.getByLabel('Amount ($)')).toHaveValue('');
  await staff.getByLabel('Amount ($)').focus();
  await staff.keyboard.type('10.00');
  await staff.keyboard.press('Tab');
  await expect(staff.getByLabel('Reason')).toBeFocused();
  await staff.keyboard.type('Two croissants were burnt');
  await staff.keyboard.press('Enter');
  // The confirmation, focused: exactly what goes back where; nothing is refunded yet.
  await expect(found.getByRole('heading', { name: `Refund $10.00 of order #${order.number}?` })).toBeFocused();
  await expect(found.getByText('$10.00 to Visa ending 4242', { exact: true })).toBeVisible();
  await expect(found.locator('dl div').filter({ hasText: 'Refunded' }).locator('dd')).toHaveText('$0.00');
  await expectNoSeriousAxeViolations(staff);
  await staff.keyboard.press('Tab');
  await expect(found.getByRole('button', { name: 'Refund $10.00' })).toBeFocused();
  await staff.keyboard.press('Enter');
  const said = found.getByRole('status');
  await expect(said).toContainText(
    /^Refunded \$10\.00: \$10\.00 to Visa ending 4242\. \d+ reward points taken back\.$/,
  );
  const refunds = found.getByRole('list', { name: `Refunds of order #${order.number}` });
  await expect(refunds.getByRole('listitem')).toHaveCount(1);
  await expect(refunds).toContainText('$10.00 — Two croissants were burnt');
  await expect(refunds).toContainText('by Rhea Manager');
  await expect(found.locator('dl div').filter({ hasText: 'Refunded' }).locator('dd')).toHaveText('$10.00');
  await expectNoSeriousAxeViolations(staff);
  await screenshotsAt(staff, 'staff-refund', { widths: STAFF_WIDTHS });
  const points = Number(/(\d+) reward points/.exec((await said.textContent()) ?? '')?.[1]);
  expect(points).toBeGreaterThan(0);

  // The member's account: the points line of the refund.
  await visit(page, `${server.url}/account?section=rewards`);
  await expect(page.getByText(`\u2212${points} points \u2014 order #${order.number} refunded`)).toBeVisible();
  // The order's page says where the money went (its live status carries the refund).
  await visit(page, `${server.url}/order/confirm/${order.id}`);
  await expect(
    page.getByText('Your order is complete. $10.00 was refunded to your VISA card ending in 4242.'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await staff.context().close();
});
