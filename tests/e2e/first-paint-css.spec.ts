import { createHash } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from './support/fixtures.ts';

/**
 * Decision 318: a cached page inlines only the rules its first paint can use and the browser
 * switches the whole stylesheets on afterwards (the font faces are only ever inline, decision 335). Before any script runs, every element must look
 * exactly as with the whole files (no element without its styles at first paint), at phone and
 * desktop widths; the CSP allows exactly that one inline style; after hydration the whole files
 * are on, without moving anything.
 */
const PAGES = [
  '/',
  '/menu/10101',
  '/menu/10101/product/turkey-avocado-club',
  '/locations/ma/boston/214-newbury-street',
];

/** Each element's box and the properties that decide its look, once the fonts have settled. */
async function snapshot(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const props = [
      'display',
      'position',
      'color',
      'background-color',
      'font-family',
      'font-size',
      'font-weight',
      'padding',
      'border-top-width',
      'border-radius',
      'gap',
      'visibility',
      'opacity',
      'z-index',
    ];
    return [...document.body.querySelectorAll('*')].map((el) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const rect = [box.x, box.y, box.width, box.height].map((n) => Math.round(n)).join(',');
      // Margins as computed (`auto` stays `auto`): Chromium's resolved value of an auto margin is
      // the used one, and it can read 0 after a font swap relaid the page out, while the box is right.
      const computed = el.computedStyleMap();
      const margin = ['top', 'right', 'bottom', 'left'].map((side) => String(computed.get(`margin-${side}`))).join(' ');
      return `${el.tagName}.${el.getAttribute('class') ?? ''} ${rect} ${props.map((p) => style.getPropertyValue(p)).join('|')}|${margin}`;
    });
  });
}

/**
 * The page as its HTML paints before any script (its inline rules), then the same page with the
 * inline rules swapped for the whole files.
 */
async function firstPaintAndWhole(browser: Browser, url: string, width: number): Promise<[string[], string[]]> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(url, { waitUntil: 'load' });
  const critical = await snapshot(page);
  await page.evaluate(async () => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')];
    const loaded = links.map((link) => new Promise((resolve) => link.addEventListener('load', resolve)));
    for (const link of links) link.disabled = false;
    await Promise.all(loaded);
    // The font faces stay: no stylesheet declares them but the inline one (decision 335).
    const critical = document.querySelector<HTMLStyleElement>('style[data-critical]')!.sheet!;
    for (let i = critical.cssRules.length - 1; i >= 0; i--)
      if (!(critical.cssRules[i] instanceof CSSFontFaceRule)) critical.deleteRule(i);
  });
  const whole = await snapshot(page);
  await context.close();
  return [critical, whole];
}

/**
 * The links are switched on (decision 318) and every stylesheet of the page is loaded; the
 * disabled link that only names the shell's file for Vite's preload (decision 336) stays off.
 */
async function expectWholeStylesheetsOn(page: Page) {
  const links = 'link[rel="stylesheet"]:not([data-names-for-preload])';
  await expect(page.locator(`${links}[disabled]`)).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(
        (selector) => [...document.querySelectorAll<HTMLLinkElement>(selector)].every((l) => l.sheet !== null),
        links,
      ),
    )
    .toBe(true);
}

for (const path of PAGES) {
  test(`the first paint of ${path} has every style of the whole files`, async ({ browser, baseURL }) => {
    const url = new URL(path, baseURL).href;
    for (const width of [390, 1280]) {
      const [critical, whole] = await firstPaintAndWhole(browser, url, width);
      expect(critical.length).toBeGreaterThan(50);
      expect(critical).toEqual(whole);
    }
  });
}

test('the CSP allows exactly the inline first-paint style, and the whole files come on after hydration', async ({
  page,
}) => {
  const response = await page.goto('/menu/10101');
  const html = await response!.text();
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  expect(styles).toHaveLength(1);
  expect(html).toContain('<style data-critical="">');
  const hash = createHash('sha256').update(styles[0]!).digest('base64');
  expect(response!.headers()['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}';`);
  // Decision 331: no script is fetched before the first paint; the module script asks for them after it.
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).toMatch(/<script type="module" async="">if\(document\.visibilityState==="visible"\)await new Promise/);
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => r.name.includes('/assets/') && r.name.endsWith('.js'))
      .map((r) => r.startTime),
  }));
  expect(timing.firstPaint).not.toBeNull();
  expect(timing.scripts.length).toBeGreaterThan(3);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint!);
  await expectWholeStylesheetsOn(page);
  await expectNoSeriousAxeViolations(page);
});

/** Every `@font-face` rule the document's stylesheets hold, as `family weight`. */
const fontFaceRules = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => `${rule.style.getPropertyValue('font-family')} ${rule.style.getPropertyValue('font-weight')}`),
    ),
  );

test('each brand font face is declared once, by the inline style, however many stylesheets come later (decision 335)', async ({
  page,
}) => {
  await page.goto('/');
  await expectWholeStylesheetsOn(page);
  // A lazy panel's code brings its CSS (and Vite's copies of the shared files) with it.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^My Bag/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Your Bag' })).toBeVisible();
  await expectWholeStylesheetsOn(page);
  // The shell's stylesheet is applied once: Vite's preload adds no copy of it (full-stylesheets.ts).
  const shellSheets = await page.evaluate(
    () => [...document.styleSheets].filter((sheet) => sheet.href?.includes('/assets/shell-')).length,
  );
  expect(shellSheets).toBe(1);
  const faces = await fontFaceRules(page);
  expect(faces).toHaveLength(9);
  expect(new Set(faces).size).toBe(9);
  // The brand faces themselves are in use: declared inline, fetched from the preloads.
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
  );
  expect(loaded).toEqual(expect.arrayContaining(['Fraunces', 'Source Sans 3']));
});
