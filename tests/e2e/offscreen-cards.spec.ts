import { chromium, type Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { MID } from './support/checkout-helpers.ts';

/**
 * Decision 354: the menu's product cards and the footer are laid out and painted only near the
 * viewport (`content-visibility: auto`). What a person must not notice: a card below the fold is
 * still in the accessibility tree, it is drawn at its real height when scrolled to, and nothing on
 * screen moves while the page is scrolled through (no layout shift).
 */

/** For each card of the shown panel: its name, whether it is rendered, and its height. */
const cardStates = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('article')]
      .filter((card) => !card.closest('[hidden]'))
      .map((card) => ({
        name: card.querySelector('h3')?.textContent ?? '',
        rendered: card.querySelector('h3')!.checkVisibility({ contentVisibilityAuto: true }),
        height: Math.round(card.getBoundingClientRect().height),
      })),
  );

test('a phone menu lays out only the cards near the screen; the rest draw at their height when reached, with no shift', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `/menu/${MID}`);
  const before = await cardStates(page);
  expect(before.length).toBeGreaterThan(8);
  expect(before[0]!.rendered).toBe(true);
  const last = before.at(-1)!;
  expect(last.rendered).toBe(false);
  expect(
    await page.evaluate(() =>
      document.querySelector('#site-footer a')!.checkVisibility({ contentVisibilityAuto: true }),
    ),
  ).toBe(false);

  // Scroll down the page as a thumb would, recording every layout shift on screen.
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
  const drawn = new Set<string>();
  for (let i = 0; i < 40; i++) {
    await page.mouse.wheel(0, 300);
    // The frame after the wheel: a card that entered the margin around the screen is drawn in it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const card of await cardStates(page)) if (card.rendered) drawn.add(card.name);
    if (await page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 1)) break;
  }
  expect(before.filter((card) => !drawn.has(card.name))).toEqual([]);
  // Cards scrolled past are skipped again but keep the height they were drawn at, not the
  // estimate (180 px on a phone): the taller ones (two-line names, badges) show it.
  const after = await cardStates(page);
  expect(after.filter((card) => card.height > 180).length).toBeGreaterThan(0);
  await expect(page.locator('#site-footer')).toBeInViewport();
  expect(
    await page.evaluate(() =>
      document.querySelector('#site-footer a')!.checkVisibility({ contentVisibilityAuto: true }),
    ),
  ).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0)),
  ).toBeLessThan(0.01);
  await expectNoSeriousAxeViolations(page);

  // Back up to the top with the keyboard: the first card is where it was.
  await page.keyboard.press('Home');
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  expect((await cardStates(page))[0]!.rendered).toBe(true);
});

test('with a screen reader on, the cards below the fold are headings and links in the accessibility tree', async ({
  baseURL,
}) => {
  // Chromium builds its whole accessibility tree (what a screen reader reads) only when one runs;
  // the flag is how a test asks for that mode. DevTools' partial tree leaves skipped content out.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--force-renderer-accessibility'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, baseURL });
    await visit(page, `/menu/${MID}`);
    const names = (await cardStates(page)).map((card) => card.name);
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value?: string }; name?: { value?: string }; ignored?: boolean }[];
    };
    const named = (role: string) =>
      new Set(nodes.filter((n) => !n.ignored && n.role?.value === role).map((n) => n.name?.value));
    const headings = named('heading');
    const links = named('link');
    expect(names.filter((name) => !headings.has(name) || !links.has(name))).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('a jump link to a later category lands on its heading though the cards above it were never drawn', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `/menu/${MID}`);
  const jump = page
    .getByRole('navigation', { name: /categories$/ })
    .filter({ visible: true })
    .getByRole('link')
    .last();
  const name = (await jump.textContent())!.trim();
  await jump.click();
  const heading = page.getByRole('heading', { name, level: 2 });
  await expect(heading).toBeInViewport();
  // The drawn cards around the heading do not push it off screen a frame later.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(heading).toBeInViewport();
});
