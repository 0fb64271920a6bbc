import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';

/**
 * A refused add shows where the customer is (issue 15 §7): at 390 × 844, scrolled deep into the
 * menu, Quick Add on a breakfast-only item in a cart planned for the afternoon is refused with
 * ITEM_NOT_SERVED_NOW. The cart's time is the test's own (a slot outside Breakfast 5:00–10:30 AM
 * from the times endpoint), so the refusal happens whatever hour the suite runs.
 */
const MID = '10101';
const ITEM = 'Rosemary Breakfast Potatoes';

type Times = { data: { days: string[]; times: string[] } };

/** The page's session: its CSRF header for API calls made beside the page (same cookies). */
async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const session = await page.request.get('/api/session');
  return { 'x-csrf-token': ((await session.json()) as { data: { csrf_token: string } }).data.csrf_token };
}

/** Plans the cart for the first offered pickup time that `fits` (a real slot of the store's own hours). */
async function planCart(
  page: Page,
  id: string,
  headers: Record<string, string>,
  fits: (hhmm: string) => boolean,
): Promise<void> {
  const first = ((await (await page.request.get(`/api/carts/${id}/times`)).json()) as Times).data;
  let wanted: string | undefined;
  for (const day of first.days) {
    const { times } = ((await (await page.request.get(`/api/carts/${id}/times?day=${day}`)).json()) as Times).data;
    wanted = times.find((t) => fits(t.slice(9)));
    if (wanted) break;
  }
  expect(wanted, 'an offered pickup time').toBeDefined();
  const timed = await page.request.put(`/api/carts/${id}/time`, { headers, data: { mode: 'advance', wanted } });
  expect(timed.ok()).toBe(true);
}

/** A cart for MID planned for the afternoon (after Breakfast), stored as the page's cart. */
async function cartPlannedAfterBreakfast(page: Page, withItemFirst = false): Promise<string> {
  const headers = await csrfHeaders(page);
  const created = await page.request.post('/api/carts', { headers, data: { menu_id: MID } });
  expect(created.ok()).toBe(true);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  if (withItemFirst) {
    // Added while the order is planned for breakfast time; the afternoon time comes after.
    await planCart(page, id, headers, (t) => t >= '06:00' && t < '10:00');
    const added = await page.request.post(`/api/carts/${id}/products/quick-add`, {
      headers,
      data: { product_id: 'p-breakfast-potatoes', quantity: 1 },
    });
    expect(added.ok()).toBe(true);
  }
  await planCart(page, id, headers, (t) => t >= '11:00');
  await page.evaluate((cartId) => localStorage.setItem('larkspur.cart', cartId), id);
  return id;
}

test('a refused Quick Add is shown in the viewport, announced, in customer words', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `/menu/${MID}`);
  const cartId = await cartPlannedAfterBreakfast(page);
  await page.reload();

  const quickAdd = page.getByRole('button', { name: `Quick Add ${ITEM}` });
  await quickAdd.scrollIntoViewIfNeeded();
  // Deep in the menu: the global banner's place at the top of the page is out of view.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(844);
  await quickAdd.click();

  const refusal = page.getByTestId('add-refused-alert');
  await expect(refusal).toHaveText(`${ITEM} is served during Breakfast 5:00–10:30 AM only`);
  await expect(refusal).toBeInViewport({ ratio: 1 });
  // Announced: inside the always-present role=alert region.
  await expect(page.getByRole('alert').filter({ has: refusal })).toHaveCount(1);
  // Shown once: not also in the banner at the top, and nothing was added.
  await expect(page.locator('[role=alert]').filter({ hasText: 'Dismiss' }).filter({ hasNot: refusal })).toHaveCount(0);
  const cart = (await (await page.request.get(`/api/carts/${cartId}`)).json()) as { data: { products: unknown[] } };
  expect(cart.data.products).toEqual([]);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'artifacts/screenshots/add-refusal-390.png' });
  // Wider screens: the same place as the added alert, under the header.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(refusal).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'artifacts/screenshots/add-refusal-1280.png' });

  // It stays until dismissed (an error that leaves on its own can be missed).
  await refusal.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refusal).toHaveCount(0);
});

test('a refusal in the global banner shows in the viewport however far the page is scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `/menu/${MID}`);
  await cartPlannedAfterBreakfast(page, true);
  await page.reload();
  await page.getByRole('button', { name: `Quick Add ${ITEM}` }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(844);

  // The bag's own calls keep the banner (the drawer would cover the added alert).
  // Scrolled on a phone, the bag button can ride in the sub-header instead of the header: whichever shows.
  await page
    .getByRole('button', { name: /^My Bag, 1 item/ })
    .locator('visible=true')
    .click();
  const bag = page.getByRole('dialog', { name: 'Your Bag' });
  await bag.getByRole('button', { name: `Increase quantity of ${ITEM}` }).click();
  const banner = page
    .getByRole('alert')
    .filter({ hasText: `${ITEM} is served during Breakfast 5:00–10:30 AM only` })
    .filter({ has: page.getByRole('button', { name: 'Dismiss' }) });
  await expect(banner).toBeInViewport({ ratio: 1 });
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'artifacts/screenshots/add-refusal-banner-390.png' });
});
