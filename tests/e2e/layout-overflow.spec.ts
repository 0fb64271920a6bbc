import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, keepScreenshot, test, visit } from './support/fixtures.ts';
import { addCroissants, csrf, freshEmail, MID, signInByApi, signUpByApi } from './support/checkout-helpers.ts';
import { findLayoutProblems } from './support/layout-audit.ts';
import { memberWithOrder } from './support/member-order.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';

/**
 * Issue 15 §8: every route of src/web/routes.ts at 390 and 1280 px, signed out, signed in, with
 * a bag and in a group order (feature flag on, own server), fails on horizontal overflow or on
 * text clipped by its container, and saves a screenshot of each page and state under
 * artifacts/screens/ to be looked at. The overlays the issue names (bag drawer, Order Summary,
 * group invite) are audited too.
 */
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [390, 1280] as const;
const LOCATION_PATH = '/locations/ma/boston/214-newbury-street';

/** One path per route module of src/web/routes.ts (with real ids), plus each account section. */
function routes(orderId: string | null): string[] {
  return [
    '/',
    '/404',
    '/icons',
    '/typography',
    '/menu',
    '/menu/category/croissants',
    `/menu/${MID}`,
    `/menu/${MID}/category/croissants`,
    `/menu/${MID}/product/turkey-avocado-club`,
    '/menu?product=celebration-cake',
    '/locations',
    '/locations/ma',
    '/locations/ma/boston',
    LOCATION_PATH,
    '/account',
    ...['general', 'password', 'communication', 'favorites', 'addresses', 'orders', 'gift-cards'].map(
      (s) => `/account?section=${s}`,
    ),
    '/order',
    '/order/checkout',
    orderId ? `/order/confirm/${orderId}` : '/order/confirm/00000000-0000-4000-8000-000000000000',
    '/about',
    '/faq',
    '/catering',
    '/no-such-page-here',
    '/account/signin',
    '/account/signup',
    '/account/forgotpassword',
    '/account/forgotpasswordsuccess',
    '/account/resetpassword?token=not-a-real-token',
    '/account/verifyemail?token=not-a-real-verification-token',
    '/account/deleteaccount',
    '/account/oauthcallback?code=abc',
    '/account/no-such-page',
    '/app/signin',
    '/app/checkout',
    orderId ? `/app/confirm?oid=${orderId}` : '/app/confirm',
    `/app/testcheckout?menu=${MID}`,
  ];
}

// Order ids are left out of file names, so each run overwrites the same screenshots.
const slug = (path: string) =>
  path
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'id')
    .replace(/^\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/-$/, '') || 'home';

/**
 * A map shows its server-drawn picture until Leaflet has loaded after hydration (decision 201);
 * that picture is cropped to the box like a photo, and its lettering at the crop edge read as cut
 * text whenever the audit came first (CI, a loaded machine). Audit the page once it has settled.
 */
async function liveMapsLoaded(page: Page) {
  // A store page's map waits for the guest to reach for it (decision 352): reach, as a keyboard would.
  for (const frame of await page.locator('[data-live="on-reach"]').all()) await frame.focus();
  for (const frame of await page.locator('[data-live]').all()) await expect(frame).toHaveAttribute('data-live', 'true');
}

/** Loads each path at each width, saves its screenshot and collects its layout problems. */
async function auditRoutes(page: Page, base: string, state: string, paths: string[]): Promise<string[]> {
  mkdirSync(`artifacts/screens/${state}`, { recursive: true });
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const path of paths) {
      await visit(page, `${base}${path}`);
      await liveMapsLoaded(page);
      await keepScreenshot(page, `artifacts/screens/${state}/${slug(path)}-${width}.png`);
      for (const p of await findLayoutProblems(page))
        found.push(`${width} ${path} → ${page.url().replace(base, '')}: ${p.kind} ${p.where} (${p.detail})`);
    }
  }
  return found;
}

/** An overlay (drawer, dialog) as the person sees it: viewport screenshot and audit. */
async function auditOverlay(page: Page, state: string, name: string, width: number): Promise<string[]> {
  await keepScreenshot(page, `artifacts/screens/${state}/${name}-${width}.png`, false);
  return (await findLayoutProblems(page)).map((p) => `${width} overlay ${name}: ${p.kind} ${p.where} (${p.detail})`);
}

test('signed out: every route at 390 and 1280 has no overflow or clipped text', async ({ page, baseURL }) => {
  test.setTimeout(600_000);
  const found = await auditRoutes(page, baseURL ?? '', 'signed-out', routes(null));
  expect(found).toEqual([]);
});

