import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';
import {
  addCroissants,
  fillCard,
  freshEmail,
  placeOrderButton,
  planAhead,
  signInByApi,
  signUpByApi,
} from './support/checkout-helpers.ts';

/** Order landing, order history, the Order Summary modal and Order Again (issue 6; decision 090). */
test.describe.configure({ mode: 'serial' });

let server: SpawnedServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await spawnServer(3423, { ACCOUNT_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_MINUTE: '10000' });
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});
const url = (p: string) => `${server.url}${p}`;

async function placeOneOrder(page: Page) {
  const email = freshEmail('history');
  await signUpByApi(page, server.url, email, 'Hana');
  await signInByApi(page, server.url, email);
  await addCroissants(page, server.url, 2);
  await visit(page, url('/order/checkout'));
  await planAhead(page);
  await fillCard(page, '4242 4242 4242 4242');
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/order\/confirm\/[0-9a-f-]{36}$/);
  return ((await page.getByText(/^Order #\d+$/).textContent()) ?? '').replace('Order #', '');
}

test('the /order landing shows the bag, or the empty-bag text', async ({ page }) => {
  test.setTimeout(60_000);
  await visit(page, url('/order'));
  await expect(page).toHaveTitle(/^Your Cart \| /);
  await expect(page.getByRole('heading', { name: 'Your Bag is currently empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse The Menu' })).toHaveAttribute('href', '/locations');
  await addCroissants(page, server.url);
  await visit(page, url('/order'));
  await expect(page.getByText('1 × Butter Croissant')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue To Checkout' })).toHaveAttribute('href', '/order/checkout');
  await expectNoSeriousAxeViolations(page);
});

test('order history → Order Summary modal → Order Again fills the bag', async ({ page }) => {
  test.setTimeout(120_000);
  const number = await placeOneOrder(page);
  await visit(page, url('/account?section=orders'));
  const item = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
  await expect(item).toContainText(`Order #${number}`);
  await expect(item).toContainText('2 items');

  await item.getByRole('button', { name: `View order ${number}` }).click();
  const modal = page.getByRole('dialog', { name: 'Order Summary' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: /Your Order/ })).toContainText('(2 products)');
  await expect(modal.getByText('1 × Butter Croissant')).toHaveCount(2);
  await expect(modal.getByText('Back Bay').first()).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Order Again' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `artifacts/screenshots/order-history-modal-${width}.png` });
  }

  // Close by keyboard (Escape) returns focus to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(item.getByRole('button', { name: `View order ${number}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).last().click();
  await expect(modal).toBeHidden();

  await item.getByRole('button', { name: `View order ${number}` }).click();
  await modal.getByRole('button', { name: 'Order Again' }).click();
  await expect(modal).toBeHidden();
  const bag = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(bag).toBeVisible();
  await expect(bag.getByTestId('cart-line')).toHaveCount(2);
  await expect(bag.getByTestId('cart-line').first()).toContainText('Butter Croissant');
  await expect(page.locator('body')).toHaveClass(/scroll-locked/);
});

test('Order Again shows the server message when the order cannot be repeated', async ({ page }) => {
  test.setTimeout(120_000);
  const number = await placeOneOrder(page);
  await visit(page, url('/account?section=orders'));
  await page.getByRole('button', { name: `View order ${number}` }).click();
  const modal = page.getByRole('dialog', { name: 'Order Summary' });
  await expect(modal).toBeVisible();
  // The member signs out in another tab: the reorder call is now refused, and its message is shown.
  await page.context().clearCookies();
  await modal.getByRole('button', { name: 'Order Again' }).click();
  await expect(modal.getByRole('alert')).not.toBeEmpty();
  await expect(modal).toBeVisible();
});
