import path from 'node:path';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { PG_ADMIN_URL } from '../support/test-databases.ts';
import { expect, expectNoSeriousAxeViolations, screenshotBothWidths, test, visit } from './support/fixtures.ts';
import {
  continuePastSuggestions,
  addCroissants,
  csrf,
  fillCard,
  freshEmail,
  newestMailTo,
  PASSWORD,
  placeOrderButton,
  signInByApi,
  signUpByApi,
} from './support/checkout-helpers.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';

/**
 * Issue 15 §5 (errors a customer understands, where they happen) and §6 (the sign-in wall keeps
 * the customer), on our own server and PostgreSQL database. Back Bay is closed today here
 * (whatever the hour the suite runs), set before any request reads the store, so a cart starts on
 * Plan Ahead with no time chosen — the state the issue saw on delivery.
 */
// Whole journeys with axe and screenshots at two widths: a loaded 2-core machine needs more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const STORE = 'bos-back-bay';
const DB = `larkspur_e2e_errors_${process.env.E2E_PORT ?? 3210}`;
const dbUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${DB}`);
const LIMITS = { ACCOUNT_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_MINUTE: '10000', CARD_TOKENS_PER_IP: '1000' };
let server: SpawnedServer;
let outbox: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const admin = new pg.Client(PG_ADMIN_URL);
  await admin.connect();
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.query(`create database ${DB}`);
  await admin.end();
  server = await spawnServer(3451, { ...LIMITS, DATABASE_URL: dbUrl });
  outbox = path.join(server.dataDir, 'outbox');
  const db = new pg.Client(dbUrl);
  await db.connect();
  // Closed today and tomorrow in the store's zone (a run across midnight stays closed): ASAP is
  // not served, later days are offered in the picker.
  await db.query(`delete from location_closures where location_id = $1`, [STORE]);
  await db.query(
    `insert into location_closures (location_id, date, closed, reason)
     select $1, (now() at time zone 'America/New_York')::date + d, true, 'Test closure' from generate_series(0, 1) as d`,
    [STORE],
  );
  await db.end();
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

const url = (p: string) => `${server.url}${p}`;
const WALL = 'Sign in or create an account to check out';

/** A guest with a croissant presses Continue To Checkout and meets the wall. */
async function guestAtTheWall(page: Page) {
  await addCroissants(page, server.url);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^My Bag, / })
    .click();
  await continuePastSuggestions(
    page.getByRole('dialog', { name: 'Your Bag' }),
    /\/account\/signin\?redirectTo=%2Forder%2Fcheckout$/,
  );
  await expect(page.getByText(WALL)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your bag · 1 item' })).toBeVisible();
  await expect(page.getByText('1 × Butter Croissant')).toBeVisible();
}

test('guest: the wall says why and shows the bag; Create an account signs in and lands back on checkout', async ({
  page,
}) => {
  await guestAtTheWall(page);
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'checkout-wall');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/account\/signup\?redirectTo=%2Forder%2Fcheckout$/);
  await expect(page.getByText(WALL)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your bag · 1 item' })).toBeVisible();
  const email = freshEmail('wall');
  await page.getByLabel('First name').fill('Wren');
  await page.getByLabel('Last name').fill('Baker');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'checkout-wall-signup');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Signed in at once, back on checkout with the bag (no second sign-in).
  await expect(page).toHaveURL(/\/order\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Wren');
  await expect(page.getByText('Butter Croissant').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account, signed in as Wren' })).toBeVisible();
});

test('a known e-mail at sign-up is told an account exists and offered sign-in, which keeps the destination', async ({
  page,
}) => {
  const email = freshEmail('known');
  await signUpByApi(page, server.url, email, 'Kim');
  await guestAtTheWall(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Kim');
  await page.getByLabel('Last name').fill('Baker');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const emailField = page.getByLabel('Email', { exact: true });
  await expect(page.locator('#field-email-error')).toHaveText(
    `An account already exists for ${email}. Sign in, or reset your password if you have forgotten it.`,
  );
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toBeFocused();
  await expect(page.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
    'href',
    '/account/forgotpassword?redirectTo=%2Forder%2Fcheckout',
  );
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'signup-known-email');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
  await expect(page).toHaveURL(/\/account\/signin\?redirectTo=%2Forder%2Fcheckout$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/order\/checkout$/);
  await expect(page.getByText('Butter Croissant').first()).toBeVisible();
});

test('password reset from the wall: the e-mailed link, opened in a new tab, still ends on checkout', async ({
  page,
  context,
}) => {
  const email = freshEmail('reset');
  await signUpByApi(page, server.url, email, 'Rae');
  await guestAtTheWall(page);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/account\/forgotpassword\?redirectTo=%2Forder%2Fcheckout$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page).toHaveURL(/\/account\/forgotpasswordsuccess\?redirectTo=%2Forder%2Fcheckout$/);
  await expect.poll(() => newestMailTo(outbox, email)?.subject ?? '').toMatch(/^Reset your/);
  const link = /http:\S+\/account\/resetpassword\?token=[\w-]+&redirectTo=%2Forder%2Fcheckout/.exec(
    newestMailTo(outbox, email)!.text,
  )![0];

  // A new tab has no stored previous route: the link alone carries the destination.
  const tab = await context.newPage();
  await visit(tab, url(new URL(link).pathname + new URL(link).search));
  await tab.getByLabel('New password', { exact: true }).fill('fresh-rye-loaf-77');
  await tab.getByLabel('Confirm new password').fill('fresh-rye-loaf-77');
  await tab.getByRole('button', { name: 'Set New Password' }).click();
  await expect(tab.getByRole('heading', { name: 'Password Changed' })).toBeVisible();
  await tab.getByRole('link', { name: 'Sign in' }).click();
  await expect(tab).toHaveURL(/\/account\/signin\?redirectTo=%2Forder%2Fcheckout$/);
  await expect(tab.getByText(WALL)).toBeVisible();
  await tab.getByLabel('Email', { exact: true }).fill(email);
  await tab.getByLabel('Password', { exact: true }).fill('fresh-rye-loaf-77');
  await tab.getByRole('button', { name: 'Sign In' }).click();
  await expect(tab).toHaveURL(/\/order\/checkout$/);
  await expect(tab.getByText('Butter Croissant').first()).toBeVisible();
});

/** A member with a croissant on the checkout page. */
async function memberAtCheckout(page: Page, tag: string) {
  const email = freshEmail(tag);
  await signUpByApi(page, server.url, email);
  await signInByApi(page, server.url, email);
  await addCroissants(page, server.url);
  await visit(page, url('/order/checkout'));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

test('an expired card: the error sits at the expiry field, in customer words, announced, with focus', async ({
  page,
}) => {
  await memberAtCheckout(page, 'expired');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByLabel('Expiration (MM/YY)').fill('01/20');
  await placeOrderButton(page).click();
  const expiry = page.getByLabel('Expiration (MM/YY)');
  await expect(page.locator('#checkout-card-expiry-error')).toHaveText('This card has expired');
  await expect(page.locator('#checkout-card-expiry-error')).toHaveAttribute('aria-live', 'polite');
  await expect(expiry).toHaveAttribute('aria-invalid', 'true');
  await expect(expiry).toBeFocused();
  await expect(page.locator('body')).not.toContainText('exp_month');
  await expect(page.locator('#checkout-place-error')).toHaveText('');
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'checkout-expired-card');
  // Expiry and security code sit at the same height, with the error showing (issue 15 §8).
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const [a, b] = await Promise.all([expiry.boundingBox(), page.getByLabel('Security Code').boundingBox()]);
    expect(Math.round(a!.y), `at ${width}`).toBe(Math.round(b!.y));
    await page
      .getByRole('group', { name: 'Credit or Debit Card' })
      .screenshot({ path: `artifacts/screenshots/checkout-card-fields-${width}.png` });
  }
});

test('a delivery order with no time chosen asks for a time at the time picker', async ({ page }) => {
  await memberAtCheckout(page, 'notime');
  const cartId = await page.evaluate(() => localStorage.getItem('larkspur.cart'));
  const delivery = {
    handoffMode: 'delivery',
    address: '300 Boylston Street',
    building: '',
    city: 'Boston',
    state: 'MA',
    zip: '02116',
    lat: 42.3522,
    lng: -71.0697,
  };
  const put = await page.request.put(url(`/api/carts/${cartId}/handoff/delivery`), {
    data: delivery,
    headers: { 'x-csrf-token': await csrf(page, server.url) },
  });
  expect(put.ok(), await put.text()).toBe(true);
  await visit(page, url('/order/checkout'));
  await expect(page.getByRole('heading', { name: 'Delivery', level: 2 })).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await placeOrderButton(page).click();

  const picker = page.getByRole('group', { name: 'Order time' });
  await expect(picker.getByText('Please choose a time for your order.')).toBeVisible();
  const time = picker.getByLabel('Time', { exact: true });
  await expect(time).toBeFocused();
  await expect(time).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('body')).not.toContainText('no longer available');
  await expect(page.locator('#checkout-place-error')).toHaveText('');
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'checkout-time-required');
});