test('with a bag: every route, and the open bag drawer, have no overflow or clipped text', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const base = baseURL ?? '';
  await addCroissants(page, base, 2);
  const found = await auditRoutes(page, base, 'with-bag', routes(null));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await visit(page, `${base}/menu/${MID}`);
    // The bag's count once the stored cart has loaded (until then the header's button says 0 items).
    await page
      .getByRole('button', { name: /^My Bag, [1-9]/ })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Your Bag' }).getByTestId('cart-line').first()).toBeVisible();
    found.push(...(await auditOverlay(page, 'with-bag', 'bag-drawer', width)));
    await expectNoSeriousAxeViolations(page);
  }
  expect(found).toEqual([]);
});

test('signed in: every route, the confirmation and the Order Summary modal, have no overflow or clipped text', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const base = baseURL ?? '';
  const orderId = await memberWithOrder(page, base);
  const found = await auditRoutes(page, base, 'signed-in', routes(orderId));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await visit(page, `${base}/account?section=orders`);
    await page
      .getByRole('button', { name: /^View order/i })
      .first()
      .click();
    const summary = page.getByRole('dialog', { name: 'Order Summary' });
    await expect(summary.getByRole('button', { name: 'Order Again' })).toBeVisible();
    found.push(...(await auditOverlay(page, 'signed-in', 'order-summary', width)));
    await expectNoSeriousAxeViolations(page);
    await summary.getByRole('button', { name: 'Close' }).last().click();
  }
  expect(found).toEqual([]);
});

test.describe('group order (feature flag on)', () => {
  let server: SpawnedServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await spawnServer(3521 + (test.info().parallelIndex % 4), {
      FEATURE_GROUP_ORDER: 'true',
      ACCOUNT_LIMIT_PER_IP: '1000',
      RATE_LIMIT_PER_MINUTE: '10000',
      GROUP_JOINS_PER_IP: '1000',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  test('in a group: every route and the invite have no overflow or clipped text', async ({ page, browser }) => {
    test.setTimeout(600_000);
    const base = server.url;
    const email = freshEmail('screens-host');
    await signUpByApi(page, base, email, 'Jo');
    await signInByApi(page, base, email);
    const created = await page.request.post(`${base}/api/group-orders`, {
      data: { menu_id: MID, deadline: new Date(Date.now() + 120 * 60_000).toISOString(), payment_type: 'host' },
      headers: { 'x-csrf-token': await csrf(page, base) },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const group = ((await created.json()) as { data: { id: string } }).data;
    await visit(page, `${base}/?group=${group.id}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('larkspur.group'))).toBe(group.id);
    await addCroissants(page, base);
    const found = await auditRoutes(page, base, 'group', routes(null));

    // The invite a participant sees ("Join Jo Baker's Group Order" was cut at 390).
    const guest = await browser.newContext();
    const other = await guest.newPage();
    for (const width of WIDTHS) {
      await other.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await visit(other, `${base}/?group=${group.id}`);
      await expect(other.getByRole('dialog', { name: "Join Jo Baker's Group Order" })).toBeVisible();
      found.push(...(await auditOverlay(other, 'group', 'invite', width)));
      await expectNoSeriousAxeViolations(other);
    }
    await guest.close();
    expect(found).toEqual([]);
  });
});

test('the audit finds each defect it is meant to find (a page too wide, cut text, a title under its close button)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(`
    <main>
      <div style="width: 405px">Order Confirmation</div>
      <p style="width: 120px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">Join Jo Baker's Group Order</p>
      <div style="position: fixed; top: 100px; left: 20px; width: 300px; padding: 16px; background: white">
        <h2 style="margin: 0; font-size: 24px">Join Jo Baker's Group Order</h2>
        <button style="position: absolute; top: 8px; right: 8px; width: 120px; height: 44px">Close</button>
      </div>
      <a href="#x" style="position: absolute; top: -100px">Skip to main content</a>
    </main>`);
  const kinds = (await findLayoutProblems(page)).map((p) => `${p.kind} ${p.where}`);
  expect(kinds.some((k) => k.startsWith('page-overflow') && k.includes('Order Confirmation'))).toBe(true);
  expect(kinds.some((k) => k.startsWith('clipped-text p'))).toBe(true);
  expect(kinds.some((k) => k.startsWith('covered-text h2'))).toBe(true);
  // Hidden until focused is not a defect.
  expect(kinds.some((k) => k.includes('Skip to main content'))).toBe(false);
});
