import type { Page } from '@playwright/test';
import { HOLIDAYS } from '../../seed/holidays.ts';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { addCroissants, freshEmail, MID, signInByApi, signUpByApi } from './support/checkout-helpers.ts';
import { memberWithOrder } from './support/member-order.ts';
import { spawnServer } from './support/spawn-server.ts';

/**
 * Issue 15 §7–9 journeys on a phone (390 × 844) and a desktop (1280 × 800): the added-to-cart
 * alert and the after-add rule (decision 211), the phone menu and account chrome (212), Clear
 * Cart's Undo, Order Again's question and closed days (213), the test-card hint and dietary
 * labels (214). Screenshots go to artifacts/screenshots/issue15-*.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const bag = (page: Page) => page.getByRole('dialog', { name: 'Your Bag' });
const alert = (page: Page) => page.getByTestId('added-to-cart-alert');
const visibleBagButtons = (page: Page) => page.getByRole('button', { name: /^My Bag, / }).filter({ visible: true });

for (const size of [PHONE, DESKTOP]) {
  test(`added-to-cart alert in the viewport at ${size.width} after Add to Bag deep in the menu, then back on the menu`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    // Quick add far down the Bakery section: the alert is on screen where the customer is.
    await visit(page, `/menu/${MID}/category/croissants`);
    const deep = page
      .getByRole('button', { name: /^Quick Add / })
      .filter({ visible: true })
      .last();
    await deep.scrollIntoViewIfNeeded();
    const name = ((await deep.textContent()) ?? '').replace('Quick Add', '').trim();
    await deep.click();
    await expect(alert(page)).toContainText(`Added 1 × ${name} to your bag.`);
    await expect(alert(page)).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`/menu/${MID}/category/croissants$`));

    // Add to Bag at the bottom of a long product page: back on the menu at the product's category.
    await visit(page, `/menu/${MID}/product/turkey-avocado-club`);
    const add = page.getByRole('button', { name: /^Add to Bag/ });
    await add.scrollIntoViewIfNeeded();
    await add.click();
    await expect(page).toHaveURL(new RegExp(`/menu/${MID}/category/sandwiches$`));
    await expect(alert(page)).toContainText('Added 1 × Turkey Avocado Club to your bag.');
    await expect(alert(page)).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Sandwiches', level: 2 })).toBeInViewport();
    // The pointer on the alert holds it (it leaves by itself after 8 s otherwise) while it is checked.
    await alert(page).hover();
    await page.screenshot({ path: `artifacts/screenshots/issue15-added-alert-${size.width}.png` });
    await expectNoSeriousAxeViolations(page);

    // View Bag opens the bag with both lines.
    await alert(page).getByRole('button', { name: 'View Bag' }).click();
    await expect(bag(page).getByTestId('cart-line')).toHaveCount(2);
    await expect(alert(page)).toHaveCount(0);
  });
}

test('phone menu: filters behind one button, first product on the first screen, sticky section tabs, one bag', async ({
  page,
}) => {
  await addCroissants(page, '');
  await page.setViewportSize(PHONE);
  await visit(page, `/menu/${MID}`);
  await expect(page.getByRole('checkbox', { name: 'Vegan' })).toBeHidden();
  const filters = page.getByText('Dietary Filters', { exact: true });
  await expect(filters).toBeVisible();
  const first = page.getByRole('article').filter({ visible: true }).first();
  const box = await first.boundingBox();
  expect(box && box.y + 80).toBeLessThan(PHONE.height);
  // One bag on screen with a cart (header and sub-header both showed one).
  await expect(visibleBagButtons(page)).toHaveCount(1);
  await page.screenshot({ path: 'artifacts/screenshots/issue15-menu-first-screen-390.png' });

  // The section tabs stay in view while the menu scrolls.
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const tabs = page.getByRole('tablist', { name: 'Menu sections' });
  await expect(tabs).toBeInViewport();
  await expect.poll(async () => (await tabs.boundingBox())?.y ?? -1).toBeLessThan(220);
  await expect(visibleBagButtons(page)).toHaveCount(1);
  await page.screenshot({ path: 'artifacts/screenshots/issue15-menu-scrolled-390.png' });

  // The filter still works from its button, and says how many are on.
  await page.evaluate(() => window.scrollTo(0, 0));
  await filters.click();
  await page.getByRole('checkbox', { name: 'Vegan' }).check();
  await expect(page.getByText('Dietary Filters (1)', { exact: true })).toBeVisible();
  const results = page.getByRole('region', { name: /items? found/ });
  await expect(results.getByRole('article').first()).toBeVisible();
  // Dietary icons carry visible words, which are their names.
  await expect(
    results
      .getByRole('article')
      .first()
      .getByRole('list', { name: 'Dietary' })
      .getByRole('listitem')
      .filter({ hasText: 'Vegan' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize(DESKTOP);
  await expect(visibleBagButtons(page)).toHaveCount(1);
});

test('account sections are one row at 390, the current one in view', async ({ page }) => {
  const email = freshEmail('tabs');
  await signUpByApi(page, '', email, 'Tess');
  await signInByApi(page, '', email);
  await page.setViewportSize(PHONE);
  await visit(page, '/account?section=gift-cards');
  const links = page.getByRole('navigation', { name: 'Account sections' }).getByRole('link');
  const tops = new Set<number>();
  for (const link of await links.all()) tops.add(Math.round((await link.boundingBox())?.y ?? -1));
  expect(tops.size).toBe(1);
  await expect(links.filter({ hasText: 'Gift Cards' })).toBeInViewport();
  await expect(links.filter({ hasText: 'Favorite Locations' })).toHaveCount(1);
  await page.screenshot({ path: 'artifacts/screenshots/issue15-account-tabs-390.png' });
  await expectNoSeriousAxeViolations(page);
});

test('Clear Cart offers Undo, which puts the lines back as they were', async ({ page }) => {
  await addCroissants(page, '');
  await visit(page, `/menu/${MID}/product/turkey-avocado-club`);
  await page.getByLabel('Made For').fill('Ada');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: /^Add to Bag/ }).click();
  await expect(alert(page)).toContainText('Turkey Avocado Club');
  await page.getByRole('banner').getByRole('button', { name: 'My Bag, 3 items' }).click();
  await expect(bag(page).getByTestId('cart-line')).toHaveCount(2);
  // One bin per line: the counter's minus at its minimum; delete is a word.
  const line = bag(page).getByTestId('cart-line').filter({ hasText: 'Butter Croissant' });
  await expect(line.getByRole('button', { name: 'Remove Butter Croissant' })).toBeVisible();
  await expect(line.getByRole('button', { name: 'Delete Butter Croissant' }).locator('svg')).toHaveCount(0);

  await bag(page).getByRole('button', { name: 'Clear Cart' }).click();
  await expect(bag(page).getByText('Your Bag is currently empty')).toBeVisible();
  await expect(bag(page).getByText('Your bag was cleared.')).toBeVisible();
  const undo = bag(page).getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await page.screenshot({ path: 'artifacts/screenshots/issue15-clear-cart-undo-1280.png' });
  await expectNoSeriousAxeViolations(page);
  await undo.click();
  await expect(bag(page).getByTestId('cart-line')).toHaveCount(2);
  await expect(bag(page).getByTestId('cart-line').filter({ hasText: 'Butter Croissant' })).toContainText('1 ×');
  await expect(bag(page).getByTestId('cart-line').filter({ hasText: 'Turkey Avocado Club' })).toContainText('2 ×');
  await expect(bag(page).getByTestId('cart-line').filter({ hasText: 'Turkey Avocado Club' })).toContainText(
    'Made For: Ada',
  );
  await expect(bag(page).getByText('Your bag was cleared.')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'My Bag, 3 items' })).toBeAttached();
});

test('Order Again over a bag with items asks first; Keep My Bag keeps it, Replace My Bag replaces it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await memberWithOrder(page, baseURL ?? '');
  await visit(page, `/menu/${MID}/product/turkey-avocado-club`);
  await page.getByRole('button', { name: /^Add to Bag/ }).click();
  await expect(alert(page)).toContainText('Turkey Avocado Club');
  await visit(page, '/account?section=orders');
  await page
    .getByRole('button', { name: /^View order/i })
    .first()
    .click();
  const summary = page.getByRole('dialog', { name: 'Order Summary' });
  await summary.getByRole('button', { name: 'Order Again' }).click();
  const question = summary.getByRole('heading', { name: 'Replace your bag?' });
  await expect(question).toBeFocused();
  await expect(summary).toContainText('Your bag has 1 item.');
  await page.screenshot({ path: 'artifacts/screenshots/issue15-order-again-asks-1280.png' });
  await expectNoSeriousAxeViolations(page);
  await summary.getByRole('button', { name: 'Keep My Bag' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'My Bag, 1 item' })).toBeAttached();

  await summary.getByRole('button', { name: 'Order Again' }).click();
  await summary.getByRole('button', { name: 'Replace My Bag' }).click();
  await expect(bag(page).getByTestId('cart-line')).toHaveCount(1);
  await expect(bag(page).getByTestId('cart-line')).toContainText('Butter Croissant');
});

test('the day list leaves out days the store is closed', async ({ page }) => {
  await addCroissants(page, '');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^My Bag, / })
    .click();
  const picker = bag(page).getByRole('group', { name: 'Order time' });
  await picker.getByRole('radio', { name: 'Plan Ahead' }).check();
  const day = picker.getByLabel('Day', { exact: true });
  await expect(day.locator('option').first()).toBeAttached();
  const offered = await day
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const listed = await page.evaluate(async () => {
    const id = localStorage.getItem('larkspur.cart');
    return ((await (await fetch(`/api/carts/${id}/times`)).json()) as { data: { days: string[] } }).data.days;
  });
  expect(offered).toEqual(listed);
  // Seeded holidays (Thanksgiving, Christmas…) are never among them, whatever today is.
  for (const closed of HOLIDAYS.filter((h) => h.closed)) expect(offered).not.toContain(closed.date.replaceAll('-', ''));
  await expectNoSeriousAxeViolations(page);
});

test('the test-card hint is a Demo notice with the sandbox processor', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const email = freshEmail('hint');
  await signUpByApi(page, baseURL ?? '', email, 'Hal');
  await signInByApi(page, baseURL ?? '', email);
  await addCroissants(page, baseURL ?? '');
  await visit(page, '/order/checkout');
  const hint = page.getByRole('complementary', { name: 'Demo payments' });
  await expect(hint).toContainText('Demo');
  await expect(hint).toContainText('4242 4242 4242 4242');
  await hint.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'artifacts/screenshots/issue15-test-card-hint-1280.png' });
  await expectNoSeriousAxeViolations(page);
});

test('with Stripe the test-card hint is never shown', async ({ page }) => {
  test.setTimeout(180_000);
  const server = await spawnServer(3527, {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_issue15HintCheck',
    ACCOUNT_LIMIT_PER_IP: '1000',
    RATE_LIMIT_PER_MINUTE: '10000',
  });
  try {
    const email = freshEmail('hint-stripe');
    await signUpByApi(page, server.url, email, 'Sam');
    await signInByApi(page, server.url, email);
    await addCroissants(page, server.url);
    await visit(page, `${server.url}/order/checkout`);
    await expect(page.getByLabel('Card Number', { exact: true })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Demo payments' })).toHaveCount(0);
    await expect(page.getByText('4242 4242 4242 4242')).toHaveCount(0);
  } finally {
    await server.stop();
    server.cleanup();
  }
});
