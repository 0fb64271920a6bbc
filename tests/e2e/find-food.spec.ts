import type { Page } from '@playwright/test';
import { allergensNamedIn } from '../../src/domain/menu/allergens.ts';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { DESKTOP, PHONE, screenshotsAt } from './support/screenshots.ts';

/**
 * Finding food (issue 42 items 1, 2, 10 and the map labels of 15): stores by neighbourhood with
 * suggestions while typing, allergens that filter out, a forgiving menu search, map labels that
 * neither overlap nor run off the map.
 */
const HEIGHT: Record<number, number> = { [PHONE]: 844, [DESKTOP]: 800 };
// Many searches and screenshots per test on a shared machine.
test.describe.configure({ timeout: 120_000 });
/** Screenshots at this width only, and the page left at it. */
async function shot(page: Page, name: string, width: number, fullPage = false) {
  await screenshotsAt(page, name, { widths: [width], fullPage });
  await page.setViewportSize({ width, height: HEIGHT[width]! });
}
const firstStore = (page: Page) => page.getByRole('article').first().getByRole('heading', { level: 3 });

for (const width of [PHONE, DESKTOP]) {
  test(`store search at ${width}: "Back Bay", "Back Bay, Boston" and "Backbay" find Back Bay first`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: HEIGHT[width]! });
    await visit(page, '/locations');
    const box = page.getByRole('combobox', { name: /Find a location/ });

    // Suggestions while typing: the store is offered first, chosen by keyboard.
    await box.fill('Back Bay');
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect(first).toHaveText('Back Bay, Boston, MA');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'find-food-suggestions', width);
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: /locations near Back Bay, Boston, MA/ })).toBeFocused();
    await expect(firstStore(page)).toHaveText('Back Bay');

    // Typed and submitted without a suggestion, a typo or run together.
    for (const typed of ['Back Bay, Boston', 'Backbay', 'Bak Bay']) {
      const field = page.getByRole('combobox', { name: /Find a location/ });
      await field.fill(typed);
      await field.press('Enter');
      await expect(page).toHaveURL(`/locations?q=${encodeURIComponent(typed).replace(/%20/g, '+')}`);
      await expect(page.getByRole('heading', { level: 2, name: /locations near Back Bay, Boston, MA/ })).toBeVisible();
      await expect(firstStore(page), typed).toHaveText('Back Bay');
    }
    await expect(page.getByText(/We could not find/)).toHaveCount(0);
    await shot(page, 'find-food-back-bay', width, true);
  });
}

test('a neighbourhood without a store of its name lists its nearest store first; "Boston" lists Boston first', async ({
  page,
}) => {
  await visit(page, '/locations?q=Fenway');
  await expect(page.getByRole('heading', { level: 2, name: /locations near Fenway, Boston, MA/ })).toBeVisible();
  // Fenway's nearest stores are Coolidge Corner and Back Bay, a mile or so either way.
  await expect(firstStore(page)).toHaveText(/Coolidge Corner|Back Bay/);

  await visit(page, '/locations?q=Boston');
  const names = await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
  expect(names.slice(0, 4)).toEqual(['Back Bay', 'Beacon Hill', 'Seaport', 'South End']);
  await expectNoSeriousAxeViolations(page);
});

test('"No dairy" leaves out every product whose tags or description name dairy', async ({ page }) => {
  await visit(page, '/menu/10101');
  await page.getByText('Dietary Filters').click();
  // Preferences filter for a property; the allergens group has its own labels.
  await expect(page.getByRole('group', { name: 'Dietary preferences' }).getByRole('checkbox')).toHaveCount(6);
  await expect(
    page.getByRole('group', { name: 'Dietary preferences' }).getByRole('checkbox', { name: 'Dairy' }),
  ).toHaveCount(0);
  await page.getByRole('group', { name: 'Allergens' }).getByRole('checkbox', { name: 'No dairy' }).check();
  const results = page.getByRole('region', { name: /items? found/ });
  await expect(results).toBeVisible();
  await expect(results.getByRole('heading', { level: 2, name: /items? found/ })).toBeVisible();
  const cards = await results.getByRole('article').evaluateAll((articles) =>
    articles.map((a) => ({
      text: a.textContent ?? '',
      tags: [...a.querySelectorAll('[aria-label="Dietary"] li')].map((li) => li.textContent?.trim() ?? ''),
    })),
  );
  expect(cards.length).toBeGreaterThan(10);
  for (const card of cards) {
    expect(card.tags, card.text).not.toContain('Dairy');
    expect(allergensNamedIn(card.text), card.text).not.toContain('dairy');
  }
  // Known offenders of the walk-through are gone.
  for (const gone of ['Avocado & Egg White Wrap', 'Shakshuka', 'Two Eggs Any Style', 'Red Wine Braised Short Rib'])
    await expect(results.getByRole('heading', { name: gone })).toHaveCount(0);
  await expect(page).toHaveURL(/avoid=dairy|\/menu\/10101/);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'find-food-no-dairy');
});

