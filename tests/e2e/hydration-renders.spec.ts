import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 18, decision 349: once a page has hydrated, nothing the visitor did not do renders the
 * layout's chrome again. React keeps a host element's props on its DOM node and puts a new object
 * there each time the element is rendered again, so the props of the footer and of the main
 * navigation are read at every React commit, through the hook React offers its DevTools (a
 * stand-in is installed before the page's scripts). Counted in commits, not time: before this, the
 * first scroll measurement and the bag's first load each rendered the whole layout again, one
 * long task on a slow phone.
 */
declare global {
  interface Window {
    __commits: { footer: object | null; nav: object | null }[];
  }
}

const PAGES = ['/', '/menu/10101', '/menu/10101/product/turkey-avocado-club', '/about'];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const propsOf = (selector: string): object | null => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
      return key ? ((element as unknown as Record<string, object>)[key] ?? null) : null;
    };
    window.__commits = [];
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: () =>
        window.__commits.push({ footer: propsOf('#site-footer'), nav: propsOf('nav[aria-label="Main"]') }),
    };
  });
});

/** How many different props objects an element had over the commits so far (1: rendered once, at hydration). */
const renders = (page: Page, element: 'footer' | 'nav') =>
  page.evaluate((which) => new Set(window.__commits.map((c) => c[which]).filter(Boolean)).size, element);

for (const path of PAGES) {
  test(`after hydration nothing renders the chrome of ${path} again until the visitor acts`, async ({ page }) => {
    await page.goto(path);
    // Everything the page does by itself: the deferred code, the bag's first load, the measurement.
    await expect(page.getByTestId('progress-bar')).toHaveAttribute('data-phase', 'idle');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(await page.evaluate(() => window.__commits.length)).toBeGreaterThan(1);
    expect(await renders(page, 'footer')).toBe(1);
    expect(await renders(page, 'nav')).toBe(1);

    // Scrolling re-renders only what follows the scroll position (the header when it leaves the top).
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 0);
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(await renders(page, 'footer')).toBe(1);
  });
}
