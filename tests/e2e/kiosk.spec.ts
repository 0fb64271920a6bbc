import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, screenshotBothWidths, test, visit } from './support/fixtures.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';
import {
  fillCard,
  freshEmail,
  MID,
  PASSWORD,
  placeOrderButton,
  planAhead,
  signUpByApi,
} from './support/checkout-helpers.ts';

/** The in-app / kiosk flows (spec §2 /app/*; decision 091). */
test.describe.configure({ mode: 'serial' });

let server: SpawnedServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await spawnServer(3424, { ACCOUNT_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_MINUTE: '10000' });
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});
const url = (p: string) => `${server.url}${p}`;
const bar = (page: Page) => page.getByRole('status').filter({ hasText: /order is empty|item/ });

test('kiosk: choose the store, add with big tiles, sign in, pay, confirmation, start again', async ({ page }) => {
  test.setTimeout(120_000);
  const email = freshEmail('kiosk');
  await signUpByApi(page, server.url, email, 'Kio');
  await visit(page, url('/app/testcheckout'));
  await expect(page.getByRole('heading', { name: "Choose This Kiosk's Store" })).toBeVisible();
  await page.getByRole('link', { name: 'Back Bay' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/testcheckout\\?menu=${MID}$`));
  await expect(page.getByRole('heading', { name: 'Order at Back Bay' })).toBeVisible();
  // No site navigation on the kiosk; touch targets are at least 56 px tall.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const add = page.getByRole('button', { name: /^Add / }).first();
  expect((await add.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(56);
  await add.click();
  await expect(bar(page)).toContainText('1 item');
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'kiosk-start');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/app\/signin\?redirectTo=%2Fapp%2Fcheckout$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/checkout$/);
  await planAhead(page);
  await fillCard(page, '4242 4242 4242 4242');
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'kiosk-checkout');
  await page.setViewportSize({ width: 1280, height: 800 });
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/app\/confirm\?oid=[0-9a-f-]{36}$/);
  await expect(page.getByText(/^Order #\d+$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'kiosk-confirm');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Start a New Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/testcheckout\\?menu=${MID}$`));
  await expect(bar(page)).toHaveText('Your order is empty');
});

test('kiosk idle reset: a visible warning first, then the order is abandoned', async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await visit(page, url(`/app/testcheckout?menu=${MID}`));
  await page.getByRole('button', { name: /^Add / }).first().click();
  await expect(bar(page)).toContainText('1 item');
  const cartId = await page.evaluate(() => localStorage.getItem('larkspur.cart'));
  expect(cartId).toBeTruthy();

  await page.clock.fastForward(121_000);
  const warning = page.getByRole('dialog', { name: 'Are You Still There?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Your order will be cleared in');
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'kiosk-idle-warning');
  await page.setViewportSize({ width: 1280, height: 800 });
  await warning.getByRole('button', { name: "I'm Still Here", exact: true }).click();
  await expect(warning).toBeHidden();
  await expect(bar(page)).toContainText('1 item');

  await page.clock.fastForward(121_000);
  await expect(warning).toBeVisible();
  await page.clock.fastForward(31_000);
  await expect(warning).toBeHidden();
  await expect(bar(page)).toHaveText('Your order is empty');
  expect(await page.evaluate(() => localStorage.getItem('larkspur.cart'))).toBeNull();
  const reply = await page.request.get(url(`/api/carts/${cartId}`));
  expect(reply.ok()).toBe(false);
});

test('kiosk cart timeout: a cart over an hour old is dropped with the spec message on the next screen, and the checkout sends the guest to /locations', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = freshEmail('kiosk-timeout');
  await signUpByApi(page, server.url, email, 'Tim');
  await page.clock.install({ time: new Date() });
  await visit(page, url(`/app/testcheckout?menu=${MID}`));
  await page.getByRole('button', { name: /^Add / }).first().click();
  await expect(bar(page)).toContainText('1 item');
  // The browser's clock passes the hour without firing the idle timers (a guest kept touching the screen).
  await page.clock.setSystemTime(new Date(Date.now() + 61 * 60_000));
  await page.getByRole('link', { name: 'Checkout' }).click();
  // Sign-in is no cart page: the guest stays, told why the order is gone.
  await expect(page).toHaveURL(/\/app\/signin\?redirectTo=%2Fapp%2Fcheckout$/);
  await expect(page.getByText('Your cart has timed out. Please initiate a new order.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('larkspur.cart'))).toBeNull();
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'kiosk-cart-timed-out');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/locations$/);
});

test('kiosk start screen loads the stored cart on layout load', async ({ page }) => {
  await visit(page, url(`/app/testcheckout?menu=${MID}`));
  await page.getByRole('button', { name: /^Add / }).first().click();
  await expect(bar(page)).toContainText('1 item');
  await page.reload();
  await expect(bar(page)).toContainText('1 item');
});