test('a typo finds the dish with a "Did you mean" line; "gluten free" finds the gluten-free tag', async ({ page }) => {
  await visit(page, '/menu/10101');
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  await search.fill('croisant');
  const results = page.getByRole('region', { name: /items? found for “croissant”/ });
  await expect(results.getByRole('heading', { name: 'Butter Croissant' })).toBeVisible();
  await expect(results.getByText(/No menu items match “croisant”\. Did you mean/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'find-food-did-you-mean', { fullPage: false });
  await results.getByRole('button', { name: 'croissant', exact: true }).click();
  await expect(search).toHaveValue('croissant');
  await expect(page.getByText(/Did you mean/)).toHaveCount(0);

  await search.fill('gluten free');
  const tagged = page.getByRole('region', { name: /items? found for “gluten free”/ });
  await expect(tagged.getByRole('article').first()).toBeVisible();
  const tags = await tagged
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map((a) => [...a.querySelectorAll('[aria-label="Dietary"] li')].map((li) => li.textContent?.trim())),
    );
  for (const list of tags) expect(list).toContain('Gluten-free');
});

for (const width of [PHONE, DESKTOP]) {
  test(`locations map at ${width}: place names neither overlap one another or a pin nor run off the map`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: HEIGHT[width]! });
    await visit(page, '/locations?q=Boston%2C%20MA&view=map');
    const map = page.getByRole('group', { name: /^Map of 12 locations near Boston, MA/ });
    await expect(map.locator('[data-testid="map-pin"]')).toHaveCount(12);
    await expect.poll(() => map.locator('span[data-place]').count()).toBeGreaterThan(0);
    const check = async () => {
      const found = await map.evaluate((container) => {
        const frame = container.getBoundingClientRect();
        const box = (el: Element) => el.getBoundingClientRect();
        const labels = [...container.querySelectorAll('.leaflet-pane span[data-place]')]
          .filter((el) => el.getAttribute('data-place') !== 'none' && (el as HTMLElement).offsetWidth > 0)
          .map((el) => ({ name: el.textContent ?? '', r: box(el) }));
        const pins = [...container.querySelectorAll('[data-testid="map-pin"]')].map(box);
        const meets = (a: DOMRect, b: DOMRect) =>
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const problems: string[] = [];
        for (const [i, a] of labels.entries()) {
          if (a.r.left < frame.left || a.r.right > frame.right || a.r.top < frame.top || a.r.bottom > frame.bottom)
            problems.push(`${a.name} runs off the map`);
          if (pins.some((p) => meets(a.r, p))) problems.push(`${a.name} lies under a pin`);
          for (const b of labels.slice(i + 1)) if (meets(a.r, b.r)) problems.push(`${a.name} overlaps ${b.name}`);
        }
        return { shown: labels.map((l) => l.name), problems };
      });
      expect(found.problems).toEqual([]);
      return found.shown;
    };
    // Names crowded out by the pins at metro scale (most of them on a phone) come back as the map zooms in.
    const before = (await check()).length;
    expect(before).toBeGreaterThan(width === PHONE ? 0 : 5);
    await shot(page, 'find-food-map', width);
    const zoom = Number(await map.getAttribute('data-zoom'));
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await expect(map).toHaveAttribute('data-zoom', String(zoom + 1));
    if (width === PHONE) await expect.poll(async () => (await check()).length).toBeGreaterThan(before);
    else await expect.poll(check).toContain('Cambridge');
    await shot(page, 'find-food-map-zoomed', width);
  });
}
