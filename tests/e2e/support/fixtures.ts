import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page (WCAG 2.1 A/AA rules) and returns serious or critical violations.
 * The page is checked settled: hydration can switch on a class that animates (the sticky "Order
 * Now" fades in over 0.2 s once the page knows its scroll position), and a fade measured half-way
 * fails colour contrast (seen once in CI on /reservations). So: the hydration mark, two frames for
 * what its effects set to be drawn, then every finite animation and transition to its end.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await waitForHydration(page);
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise((drawn) => requestAnimationFrame(drawn));
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  // Injected through CDP-free evaluate so the page's CSP (no inline scripts) does not block it.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const violations = await seriousAxeViolations(page);
  expect(violations.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/** Resolves once React has hydrated the document (the root Layout sets the mark), so clicks reach handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Navigates like a person and waits for hydration. The `page` fixture below already waits on
 * goto and reload; this serves pages made outside it (a second browser context in one test).
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * A screenshot kept for a person to look at (artifacts/). CI keeps no artifacts anyone can open, so
 * there it is skipped: a full-page capture costs ~0.6 s of CPU and the layout audit takes hundreds.
 */
export async function keepScreenshot(page: Page, path: string, fullPage = true): Promise<void> {
  if (!process.env.CI) await page.screenshot({ path, fullPage });
}

/**
 * Screenshots at phone (390) and desktop (1280) widths (the test goes on at 1280 either way);
 * `fullPage: false` for drawers and popups, which a full-page shot shrinks.
 */
export async function screenshotBothWidths(page: Page, name: string, fullPage = true): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await keepScreenshot(page, `artifacts/screenshots/${name}-${width}.png`, fullPage);
  }
}

/**
 * `page.goto` and `page.reload` wait until React has hydrated (clicks before that would reach no handler), and
 * the test fails when the page logs a CSP violation or an uncaught error.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrated = async () => {
      if (javaScriptEnabled !== false) await waitForHydration(page);
    };
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated();
      return response;
    };
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy|Refused to/.test(msg.text())) errors.push(msg.text());
      });
      await use(errors);
      expect(errors, 'page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
