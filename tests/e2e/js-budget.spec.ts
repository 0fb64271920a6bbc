import { firstLoadJsGzipBytes } from '../../bench/lib/js-size.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * First-load JavaScript budgets (decision 290; issue 19 "the first-load JS budgets stay met"):
 * what a first visit downloads — the module scripts and preloads in the server's HTML and their
 * static imports, gzip -9 — from the production build the suite serves. A size, not a timing:
 * the same build gives the same bytes on any machine. Issue 38's floor: at most 150 KB on every
 * page (the query library is first-load code again, under its one root provider).
 */
const BUDGETS_KB: Record<string, number> = {
  '/': 150,
  '/menu/10101': 150,
  '/menu/10101/product/turkey-avocado-club': 150,
  '/locations/ma/boston/214-newbury-street': 150,
};

for (const [path, budget] of Object.entries(BUDGETS_KB)) {
  test(`first load of ${path} stays within ${budget} KB of gzip JavaScript`, async ({ baseURL }) => {
    const js = await firstLoadJsGzipBytes(baseURL!, path);
    expect(js.files).toBeGreaterThan(3);
    expect(js.bytes / 1024, `${js.files} files, ${js.bytes} B`).toBeLessThanOrEqual(budget);
  });
}
