import { createServer, type Server } from 'node:http';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';
import { signInByApi, signUpByApi } from './support/checkout-helpers.ts';

/**
 * Issue 15 §2 "The map is not a map" (decision 201): Leaflet over the embedded basemap, zoom,
 * 44 px pins that never lie under one another, pins and list cards that follow each other,
 * maps on the store, city and state pages, and the offline default that is never empty.
 */
const liveMap = (page: Page, name: RegExp) => page.getByRole('group', { name });
const pins = (map: Locator) => map.locator('[data-testid="map-pin"]');
/** A store page's map is a picture until the guest reaches for it (decision 352): here a pointer moves over it. */
const reachForMap = (page: Page, name: RegExp) => liveMap(page, name).hover();

/** Every request that leaves the app's own origin (the embedded map needs none). */
function outsideRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:') urls.push(r.url());
  });
  return urls;
}

async function expectPinsApartAndTappable(map: Locator) {
  const found = await pins(map).evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      const x = r.x + r.width / 2;
      const y = r.y + r.height / 2;
      // What a tap at the pin's centre lands on: the pin itself, or something covering it.
      const hit = document.elementFromPoint(x, y);
      return { x, y, width: r.width, height: r.height, hitsItself: hit === e || e.contains(hit) };
    }),
  );
  expect(found.length).toBeGreaterThan(1);
  for (const p of found) {
    expect(p.width).toBeGreaterThanOrEqual(44);
    expect(p.height).toBeGreaterThanOrEqual(44);
    expect(p.hitsItself).toBe(true);
  }
  // Round 44 px pins: centres at least 44 px apart never overlap.
  for (let i = 0; i < found.length; i++) {
    for (let j = i + 1; j < found.length; j++) {
      expect(
        Math.hypot(found[i]!.x - found[j]!.x, found[i]!.y - found[j]!.y),
        `pins ${i} and ${j} overlap`,
      ).toBeGreaterThanOrEqual(44);
    }
  }
}

