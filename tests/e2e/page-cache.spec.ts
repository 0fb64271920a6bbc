import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from './support/fixtures.ts';
import { screenshotsAt } from './support/screenshots.ts';

/**
 * A menu page from the anonymous HTML cache hydrates, passes its
 * hash-based CSP (the fixture fails on any CSP violation in the console), and the guest's own
 * part — the bag count — comes from the browser after hydration without moving the layout.
 */
const PAGE = '/menu/10101/category/croissants';
/** What a shared cache in front keeps (a browser asks again each time: max-age=0). */
const SHARED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=30, stale-if-error=86400$/;
const cartButton = (page: Page, name: string | RegExp) => page.getByRole('banner').getByRole('button', { name });

test('a cached menu page hydrates, takes a guest’s bag and shows its count after a reload without layout shift', async ({
  page,
}) => {
  // Layout shifts from the first paint on (Playwright's init script is not subject to the page CSP).
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

  const first = await page.goto(PAGE);
  expect(first?.headers()['cache-control']).toMatch(SHARED);
  expect(first?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  await expect(cartButton(page, 'My Bag, 0 items')).toBeVisible();

  await page.getByRole('button', { name: 'Quick Add Butter Croissant' }).click();
  await expect(cartButton(page, 'My Bag, 1 item')).toBeVisible();

  // Now the guest has a session and a bag: the page still comes from the cache (nothing of the
  // visitor is in it); the count is filled in by the browser.
  const again = await page.reload();
  expect(again?.headers()['cache-control']).toMatch(SHARED);
  expect(again?.headers().etag).toBe(first?.headers().etag);
  await expect(cartButton(page, 'My Bag, 1 item')).toBeVisible();
  // Bounded, as in imagery.spec: the first paint can come before the brand fonts, and the
  // metric-matched fallback moves text by a sub-pixel amount (0.00009 seen, decision 318).
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.001);
  // The same on a phone, where the sub-header carries the store and the bag.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('sub-header').getByRole('button', { name: 'My Bag, 1 item' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.001);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The cached page carries no CSRF token: the first write fetches the session's and goes through.
  await page.getByRole('button', { name: 'Quick Add Pain au Chocolat' }).click();
  await expect(cartButton(page, 'My Bag, 2 items')).toBeVisible();

  // Keyboard: the bag opens from the header's cart button.
  await cartButton(page, 'My Bag, 2 items').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Your Bag' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Your Bag' })).toBeHidden();

  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'page-cache-menu-guest-bag', { fullPage: false });
});
