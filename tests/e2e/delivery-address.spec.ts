import type { Page } from '@playwright/test';
import { freshEmail, signInByApi, signUpByApi } from './support/checkout-helpers.ts';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';

/**
 * Issue 15 part 1: delivery works on the natural path, on a phone and on a desktop. The
 * customer types "200 Newbury", chooses the suggestion (a complete address, with ZIP), and
 * Order Delivery opens the delivery menu; the header, the bag and checkout then say where the
 * order goes. An address no store reaches repeats what was searched and offers pickup nearby.
 */
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Types into the delivery combobox and waits for the suggestions of the whole text. */
async function typeAddress(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Order Delivery' });
  const box = dialog.getByRole('combobox', { name: 'Delivery address' });
  const answered = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname.endsWith('/geocode/autocomplete') && new URL(r.url()).searchParams.get('q') === text,
  );
  await box.pressSequentially(text, { delay: 5 });
  await answered;
  return dialog;
}

async function openDeliveryPanel(page: Page) {
  await visit(page, '/locations?type=delivery');
  await page.getByRole('button', { name: 'Enter a Delivery Address' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Delivery' })).toBeVisible();
}

/** The header's handoff selector that is on screen at this width (desktop header or phone sub-header). */
const handoffSelector = (page: Page) =>
  page.getByRole('button', { name: /^Delivery to 200 Newbury St/ }).and(page.locator('button:visible'));

/** Alerts with something in them (the layout keeps an empty live region ready). */
const shownAlerts = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

for (const size of SIZES) {
  test.describe(`delivery on the natural path (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('"200 Newbury" → the suggestion → Order Delivery → the delivery menu; header, bag and checkout say "Delivery to 200 Newbury St"', async ({
      page,
    }) => {
      // Starting the cart and applying the address are several calls: generous on a busy machine.
      test.setTimeout(90_000);
      const email = freshEmail('e2e-delivery-natural');
      await signUpByApi(page, '', email);
      await signInByApi(page, '', email);
      await openDeliveryPanel(page);
      const dialog = await typeAddress(page, '200 Newbury');
      const suggestion = dialog.getByRole('option', { name: '200 Newbury Street, Boston, MA 02116' });
      await expect(suggestion).toBeVisible();
      await suggestion.click();
      await expect(dialog.getByText('Delivered from')).toContainText('Back Bay');
      await expect(dialog.locator('p', { hasText: '200 Newbury Street' })).toContainText('Boston, MA 02116');
      // No field name or banner over the panel (the "zip is required").
      await expect(page.getByText(/is required/)).toHaveCount(0);
      await expect(shownAlerts(page)).toHaveCount(0);
      // The cart is started at the store: its time picker appears (spec §2).
      await expect(dialog.getByRole('group', { name: 'Order time' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `artifacts/screenshots/delivery-natural-path-${size.width}.png`, fullPage: false });

      const orderDelivery = dialog.getByRole('button', { name: 'Order Delivery' });
      await expect(orderDelivery).toBeEnabled();
      await orderDelivery.click();
      await expect(page).toHaveURL(/\/menu\/10101$/);
      await expect(handoffSelector(page)).toBeVisible();
      await expect(shownAlerts(page)).toHaveCount(0);
      await page.screenshot({ path: `artifacts/screenshots/delivery-menu-header-${size.width}.png`, fullPage: false });

      await visit(page, '/menu/10101/category/croissants');
      await page.getByRole('button', { name: 'Quick Add Butter Croissant' }).click();
      // The bag button sits in the header on a desktop and in the sub-header on a phone.
      const bagButton = page.getByRole('button', { name: 'My Bag, 1 item' }).and(page.locator('button:visible'));
      await bagButton.click();
      const bag = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Continue To Checkout' }) });
      await expect(bag.getByText('Delivery to 200 Newbury St')).toBeVisible();
      await expect(bag.getByText(/From Back Bay/)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `artifacts/screenshots/delivery-bag-${size.width}.png`, fullPage: false });

      await visit(page, '/order/checkout');
      const handoff = page.getByRole('region', { name: 'Delivery' });
      await expect(handoff.getByText('Delivery to 200 Newbury St')).toBeVisible();
      await expect(handoff.getByText(/200 Newbury Street, Boston, MA 02116/)).toBeVisible();
      // A phone's checkout has no sub-header: its handoff summary above is the place.
      if (size.name === 'desktop') await expect(handoffSelector(page)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `artifacts/screenshots/delivery-checkout-${size.width}.png`, fullPage: false });
    });

    test('out of range: the address searched and the nearest pickup locations', async ({ page }) => {
      await openDeliveryPanel(page);
      const dialog = await typeAddress(page, '1 Main Street, Worcester');
      await dialog.getByRole('option', { name: /^1 Main Street, Worcester, MA 016\d\d$/ }).click();
      await expect(dialog.getByRole('heading', { name: 'No Nearby Locations Available' })).toBeVisible();
      await expect(dialog.getByText('Please try again or enter a different address.')).toBeVisible();
      await expect(dialog.getByText(/We looked for delivery to 1 Main Street, Worcester, MA 016\d\d\./)).toBeVisible();
      const pickups = dialog.getByRole('region', { name: 'Pick Up Nearby Instead' });
      await expect(pickups.getByRole('listitem')).toHaveCount(3);
      await expect(pickups.getByRole('listitem').first()).toContainText('Moody Street');
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `artifacts/screenshots/delivery-out-of-range-${size.width}.png`, fullPage: false });
      await pickups.getByRole('button', { name: 'Order Pickup at Moody Street' }).click();
      await expect(page).toHaveURL(/\/menu\/10110$/);
    });
  });
}

test('an address placed only by its ZIP near a zone edge asks the customer to confirm', async ({ page }) => {
  test.setTimeout(90_000);
  await openDeliveryPanel(page);
  const dialog = await typeAddress(page, '10 Savin Hill Avenue, Dorchester, MA 02125');
  await dialog.getByRole('option', { name: '10 Savin Hill Avenue, Dorchester, MA 02125' }).click();
  const question = dialog.getByRole('heading', { name: 'Please Confirm Your Address' });
  await expect(question).toBeFocused();
  await expect(
    dialog.getByText(/close to the edge of our .+ delivery area, and we could only place it by its ZIP code/),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Order Delivery' })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'artifacts/screenshots/delivery-near-edge-1280.png', fullPage: false });
  await dialog.getByRole('button', { name: 'Yes, Deliver Here' }).click();
  await expect(dialog.getByText('Delivered from')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Order Delivery' })).toBeEnabled();
  await expect(shownAlerts(page)).toHaveCount(0);
});

test('an address searched on the Delivery tab is offered again in the delivery panel: one tap, not typed twice (phone)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/locations?type=delivery');
  const search = page.getByRole('combobox', { name: /Find a location by/ });
  const answered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    // The store search also names stores and neighbourhoods.
    const suggests = url.pathname.endsWith('/geocode/autocomplete') || url.pathname.endsWith('/locations/suggestions');
    return suggests && url.searchParams.get('q') === '1 Brattle';
  });
  await search.pressSequentially('1 Brattle', { delay: 5 });
  await answered;
  await page.getByRole('option', { name: '1 Brattle Square, Cambridge, MA 02138' }).click();
  await expect(page).toHaveURL(/type=delivery.*lat=/);
  await page.getByRole('button', { name: 'Enter a Delivery Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Delivery' });
  await expect(dialog.getByRole('combobox', { name: 'Delivery address' })).toHaveValue(
    '1 Brattle Square, Cambridge, MA 02138',
  );
  await dialog.getByRole('option', { name: '1 Brattle Square, Cambridge, MA 02138' }).click();
  await expect(dialog.getByText('Delivered from')).toContainText('Harvard Square');
  await expect(dialog.getByRole('button', { name: 'Order Delivery' })).toBeEnabled();
  await expectNoSeriousAxeViolations(page);
});
