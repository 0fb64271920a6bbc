import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, screenshotBothWidths, test, visit } from './support/fixtures.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';
import {
  continuePastSuggestions,
  addCroissants,
  fillCard,
  freshEmail,
  memberOrders,
  newestMailTo,
  PASSWORD,
  placeOrderButton,
  planAhead,
  signInByApi,
  signUpByApi,
} from './support/checkout-helpers.ts';

/**
 * Checkout (issue 6; decision 090) on our own servers: 3421 as shipped (not borderless, outbox
 * in its data folder) and 3422 borderless for guest checkout.
 */
test.describe.configure({ mode: 'serial' });

let shipped: SpawnedServer;
let borderless: SpawnedServer;
const LIMITS = {
  ACCOUNT_LIMIT_PER_IP: '1000',
  RATE_LIMIT_PER_MINUTE: '10000',
  GIFT_CARD_ATTEMPTS_PER_CARD: '1000',
  GIFT_CARD_ATTEMPTS_PER_IP: '1000',
  CARD_TOKENS_PER_IP: '1000',
};

test.beforeAll(async () => {
  test.setTimeout(180_000);
  [shipped, borderless] = await Promise.all([
    spawnServer(3421, LIMITS),
    spawnServer(3422, { ...LIMITS, BORDERLESS: 'true' }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([shipped?.stop(), borderless?.stop()]);
  shipped?.cleanup();
  borderless?.cleanup();
});

async function member(page: Page, tag: string) {
  const email = freshEmail(tag);
  await signUpByApi(page, shipped.url, email);
  await signInByApi(page, shipped.url, email);
  return email;
}

test('a guest is sent to sign in and comes back to checkout', async ({ page }) => {
  const email = freshEmail('guest');
  await signUpByApi(page, shipped.url, email, 'Gus');
  await addCroissants(page, shipped.url);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^My Bag, / })
    .click();
  await continuePastSuggestions(
    page.getByRole('dialog', { name: 'Your Bag' }),
    /\/account\/signin\?redirectTo=%2Forder%2Fcheckout$/,
  );
  expect(await page.evaluate(() => sessionStorage.getItem('previous_route'))).toBe('/order/checkout');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/order\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page).toHaveTitle(/^Order \| /);
  // The member's contact details come from the profile; the bag came along through sign-in.
  await expect(page.getByLabel('First Name')).toHaveValue('Gus');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByText('Butter Croissant').first()).toBeVisible();
});

test('an empty bag cannot reach checkout', async ({ page }) => {
  await member(page, 'empty');
  await visit(page, `${shipped.url}/order/checkout`);
  await expect(page).toHaveURL(/\/locations$/);
});

test('a member’s checkout is drawn by the server: the bag and contact details are in the HTML, hydrated without a mismatch', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await member(page, 'drawn');
  await addCroissants(page, shipped.url, 2);
  // The bag's id is kept as a cookie beside localStorage (decision 334).
  const cartId = await page.evaluate(() => localStorage.getItem('larkspur.cart'));
  const cookies = await page.context().cookies(shipped.url);
  expect(cookies.find((c) => c.name === 'larkspur_cart')?.value).toBe(cartId);

  // The HTML itself, before any script: the form with the member's e-mail and the bag's lines.
  const html = await (await page.request.get(`${shipped.url}/order/checkout`)).text();
  expect(html).not.toContain('Loading your order…');
  expect(html).toContain(`value="${email}"`);
  expect(html).toContain('Butter Croissant');
  // Until the script runs, Place Order is disabled and the form posts: a card number never goes into a URL.
  const form = /<form[^>]*aria-describedby="checkout-place-error"[^>]*>/.exec(html)?.[0] ?? '';
  expect(form).toContain('method="post"');
  const placeOrder = /<button[^>]*>Place Order/.exec(html)?.[0] ?? '';
  expect(placeOrder).toContain('disabled=""');

  // Hydration keeps the server's form: React reports no mismatch, and no second arrival check is made.
  const hydrationErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /hydrat/i.test(msg.text())) hydrationErrors.push(msg.text());
  });
  const validations: string[] = [];
  page.on('request', (r) => r.url().endsWith('/validate') && validations.push(r.url()));
  await visit(page, `${shipped.url}/order/checkout`);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByRole('region', { name: 'Your Order' }).getByText('Butter Croissant').first()).toBeVisible();
  await planAhead(page);
  expect(hydrationErrors).toEqual([]);
  expect(validations).toEqual([]);

  // Someone else's bag id in the cookie draws no bag: the page checks its own in the browser.
  const other = await page.context().browser()!.newContext();
  const stranger = await other.newPage();
  const strangerEmail = freshEmail('stranger');
  await signUpByApi(stranger, shipped.url, strangerEmail);
  await signInByApi(stranger, shipped.url, strangerEmail);
  await other.addCookies([{ name: 'larkspur_cart', value: cartId ?? '', url: shipped.url }]);
  const theirs = await (await stranger.request.get(`${shipped.url}/order/checkout`)).text();
  expect(theirs).not.toContain('Butter Croissant');
  await other.close();
});

