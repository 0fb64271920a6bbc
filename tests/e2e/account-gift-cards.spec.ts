import { expect, expectNoSeriousAxeViolations, screenshotBothWidths, test, visit } from './support/fixtures.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';

/**
 * Gift cards on file in the account area (issue 7, decision 130), on our own server (port 3461)
 * with a fresh database, so demo card 6006491000000003 still holds its seeded $100.00.
 */
test.describe.configure({ mode: 'serial' });

let server: SpawnedServer;
const PASSWORD = 'crumb-and-crust-42';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await spawnServer(3461, { ACCOUNT_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_MINUTE: '10000' });
});

test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

const url = (p: string) => `${server.url}${p}`;

test('a member saves a gift card, sees its balance and removes it through the popup', async ({ page }) => {
  const email = `e2e-gift-${Date.now()}@larkspur.example`;
  const signup = await page.request.post(url('/api/account/signup'), {
    data: { first_name: 'Gia', last_name: 'Baker', email, password: PASSWORD, newsletter: false },
  });
  expect(signup.ok()).toBe(true);
  await visit(page, url('/account/signin'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('link', { name: 'Account, signed in as Gia' })).toBeVisible();

  await visit(page, url('/account?section=general'));
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Gift Cards' }).click();
  await expect(page).toHaveURL(/section=gift-cards/);
  await expect(page.getByText('You have no gift cards on file yet.')).toBeVisible();

  // Errors sit next to their fields and are announced; the wrong PIN gets the generic message.
  await page.getByRole('button', { name: 'Save Gift Card' }).click();
  await expect(page.getByLabel('Gift card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a valid gift card number')).toBeVisible();
  await expect(page.getByLabel('Gift card number')).toBeFocused();
  await page.getByLabel('Gift card number').fill('6006491000000003');
  await page.getByLabel('PIN').fill('9999');
  await page.getByRole('button', { name: 'Save Gift Card' }).click();
  await expect(page.getByText('We could not find a gift card with that number and PIN.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'account-gift-cards-error');

  // Keyboard: type the right PIN and submit with Enter.
  await page.getByLabel('PIN').fill('3456');
  await page.getByLabel('PIN').press('Enter');
  const list = page.getByRole('list', { name: 'Your gift cards' });
  await expect(list.getByRole('heading', { name: 'Gift Card •••• 0003' })).toBeVisible();
  await expect(list.getByText('Balance: $100.00')).toBeVisible();
  await expect(page.getByText('Gift card saved.')).toBeVisible();
  await expect(page.getByLabel('Gift card number')).toHaveValue('');
  await expect(page.locator('body')).not.toContainText('6006491000000003');
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'account-gift-cards');

  // The card stays on file after a reload.
  await visit(page, url('/account?section=gift-cards'));
  await expect(list.getByText('Balance: $100.00')).toBeVisible();

  // Remove: "Go Back" keeps it; confirming removes it.
  await page.getByRole('button', { name: 'Remove gift card ending 0003' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Gift Card?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'account-gift-cards-remove');
  await dialog.getByRole('button', { name: 'Go Back' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove gift card ending 0003' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove gift card ending 0003' }).click();
  await dialog.getByRole('button', { name: 'Yes, Remove Gift Card' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You have no gift cards on file yet.')).toBeVisible();
  await visit(page, url('/account?section=gift-cards'));
  await expect(page.getByText('You have no gift cards on file yet.')).toBeVisible();
});
