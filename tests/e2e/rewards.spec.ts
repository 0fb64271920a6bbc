import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';
import { completedOrderByApi } from './support/rewards-helpers.ts';
import {
  continuePastSuggestions,
  fillCard,
  freshEmail,
  MID,
  placeOrderButton,
  planAhead,
  signInByApi,
  signUpByApi,
} from './support/checkout-helpers.ts';
import { screenshotsAt } from './support/screenshots.ts';

/**
 * Rewards (issue 17) on our own server with FEATURE_REWARDS and FEATURE_OFFERS on (port 3651+):
 * a member earns points on a completed order (placed and completed through the public and staff
 * APIs: no test-only route), then in the browser applies a free coffee in the bag, sees the green
 * labelled line, removes it, applies it again by keyboard, places the order, and finds the lower
 * balance and the history line in the account.
 */
test.describe.configure({ mode: 'serial' });

const STAFF_KEY = 'e2e-rewards-staff-key-0123456789';
let server: SpawnedServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await spawnServer(3651, {
    FEATURE_REWARDS: 'true',
    FEATURE_OFFERS: 'true',
    STAFF_API_KEY: STAFF_KEY,
    ACCOUNT_LIMIT_PER_IP: '1000',
    RATE_LIMIT_PER_MINUTE: '10000',
    CARD_TOKENS_PER_IP: '1000',
  });
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

const url = (path: string) => `${server.url}${path}`;

const earnPoints = (page: Page) => completedOrderByApi(page, server.url, STAFF_KEY);

const bag = (page: Page) => page.getByRole('dialog', { name: 'Your Bag' });

test('a member applies a free coffee in the bag, removes it, applies it again by keyboard, orders, and sees the balance and history', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = freshEmail('rewards');
  await signUpByApi(page, server.url, email, 'Rosa');
  await signInByApi(page, server.url, email);
  await visit(page, url('/account?section=rewards'));
  // Welcome points first (100), then the completed order's 549.
  await expect(page.getByText('100 points', { exact: true })).toBeVisible();
  await earnPoints(page);

  // A coffee and a croissant in the bag.
  await visit(page, url(`/menu/${MID}/category/hot-coffee-tea`));
  await page.getByRole('button', { name: 'Quick Add Larkspur House Coffee' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'My Bag, 1 item' })).toBeVisible();
  await visit(page, url(`/menu/${MID}/category/croissants`));
  await page.getByRole('button', { name: 'Quick Add Butter Croissant' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'My Bag, 2 items' }).click();

  const rewards = bag(page).getByRole('region', { name: 'Rewards' });
  await expect(rewards.getByText('You have 649 points.')).toBeVisible();
  await rewards.getByRole('button', { name: 'Apply Drip Coffee' }).click();
  const line = bag(page).locator('dl').getByText('Reward: Drip Coffee');
  await expect(line).toBeVisible();
  await expect(bag(page).locator('dl dd').filter({ hasText: '−$2.49' })).toBeVisible();
  // Green: the discount colour of the tokens (#1e6b34).
  await expect(line).toHaveCSS('color', 'rgb(30, 107, 52)');
  await expect(rewards.getByRole('button', { name: 'Remove Reward' })).toBeFocused();
  // The new total under the green line (decision 272): the cart reply's total, to the cent.
  const bagCart = (await (
    await page.request.get(url(`/api/carts/${await page.evaluate(() => localStorage.getItem('larkspur.cart'))}`))
  ).json()) as { data: { totals: { total: number } } };
  const totalLine = bag(page)
    .locator('dl > div')
    .filter({ has: page.getByText('Total', { exact: true }) });
  await expect(totalLine.locator('dd')).toHaveText(`$${(bagCart.data.totals.total / 100).toFixed(2)}`);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'rewards-bag', { fullPage: false });

  // "remove reward" (spec §7), then the same reward again with the keyboard only.
  await rewards.getByRole('button', { name: 'Remove Reward' }).click();
  await expect(bag(page).locator('dl').getByText('Reward: Drip Coffee')).toHaveCount(0);
  await expect(bag(page).locator('dl').getByText('Total', { exact: true })).toHaveCount(0);
  const apply = rewards.getByRole('button', { name: 'Apply Drip Coffee' });
  await expect(apply).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rewards.getByRole('button', { name: 'Remove Reward' })).toBeFocused();
  await expect(bag(page).locator('dl').getByText('Reward: Drip Coffee')).toBeVisible();

  // Checkout: the summary's green labelled line and the total the server computed.
  await continuePastSuggestions(bag(page), /\/order\/checkout$/);
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('Reward: Drip Coffee')).toBeVisible();
  await expect(summary.getByText('Reward: Drip Coffee')).toHaveCSS('color', 'rgb(30, 107, 52)');
  const cart = (await (
    await page.request.get(url(`/api/carts/${await page.evaluate(() => localStorage.getItem('larkspur.cart'))}`))
  ).json()) as { data: { totals: { subtotal: number; discount: number; total: number } } };
  expect(cart.data.totals.discount).toBe(249);
  expect(cart.data.totals.subtotal).toBe(249 + 375);
  await planAhead(page);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'rewards-checkout');
  await page.setViewportSize({ width: 1280, height: 800 });
  await fillCard(page, '4242 4242 4242 4242');
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/order\/confirm\/[0-9a-f-]{36}$/);

  // The account: the lower balance, progress, and the history in plain words.
  await visit(page, url('/account?section=rewards'));
  await expect(page.getByText('149 points', { exact: true })).toBeVisible();
  await expect(page.getByText('\u2212500 points \u2014 Drip Coffee')).toBeVisible();
  await expect(page.getByText(/^\+549 points \u2014 order #\d+$/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress to Drip Coffee' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Offers' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'rewards-account');
});