test('member checkout with a 20 % tip, a gift card and a card; confirmation; receipt in the outbox', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await member(page, 'tip');
  await addCroissants(page, shipped.url, 4);
  await visit(page, `${shipped.url}/order/checkout`);
  await planAhead(page);
  const summary = page.getByRole('complementary');
  // Default tip 15 %; 20 % is applied by the server and shown in the summary.
  await expect(page.getByRole('radio', { name: '15%' })).toBeChecked();
  await page.getByText('20%', { exact: true }).click();
  await expect(summary.getByText('Tip')).toBeVisible();
  await expect(summary.locator('dd').filter({ hasText: '$3.00' })).toBeVisible();

  // A gift card: wrong PIN first (error next to the field), then the $10 card. Typed digits are grouped.
  await page.getByLabel('Gift Card Number').pressSequentially('6006491000000002');
  await expect(page.getByLabel('Gift Card Number')).toHaveValue('6006 4910 0000 0002');
  await page.getByLabel('PIN', { exact: true }).fill('9999');
  await page.getByRole('button', { name: 'Apply Gift Card' }).click();
  await expect(page.locator('#checkout-gift-number-error')).toHaveText(
    'We could not find a gift card with that number and PIN.',
  );
  await page.getByLabel('PIN', { exact: true }).fill('2345');
  await page.getByRole('button', { name: 'Check Balance' }).click();
  await expect(page.getByText('Gift card ending in 0002 has a balance of $10.00.')).toBeVisible();
  await page.getByRole('button', { name: 'Apply Gift Card' }).click();
  await expect(page.getByRole('list', { name: 'Applied gift cards' })).toContainText(
    'Gift Card •••• 0002: $10.00 applied ($0.00 left on the card)',
  );
  await expect(summary.getByText('Amount Due')).toBeVisible();
  await expect(summary.getByText('Gift Card •••• 0002')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Place Order with nothing in the card form: errors next to the fields, focus on the first.
  await placeOrderButton(page).click();
  await expect(page.locator('#checkout-card-number-error')).toHaveText('Please enter a valid card number');
  await expect(page.getByLabel('Card Number', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Card Number', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await screenshotBothWidths(page, 'checkout-errors');
  await page.setViewportSize({ width: 1280, height: 800 });

  await fillCard(page, '4242 4242 4242 4242');
  // The expiry gets its slash as it is typed.
  await page.getByLabel('Expiration (MM/YY)').fill('');
  await page.getByLabel('Expiration (MM/YY)').pressSequentially('1234');
  await expect(page.getByLabel('Expiration (MM/YY)')).toHaveValue('12/34');
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/order\/confirm\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle(/^Order Confirmation \| /);
  const number = ((await page.getByText(/^Order #\d+$/).textContent()) ?? '').replace('Order #', '');
  expect(number).toMatch(/^\d+$/);
  await expect(page.getByText('Pickup at')).toBeVisible();
  await expect(page.getByText('Ready time')).toBeVisible();
  await expect(page.getByText('1 × Butter Croissant')).toHaveCount(4);
  await expect(page.getByText('Gift Card •••• 0002')).toBeVisible();
  await expect(page.getByText('Visa •••• 4242')).toBeVisible();
  const calendar = page.getByRole('link', { name: 'Add to Calendar' });
  await expect(calendar).toHaveAttribute('download', `order-${number}.ics`);
  expect(decodeURIComponent((await calendar.getAttribute('href')) ?? '')).toContain(`SUMMARY:Pickup: `);
  // The browser forgot the submitted cart.
  await expect(page.getByRole('banner').getByRole('button', { name: /^My Bag, [1-9]/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('larkspur.cart'))).toBeNull();
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'order-confirmation');

  // The receipt is in the outbox.
  const outbox = path.join(shipped.dataDir, 'outbox');
  await expect.poll(() => newestMailTo(outbox, email)?.text ?? '').toContain(number);
});

test('a custom tip, then two gift cards that cover the whole order: no card needed', async ({ page }) => {
  test.setTimeout(120_000);
  await member(page, 'gift-split');
  await addCroissants(page, shipped.url, 8);
  await visit(page, `${shipped.url}/order/checkout`);
  await planAhead(page);
  const summary = page.getByRole('complementary');

  await page.getByText('Custom Amount', { exact: true }).click();
  const tipField = page.getByLabel('Custom tip ($)');
  await tipField.fill('five');
  await page.getByRole('button', { name: 'Apply Tip' }).click();
  await expect(page.getByText('Please enter a tip amount in dollars, for example 5.00')).toBeVisible();
  await tipField.fill('2.50');
  await page.getByRole('button', { name: 'Apply Tip' }).click();
  await expect(summary.locator('dd').filter({ hasText: /^\$2\.50$/ })).toBeVisible();

  // $25.00 on 0001 does not cover about $35; $100.00 on 0003 pays the rest, and the card form goes.
  for (const [number, pin] of [
    ['6006491000000001', '1234'],
    ['6006491000000003', '3456'],
  ] as const) {
    await page.getByLabel('Gift Card Number').fill(number);
    await page.getByLabel('PIN', { exact: true }).fill(pin);
    await page.getByRole('button', { name: 'Apply Gift Card' }).click();
    await expect(page.getByRole('list', { name: 'Applied gift cards' })).toContainText(
      `Gift Card •••• ${number.slice(-4)}`,
    );
  }
  await expect(page.getByRole('list', { name: 'Applied gift cards' })).toContainText(
    'Gift Card •••• 0001: $25.00 applied',
  );
  await expect(page.getByText('Your gift cards cover this order.')).toBeVisible();
  await expect(page.getByLabel('Card Number', { exact: true })).toHaveCount(0);
  await expect(placeOrderButton(page)).toHaveText('Place Order · $0.00');
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'checkout-gift-cards-cover');

  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/order\/confirm\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Gift Card •••• 0001')).toBeVisible();
  await expect(page.getByText('Gift Card •••• 0003')).toBeVisible();
  await expect(page.getByText(/Visa/)).toHaveCount(0);
});

test('a declined card leaves the bag; then an extra-confirmation card places the order', async ({ page }) => {
  test.setTimeout(90_000);
  await member(page, 'decline');
  await addCroissants(page, shipped.url);
  await visit(page, `${shipped.url}/order/checkout`);
  await planAhead(page);
  // A coupon: an expired one is refused next to the field; a good one adds the green discount line.
  await page.getByLabel('Coupon Code').fill('SPRING2020');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.locator('#checkout-coupon-error')).not.toBeEmpty();
  await expect(page.getByLabel('Coupon Code')).toBeFocused();
  await page.getByLabel('Coupon Code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const discount = page.getByRole('complementary').locator('div').filter({ hasText: '10% off your order' }).last();
  await expect(discount).toBeVisible();
  await expect(discount).toHaveCSS('color', 'rgb(30, 107, 52)');
  await expect(page.getByText('Coupon WELCOME10 applied.')).toBeVisible();
  await fillCard(page, '4000 0000 0000 0002');
  await placeOrderButton(page).click();
  await expect(page.locator('#checkout-card-number-error')).toHaveText(
    'Your card was declined. Please use a different card.',
  );
  await expect(page.getByLabel('Card Number', { exact: true })).toBeFocused();
  expect(await memberOrders(page, shipped.url)).toHaveLength(0);
  await expect(page.getByText('Butter Croissant').first()).toBeVisible();

  await fillCard(page, '4000 0025 0000 3155');
  await placeOrderButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Your Card' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Approve Payment' }).click();
  await expect(page).toHaveURL(/\/order\/confirm\/[0-9a-f-]{36}$/);
  expect(await memberOrders(page, shipped.url)).toHaveLength(1);
});

test('double click and a lost reply then a retry give exactly one order', async ({ page }) => {
  test.setTimeout(90_000);
  await member(page, 'twice');
  await addCroissants(page, shipped.url);
  await visit(page, `${shipped.url}/order/checkout`);
  await planAhead(page);
  await fillCard(page, '4242 4242 4242 4242');
  // The first reply is lost on the way back (the server did place the order): the shopper sees a
  // network error and presses Place Order again; the same key answers with the same order.
  const keys: string[] = [];
  let lost = false;
  await page.route('**/api/checkout', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    const response = await route.fetch();
    if (!lost) {
      lost = true;
      return route.abort('connectionreset');
    }
    return route.fulfill({ response });
  });
  await placeOrderButton(page).dblclick();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not reach the server' })).toBeVisible();
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/order\/confirm\/[0-9a-f-]{36}$/);
  expect(keys.length).toBe(2);
  expect(keys[0]).toBe(keys[1]);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect(await memberOrders(page, shipped.url)).toHaveLength(1);
});