for (const width of [390, 1280]) {
  test(`locations map at ${width}: zoom, 44 px pins (Back Bay beside Kendall Square), linked to the list, offline, axe clean`, async ({
    page,
  }) => {
    const outside = outsideRequests(page);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await visit(page, '/locations?q=Boston%2C%20MA&view=map');
    const map = liveMap(page, /^Map of 12 locations near Boston, MA/);
    await expect(map).toBeVisible();
    // The embedded basemap: county lines and place names, drawn from packaged data.
    await expect.poll(() => map.locator('.leaflet-overlay-pane path').count()).toBeGreaterThan(10);
    await expect(
      map.locator('.leaflet-marker-pane, .leaflet-pane').getByText('Cambridge', { exact: true }).first(),
    ).toBeAttached();

    // Zoom controls work.
    const zoomIn = map.getByRole('button', { name: 'Zoom in' });
    await expect(zoomIn).toBeVisible();
    const before = Number(await map.getAttribute('data-zoom'));
    await zoomIn.click();
    await expect(map).toHaveAttribute('data-zoom', String(before + 1));
    await map.getByRole('button', { name: 'Zoom out' }).click();
    await expect(map).toHaveAttribute('data-zoom', String(before));

    // Every pin is a 44 px target that nothing covers; the two Cambridge/Back Bay pins included.
    await expect(pins(map)).toHaveCount(12);
    await expectPinsApartAndTappable(map);
    for (const name of ['Back Bay, 214 Newbury Street', 'Kendall Square, 325 Main Street']) {
      const pin = map.getByRole('button', { name: new RegExp(`^${name}`) });
      await pin.click();
      await expect(pin).toHaveAttribute('aria-pressed', 'true');
      const store = name.split(',')[0]!;
      await expect(page.locator('article[data-highlighted]')).toHaveCount(1);
      await expect(page.locator('article[data-highlighted]').getByRole('heading', { name: store })).toBeVisible();
    }

    // Keyboard: Tab from the results heading reaches the pins; focusing one highlights its card.
    await page.getByRole('heading', { level: 2, name: /12 locations near Boston, MA/ }).focus();
    let focusedPin: string | null = null;
    for (let i = 0; i < 40 && !focusedPin; i++) {
      await page.keyboard.press('Tab');
      focusedPin = await page.evaluate(() =>
        document.activeElement?.getAttribute('data-testid') === 'map-pin'
          ? document.activeElement.getAttribute('aria-label')
          : null,
      );
    }
    expect(focusedPin).not.toBeNull();
    const focusedStore = focusedPin!.split(',')[0]!;
    await expect(page.locator('article[data-highlighted]').getByRole('heading', { name: focusedStore })).toBeVisible();
    // And the other way: focus in a card marks its pin.
    await page.getByRole('link', { name: 'Start Order at Seaport' }).focus();
    await expect(map.getByRole('button', { name: /^Seaport, 120 Seaport Boulevard/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `artifacts/screenshots/locations-map-live-${width}.png` });
    expect(outside).toEqual([]);
  });
}

test('store, city and state pages show the map with their pins', async ({ page }) => {
  await visit(page, '/locations/ma/boston/214-newbury-street');
  await reachForMap(page, /^Map showing Back Bay/);
  await expect(page.locator('[data-live]')).toHaveAttribute('data-live', 'true');
  const store = liveMap(page, /^Map showing Back Bay/);
  await expect(store).toBeVisible();
  await expect(pins(store)).toHaveCount(1);
  await expect(store.getByRole('img', { name: /^Back Bay, 214 Newbury Street/ })).toBeAttached();
  await expect.poll(() => store.locator('.leaflet-overlay-pane path').count()).toBeGreaterThan(0);
  await expectNoSeriousAxeViolations(page);

  await visit(page, '/locations/ma/cambridge');
  const city = liveMap(page, /^Map of 2 locations in Cambridge, MA/);
  await expect(pins(city)).toHaveCount(2);
  await city.getByRole('button', { name: /^Harvard Square/ }).click();
  await expect(
    page.locator('article[data-highlighted]').getByRole('heading', { name: 'Harvard Square' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await visit(page, '/locations/dc');
  const state = liveMap(page, /^Map of 4 locations in District of Columbia/);
  await expect(pins(state)).toHaveCount(4);
  await expectPinsApartAndTappable(state);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'artifacts/screenshots/locations-state-map-1280.png' });
  await state.getByRole('link', { name: /^Georgetown, 1345 Wisconsin Avenue NW/ }).click();
  await expect(page).toHaveURL(/\/locations\/dc\/washington\/1345-wisconsin-avenue-nw$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Georgetown' })).toBeVisible();
});

test('a store page shows the picture until the guest reaches for the map by keyboard or touch (decision 352)', async ({
  page,
  browser,
}) => {
  // Leaflet and the basemap are what the store page no longer loads by itself.
  const mapLoads: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/map\/basemap|\/assets\/leaflet-map-/.test(r.url())) mapLoads.push(r.url());
  });
  await visit(page, '/locations/ma/boston/214-newbury-street');
  await page.waitForLoadState('networkidle');
  const frame = page.locator('[data-live]');
  await expect(frame).toHaveAttribute('data-live', 'on-reach');
  await expect(page.getByRole('img', { name: /^Map showing Back Bay/ })).toBeVisible();
  expect(mapLoads).toEqual([]);
  await expectNoSeriousAxeViolations(page);

  // Keyboard: the picture is one tab stop after the store's links; focus goes on into the live map.
  await page.getByRole('link', { name: /^Special Order/ }).focus();
  // Stops on reaching it, or the map built since (which takes focus from the picture).
  for (let i = 0; i < 10 && !(await frame.evaluate((el) => el.contains(document.activeElement))); i++)
    await page.keyboard.press('Tab');
  // On the picture, or already in the map built since (it takes focus from the picture).
  expect(await frame.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expect(frame).toHaveAttribute('data-live', 'true');
  const live = page.locator('.leaflet-container');
  await expect(live).toBeFocused();
  await expect(liveMap(page, /^Map showing Back Bay/)).toHaveCount(1);
  expect(mapLoads.length).toBeGreaterThan(0);
  // Arrow keys pan the map it asked for.
  const panes = page.locator('.leaflet-map-pane');
  const before = await panes.getAttribute('style');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => panes.getAttribute('style')).not.toBe(before);
  await expectNoSeriousAxeViolations(page);

  // Touch: a phone's first tap on the picture brings the live map in.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const tapPage = await phone.newPage();
  await visit(tapPage, '/locations/ma/boston/214-newbury-street');
  await expect(tapPage.locator('[data-live]')).toHaveAttribute('data-live', 'on-reach');
  await tapPage.getByRole('img', { name: /^Map showing Back Bay/ }).tap();
  await expect(tapPage.locator('[data-live]')).toHaveAttribute('data-live', 'true');
  await expect(liveMap(tapPage, /^Map showing Back Bay/).getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await phone.close();
});

test('a member on a store page: the live map is built once and stays (decision 332)', async ({ page, baseURL }) => {
  const email = `map-${Date.now()}@larkspur.example`;
  await signUpByApi(page, baseURL!, email);
  await signInByApi(page, baseURL!, email);
  // Every Leaflet container the page ever makes: a re-render used to rebuild the map each time.
  await page.addInitScript(() => {
    // Counted by element: Leaflet makes its container of a box already in the page (decision 350).
    const w = window as unknown as { mapsBuilt: number };
    w.mapsBuilt = 0;
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.leaflet-container'))
        if (!seen.has(el)) {
          seen.add(el);
          w.mapsBuilt++;
        }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  await visit(page, '/locations/ma/boston/214-newbury-street');
  await reachForMap(page, /^Map showing Back Bay/);
  await expect(page.locator('[data-live="true"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-live="true"]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { mapsBuilt: number }).mapsBuilt)).toBe(1);
});

test('the offline default: with no network and before scripts, the map is drawn, never an empty box', async ({
  page,
  browser,
}) => {
  // The network beyond our server is gone: the live map still draws counties and labels.
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  await visit(page, '/locations/ma');
  const map = liveMap(page, /^Map of \d+ locations in Massachusetts/);
  await expect.poll(() => map.locator('.leaflet-overlay-pane path').count()).toBeGreaterThan(10);
  await expect(map.getByText('Lexington', { exact: true })).toBeAttached();

  // Without scripts: the server-drawn picture of the same basemap, with its pins and names.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto('/locations/ma/boston/214-newbury-street');
  const picture = bare.getByRole('img', { name: /^Map showing Back Bay/ });
  await expect(picture).toBeVisible();
  expect(await picture.locator('path').count()).toBeGreaterThan(3);
  await expect(picture.locator('text').filter({ hasText: 'Back Bay' }).first()).toBeAttached();
  const box = await picture.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(300);
  await context.close();
});

test.describe('a configured tile provider', () => {
  let server: SpawnedServer;
  let tiles: Server;
  const requested: string[] = [];
  const shift = Number(process.env.E2E_PORT ?? 3210) - 3210;
  const tilePort = 3472 + shift;
  // A 1 × 1 PNG: the browser scales it to the tile; what matters is who asked for it.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
    'base64',
  );
  test.beforeAll(async () => {
    // A second server seeds its own database: slower than a test's 30 s on a busy machine.
    test.setTimeout(120_000);
    tiles = createServer((req, res) => {
      requested.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    });
    await new Promise<void>((resolve) => tiles.listen(tilePort, '127.0.0.1', resolve));
    server = await spawnServer(3471, {
      MAP_TILE_URL: `http://127.0.0.1:${tilePort}/tiles/{z}/{x}/{y}.png`,
      MAP_TILE_ATTRIBUTION: '© Test Tiles contributors',
      RATE_LIMIT_PER_MINUTE: '10000',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    server?.cleanup();
    await new Promise((resolve) => tiles?.close(resolve));
  });

  test('draws the provider tiles with its credit, allowed by the page CSP', async ({ page }) => {
    const response = await page.goto(`${server.url}/locations/ma/boston/214-newbury-street`);
    expect(response?.headers()['content-security-policy']).toContain(
      `img-src 'self' data: blob: http://127.0.0.1:${tilePort}`,
    );
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await reachForMap(page, /^Map showing Back Bay/);
    const map = liveMap(page, /^Map showing Back Bay/);
    await expect(map.locator('img.leaflet-tile').first()).toBeAttached();
    await expect.poll(() => requested.filter((u) => /^\/tiles\/14\/\d+\/\d+\.png$/.test(u)).length).toBeGreaterThan(0);
    await expect(map.getByText('© Test Tiles contributors')).toBeVisible();
  });
});
