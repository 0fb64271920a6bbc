import { expect, test } from './support/fixtures.ts';

/**
 * Decision 338: a page's scripts come after its first paint (decision 331), so a phone shows the
 * menu's buttons before they have handlers. A tap in that moment is kept and made once the page
 * has hydrated, instead of doing nothing (found on a phone walk: Quick Add did nothing).
 */
const MID = '10101';

test('Quick Add tapped before the page is interactive adds the item, once, when it is', async ({
  browser,
}, testInfo) => {
  // Not the fixture's page: its goto waits for hydration, which is what this test holds back.
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(`/menu/${MID}/category/croissants`, { waitUntil: 'domcontentloaded' });
  const quickAdd = page.getByRole('button', { name: 'Quick Add Butter Croissant' });
  await quickAdd.click();
  await quickAdd.click(); // a second tap, since the first seemed to do nothing
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  expect(new URL(page.url()).pathname).toBe(`/menu/${MID}/category/croissants`);

  release();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // On a phone the bag's button is the sub-header's once the bag has something in it.
  const bagButton = page.getByTestId('sub-header').getByRole('button', { name: /^My Bag, / });
  await expect(bagButton).toHaveAccessibleName('My Bag, 1 item');
  await page.waitForLoadState('networkidle');
  await expect(bagButton).toHaveAccessibleName('My Bag, 1 item');
  await context.close();
});