test('keyboard-only guest checkout in a borderless app', async ({ page }) => {
  test.setTimeout(90_000);
  const base = borderless.url;
  await addCroissants(page, base);
  await visit(page, `${base}/order/checkout`);
  await expect(page).toHaveURL(/\/order\/checkout$/);
  await planAhead(page);
  await screenshotBothWidths(page, 'checkout');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSeriousAxeViolations(page);

  // Enter on Place Order with nothing filled: every error next to its field, focus on the first.
  await placeOrderButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('First Name')).toBeFocused();
  await expect(page.locator('#checkout-contact-first-name-error')).toHaveText('Please enter your first name');
  await expect(page.locator('#checkout-contact-email-error')).toHaveText('Please enter a valid email address');
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-describedby', /checkout-contact-first-name-error/);

  await page.keyboard.type('Kay');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Last Name')).toBeFocused();
  await page.keyboard.type('Board');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kay-guest@larkspur.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('6175550100');
  // Tab on to the card number, through the order and payment controls.
  for (
    let i = 0;
    i < 80 && !(await page.getByLabel('Card Number', { exact: true }).evaluate((el) => el === document.activeElement));
    i += 1
  )
    await page.keyboard.press('Tab');
  await expect(page.getByLabel('Card Number', { exact: true })).toBeFocused();
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1234');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  for (let i = 0; i < 20 && !(await placeOrderButton(page).evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/confirm\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Thank you, Kay!' })).toBeVisible();
  // The order is this browser's: another browser gets the server's 404 message.
  const other = await page.context().browser()!.newPage();
  await visit(other, page.url());
  await expect(other.getByRole('alert').filter({ hasText: 'No such order' })).toBeVisible();
  await other.close();
});
