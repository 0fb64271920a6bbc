import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import {
  continuePastSuggestions,
  fillCard,
  freshEmail,
  placeOrderButton,
  planAhead,
  signInByApi,
  signUpByApi,
  takeATimeIfClosedNow,
} from './support/checkout-helpers.ts';
import { screenshotsAt } from './support/screenshots.ts';

/**
 * Issue 42 §3 and §6 as a member walks them: a whole address typed and sent with Enter (no
 * suggestion tapped) enables Order Delivery; the instructions typed follow the order to the
 * bag's fees, checkout, the confirmation and the Order Summary; the history names the order
 * by its address; Order Again brings back delivery to that address.
 */
test.describe.configure({ timeout: 180_000 });

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const ADDRESS = '200 Newbury Street, Boston, MA 02116';

const deliveryDialog = (page: Page) => page.getByRole('dialog', { name: 'Order Delivery' });
const bagButton = (page: Page) =>
  page.getByRole('button', { name: /^My Bag, \d+ items?$/ }).and(page.locator('button:visible'));

/** The delivery panel from /locations?type=delivery, the typed address sent with Enter. */
async function typedAddressWithEnter(page: Page, text: string) {
  await visit(page, '/locations?type=delivery');
  await page.getByRole('button', { name: 'Enter a Delivery Address' }).click();
  const dialog = deliveryDialog(page);
  const box = dialog.getByRole('combobox', { name: 'Delivery address' });
  await box.fill(text);
  await box.press('Enter');
  return dialog;
}

for (const size of SIZES) {
  test(`typed address + Enter → delivery with instructions → history "Delivery to" → Order Again keeps delivery (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const email = freshEmail(`e2e-delivery-again-${size.name}`);
    await signUpByApi(page, '', email, 'Dee');
    await signInByApi(page, '', email);

    // Enter on the whole typed address: no suggestion tapped, the store is found.
    const dialog = await typedAddressWithEnter(page, ADDRESS);
    await expect(dialog.getByText('Delivered from')).toContainText('Back Bay');
    await expect(dialog.getByRole('group', { name: 'Order time' })).toBeVisible();
    await dialog.getByLabel('Special Instructions').fill('Ring twice, side door');
    await dialog.getByLabel('Apt/Suite/Door').focus();
    await expect(dialog.getByText('Special Instructions updated')).toBeVisible();
    await takeATimeIfClosedNow(dialog);
    const orderDelivery = dialog.getByRole('button', { name: 'Order Delivery' });
    await expect(orderDelivery).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `artifacts/screenshots/delivery-typed-enter-${size.width}.png` });
    await orderDelivery.click();
    await expect(page).toHaveURL(/\/menu\/10101$/);

    // Enough for the delivery minimum; the bag shows the server's delivery fee before checkout.
    await visit(page, '/menu/10101/category/croissants');
    for (let i = 1; i <= 5; i += 1) {
      await page.getByRole('button', { name: 'Quick Add Butter Croissant' }).click();
      await expect(
        page.getByRole('button', { name: `My Bag, ${i} ${i === 1 ? 'item' : 'items'}` }).first(),
      ).toBeAttached();
    }
    await bagButton(page).click();
    const bag = page.getByRole('dialog', { name: 'Your Bag' });
    await expect(bag.getByText('Delivery to 200 Newbury St')).toBeVisible();
    await expect(bag.getByRole('definition').filter({ hasText: '$3.99' })).toBeVisible();
    await expect(bag.getByRole('term').filter({ hasText: 'Delivery Fee' })).toBeVisible();
    await expect(bag.getByRole('term').filter({ hasText: /^Total$/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await bag.getByRole('term').filter({ hasText: 'Delivery Fee' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `artifacts/screenshots/delivery-bag-fee-${size.width}.png` });
    await continuePastSuggestions(bag, /\/order\/checkout$/);

    // Checkout names the address and the instructions.
    const handoff = page.getByRole('region', { name: 'Delivery' });
    await expect(handoff.getByText('Instructions: Ring twice, side door')).toBeVisible();
    await planAhead(page);
    await fillCard(page, '4242424242424242');
    await expectNoSeriousAxeViolations(page);
    await screenshotsAt(page, `delivery-checkout-instructions-${size.name}`, { widths: [size.width] });
    await page.setViewportSize({ width: size.width, height: size.height });
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/order\/confirm\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Delivery instructions')).toBeVisible();
    await expect(page.getByText('Ring twice, side door')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `artifacts/screenshots/delivery-confirm-instructions-${size.width}.png` });
    const number = (await page.getByText(/^Order #\d+$/).textContent())?.slice(7) ?? '';

    // The history lists it by its address, the summary shows address and instructions.
    await visit(page, '/account?section=orders');
    const item = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
    await expect(item).toContainText(`Order #${number}`);
    await expect(item).toContainText('Delivery to 200 Newbury St');
    await item.getByRole('button', { name: `View order ${number}` }).click();
    const modal = page.getByRole('dialog', { name: 'Order Summary' });
    await expect(modal.getByText('Delivery to 200 Newbury St')).toBeVisible();
    await expect(modal.getByText('Instructions: Ring twice, side door')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `artifacts/screenshots/delivery-order-summary-${size.width}.png` });

    // Order Again: delivery to the same address, not pickup at the store.
    await modal.getByRole('button', { name: 'Order Again' }).click();
    await expect(modal).toBeHidden();
    const again = page.getByRole('dialog', { name: 'Your Bag' });
    await expect(again.getByText('Delivery to 200 Newbury St')).toBeVisible();
    await expect(again.getByText(/From Back Bay/)).toBeVisible();
    await expect(again.getByRole('term').filter({ hasText: 'Delivery Fee' })).toBeVisible();
    await expect(page.getByText(/Pickup at Back Bay/)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await again.getByRole('term').filter({ hasText: 'Delivery Fee' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `artifacts/screenshots/delivery-order-again-${size.width}.png` });
  });
}

test('"200 Newbery St" (a typo) and "1 Main St, Worcester" (no state) get suggestions; the live region counts in words', async ({
  page,
}) => {
  await visit(page, '/locations?type=delivery');
  await page.getByRole('button', { name: 'Enter a Delivery Address' }).click();
  const dialog = deliveryDialog(page);
  const box = dialog.getByRole('combobox', { name: 'Delivery address' });
  for (const [typed, expected] of [
    ['200 Newbery St', '200 Newbury Street, Boston, MA 02116'],
    ['1 Main St, Worcester', /^1 Main St, Worcester, MA 016\d\d$/],
  ] as const) {
    const answered = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname.endsWith('/geocode/autocomplete') && new URL(r.url()).searchParams.get('q') === typed,
    );
    await box.fill('');
    await box.pressSequentially(typed, { delay: 5 });
    await answered;
    await expect(dialog.getByRole('option', { name: expected })).toBeVisible();
    await expect(dialog.getByRole('status').filter({ hasText: 'suggestion' })).toHaveText('1 suggestion available.');
  }
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'artifacts/screenshots/delivery-worcester-suggestion-1280.png' });
});

test('Enter on an address that is not a full one says so, next to the field', async ({ page }) => {
  const dialog = await typedAddressWithEnter(page, 'Boston');
  await expect(dialog.getByRole('alert')).toHaveText('Please use a full address');
  await expect(dialog.getByRole('button', { name: 'Order Delivery' })).toBeDisabled();
});
