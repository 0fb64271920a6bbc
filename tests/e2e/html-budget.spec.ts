import { expect, test } from './support/fixtures.ts';

/**
 * HTML budget of the menu page (issue 18, decision 327): the anonymous visitor's `/menu/10101`,
 * the page cache's copy (decision 253: hydration data and markup together),
 * at most 100 KB of raw HTML — the uncompressed bytes of the response body. A size, not a timing:
 * the same build and seed give the same bytes on any machine.
 */
const BUDGETS_KB: Record<string, number> = {
  '/menu/10101': 100,
};

for (const [path, budget] of Object.entries(BUDGETS_KB)) {
  test(`the anonymous HTML of ${path} stays within ${budget} KB`, async ({ baseURL }) => {
    // No cookie: the anonymous page cache answers (the copy it keeps, on a miss as on a hit).
    const response = await fetch(new URL(path, baseURL).href, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, /);
    // fetch undoes any content encoding: these are the raw HTML bytes.
    const bytes = (await response.arrayBuffer()).byteLength;
    expect(bytes / 1024, `${bytes} B`).toBeLessThanOrEqual(budget);
  });
}
