import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, screenshotBothWidths, test, visit } from './support/fixtures.ts';
import { csrf, freshEmail, newestMailTo, PASSWORD, signUpByApi } from './support/checkout-helpers.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';

/**
 * Member accounts (issue 7) against our own server on port 3238, so the test can read the
 * e-mail outbox (OUTBOX_DIR in its data folder) and sign in as often as it likes.
 */
test.describe.configure({ mode: 'serial' });

let server: SpawnedServer;
let outbox: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await spawnServer(3238, { ACCOUNT_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_MINUTE: '10000' });
  outbox = path.join(server.dataDir, 'outbox');
});

test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

const url = (p: string) => `${server.url}${p}`;

async function signInWithForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('sign up → sign in → greeting → unfavorite and delete an address with the popups → sign out', async ({ page }) => {
  const email = freshEmail('e2e');
  await visit(page, url('/account/signup'));
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Baker');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone').fill('617 555 0101');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Send me news and offers by email').check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Sign-up signs the new member in (decision 070 as changed for issue 15 §6): no second sign-in.
  await expect(page).toHaveURL(url('/'));
  await expect(page.getByRole('link', { name: 'Account, signed in as Ada' })).toBeVisible();

  // Mobile nav greeting (spec §2).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Hello, Ada' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A favorite and an address, saved through the API with the browser's session.
  const token = await csrf(page, server.url);
  expect(
    (await page.request.put(url('/api/account/favorites/10101'), { headers: { 'x-csrf-token': token } })).ok(),
  ).toBe(true);
  const address = {
    address: '214 Newbury Street',
    city: 'Boston',
    state: 'MA',
    zip: '02116',
    lat: 42.35,
    lng: -71.08,
    building: 'Apt 3',
  };
  expect(
    (
      await page.request.post(url('/api/account/addresses'), { headers: { 'x-csrf-token': token }, data: address })
    ).ok(),
  ).toBe(true);

  await visit(page, url('/account?section=favorites'));
  await expect(page.getByRole('heading', { name: 'Favorite Locations', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back Bay' })).toBeVisible();
  await page.getByRole('button', { name: 'Unfavorite Back Bay' }).click();
  const unfavorite = page.getByRole('dialog', { name: 'Unfavorite Location?' });
  await expect(unfavorite).toContainText('This cannot be undone.');
  await expectNoSeriousAxeViolations(page);
  await unfavorite.getByRole('button', { name: 'Go Back' }).click();
  await expect(unfavorite).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back Bay' })).toBeVisible();
  await page.getByRole('button', { name: 'Unfavorite Back Bay' }).click();
  await unfavorite.getByRole('button', { name: 'Yes, Continue' }).click();
  await expect(unfavorite).toBeHidden();
  await expect(page.getByText('You have no favorite locations yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Saved Addresses' }).click();
  await expect(page.getByText('Apt/Suite/Door: Apt 3')).toBeVisible();
  await page.getByRole('button', { name: /Delete address 214 Newbury Street/ }).click();
  const deleteAddress = page.getByRole('dialog', { name: 'Delete Address?' });
  await expect(deleteAddress.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await deleteAddress.getByRole('button', { name: 'Yes, Delete Address' }).click();
  await expect(deleteAddress).toBeHidden();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByLabel('Phone')).toHaveValue('(617) 555-0101');
  await page.getByRole('link', { name: 'Communication Preferences' }).click();
  await expect(page.getByLabel('Send me news and offers by email')).toBeChecked();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(url('/'));
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await visit(page, url('/account'));
  await expect(page).toHaveURL(/\/account\/signin\?redirectTo=%2Faccount$/);
});

test('Sign In returns to the page it was pressed on', async ({ page }) => {
  const email = freshEmail('e2e');
  await signUpByApi(page, server.url, email, 'Grace');
  await visit(page, url('/locations'));
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/account\/signin$/);
  await signInWithForm(page, email);
  await expect(page).toHaveURL(url('/locations'));
  await expect(page.getByRole('link', { name: 'Account, signed in as Grace' })).toBeVisible();

  // The favorite heart on a location card (members only), removed through the popup.
  const location = (await (await page.request.get(url('/api/locations/10101?byMenuId=true'))).json()) as {
    data: { path: string };
  };
  await visit(page, url(location.data.path));
  const heart = page.getByRole('button', { name: 'Favorite Back Bay' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  const dialog = page.getByRole('dialog', { name: 'Unfavorite Location?' });
  await dialog.getByRole('button', { name: 'Yes, Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('forgot password → e-mailed one-time link from the outbox → new password', async ({ page }) => {
  const email = freshEmail('e2e');
  await signUpByApi(page, server.url, email);
  await visit(page, url('/account/forgotpassword'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page).toHaveURL(/\/account\/forgotpasswordsuccess$/);
  await expect(page.getByRole('status').filter({ hasText: 'expires in 30 minutes' })).toBeVisible();

  await expect.poll(() => newestMailTo(outbox, email)?.subject ?? '').toMatch(/^Reset your/);
  const link = /http:\S+\/account\/resetpassword\?token=[\w-]+/.exec(newestMailTo(outbox, email)!.text)![0];
  const resetPath = new URL(link).pathname + new URL(link).search;
  await visit(page, url(resetPath));
  await page.getByLabel('New password', { exact: true }).fill('fresh-rye-loaf-77');
  await page.getByLabel('Confirm new password').fill('fresh-rye-loaf-78');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('fresh-rye-loaf-77');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Changed' })).toBeVisible();

  // The link works once.
  await visit(page, url(resetPath));
  await page.getByLabel('New password', { exact: true }).fill('another-rye-loaf-99');
  await page.getByLabel('Confirm new password').fill('another-rye-loaf-99');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();

  await visit(page, url('/account/signin'));
  await signInWithForm(page, email, 'fresh-rye-loaf-77');
  await expect(page.getByRole('link', { name: 'Account, signed in as Ada' })).toBeVisible();
});

test('keyboard-only sign-up: Tab from field to field, Space ticks the newsletter, Enter creates the account', async ({
  page,
}) => {
  const email = freshEmail('e2e-kbd');
  await visit(page, url('/account/signup'));
  const first = page.getByLabel('First name');
  for (let i = 0; i < 15 && !(await first.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  for (const [label, value] of [
    ['First name', 'Kit'],
    ['Last name', 'Baker'],
    [/^Email$/, email],
    [/^Phone/, '617 555 0123'],
    [/^Password$/, PASSWORD],
  ] as const) {
    await expect(page.getByLabel(label)).toBeFocused();
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  const newsletter = page.getByLabel('Send me news and offers by email');
  await expect(newsletter).toBeFocused();
  await page.keyboard.press('Space');
  await expect(newsletter).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url('/'));
  await expect(page.getByRole('link', { name: 'Account, signed in as Kit' })).toBeVisible();
});

test('keyboard-only sign-in, with errors next to their fields', async ({ page }) => {
  const email = freshEmail('e2e');
  await signUpByApi(page, server.url, email, 'Kay');
  await visit(page, url('/account/signin'));
  const emailField = page.getByLabel('Email', { exact: true });
  for (let i = 0; i < 12 && !(await emailField.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(emailField).toBeFocused();
  // Submitting empty: the first invalid field takes focus and names its problem.
  await page.keyboard.press('Enter');
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#field-email-error')).toHaveText('Please enter a valid email address');
  await expect(emailField).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('wrong-password-1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' })).toBeVisible();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Account, signed in as Kay' })).toBeVisible();
});

test('pages are axe clean; screenshots of sign-in, sign-up and the account area', async ({ page }) => {
  await visit(page, url('/account/signin'));
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'account-signin');

  await visit(page, url('/account/signup'));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'account-signup-errors');

  await visit(page, url('/account/forgotpassword'));
  await expectNoSeriousAxeViolations(page);

  const email = freshEmail('e2e');
  await signUpByApi(page, server.url, email, 'Lin');
  await visit(page, url('/account/signin'));
  await signInWithForm(page, email);
  await expect(page.getByRole('link', { name: 'Account, signed in as Lin' })).toBeVisible();
  await page.getByRole('link', { name: 'Account, signed in as Lin' }).click();
  await expect(page).toHaveURL(/\/account\?section=general$/);
  await expect(page.getByLabel('First name')).toHaveValue('Lin');
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'account-general');

  await visit(page, url('/account/deleteaccount'));
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'account-delete');
});

test('delete account: confirmation + password, then sign-in fails', async ({ page }) => {
  const email = freshEmail('e2e');
  await signUpByApi(page, server.url, email, 'Del');
  await visit(page, url('/account/signin'));
  await signInWithForm(page, email);
  await expect(page.getByRole('link', { name: 'Account, signed in as Del' })).toBeVisible();
  await visit(page, url('/account/deleteaccount'));
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  // The first invalid field is the checkbox: it takes focus, and its error is tied to it and announced.
  const confirm = page.getByLabel('I understand that my account will be deleted permanently');
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription('Please confirm that you want to delete your account.');
  await expect(page.locator('#field-confirm-error')).toHaveAttribute('aria-live', 'polite');
  await confirm.check();
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  // Checked, it is no longer invalid: focus goes on to the empty password.
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).not.toHaveAttribute('aria-invalid', 'true');
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account Deleted' })).toBeVisible();
  await visit(page, url('/account/signin'));
  await signInWithForm(page, email);
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' })).toBeVisible();
});

test('social callback explains itself; unknown account pages are a 404 inside the account area', async ({ page }) => {
  const callback = await page.goto(url('/account/oauthcallback?code=abc'));
  expect(callback?.status()).toBe(400);
  await expect(page.getByRole('alert').filter({ hasText: 'Social sign-in' })).toHaveText(
    'Social sign-in is not enabled.',
  );
  const missing = await page.goto(url('/account/no-such-page'));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my account' })).toBeVisible();
});
