import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { addCroissants, freshEmail, signInByApi, signUpByApi } from './support/checkout-helpers.ts';
import { DESKTOP, PHONE, screenshotsAt } from './support/screenshots.ts';

/**
 * Issue 42 §4 (the first write succeeds first time, no console errors or CSP violations), §5
 * (errors with a way back: the site chrome, customer words, Retry) and §13 (Sign Out says so and
 * leaves no bag behind), in a real browser against the shared server.
 */

/** Everything the console or the network says went wrong on the page, from the first request on. */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  // Every CSP violation, the caught ones included (zod's eval probe was one): the page reports them.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return problems;
}

/** The bag button where the width puts it (the header at 1280, the sub-header on a phone). */
const bagButton = (page: Page, count: number) =>
  page
    .getByRole('button', { name: `My Bag, ${count} ${count === 1 ? 'item' : 'items'}` })
    .locator('visible=true')
    .first();

for (const width of [PHONE, DESKTOP]) {
  test(`add to bag from a cold load at ${width}: every write succeeds first time, no console error, no 4xx`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === PHONE ? 844 : 800 });
    const problems = watchProblems(page);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/')) writes.push(request.url());
    });
    await visit(page, '/menu/10101/category/croissants');
    await page.getByRole('button', { name: 'Quick Add Butter Croissant' }).click();
    await expect(bagButton(page, 1)).toBeVisible();
    // The bag's view_cart event is a write too (/api/events).
    const event = page.waitForResponse((r) => r.url().endsWith('/api/events'));
    await bagButton(page, 1).click();
    expect((await event).status()).toBe(200);
    await page.keyboard.press('Escape');

    // A full load of a page from the shared cache (it carries no token) with the session cookie set.
    await visit(page, '/menu/10101/category/croissants');
    await expect(bagButton(page, 1)).toBeVisible();
    await page.getByRole('button', { name: 'Quick Add Butter Croissant' }).click();
    await expect(bagButton(page, 2)).toBeVisible();
    // The added alert's code loads on first use: checked once it is in, not while it fades in.
    await expect(page.locator('#added-to-cart-alert')).toHaveText(/Added 1 × Butter Croissant to your bag/);
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
    // No retried write: each add is one request (create cart, add, add; the bag's event).
    expect(writes.filter((w) => w.endsWith('/products')).length).toBe(2);
    expect(writes.some((w) => w.endsWith('/api/session'))).toBe(false);
  });
}

test('a lost connection on navigation: the site chrome, customer words and Retry, which works once back online', async ({
  page,
  context,
}) => {
  // A product seen once, so its page's code is in the browser (React Router reloads the document
  // for a route module it cannot fetch); then back to the list, and the connection drops.
  await visit(page, '/menu/10101/category/croissants');
  await page.getByRole('link', { name: 'Butter Croissant' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Butter Croissant' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/category\/croissants$/);
  await expect(page.getByRole('link', { name: 'Pain au Chocolat' }).first()).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Pain au Chocolat' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'You seem to be offline' })).toBeVisible();
  await expect(page.getByText('We could not load this page. Check your connection, then press Retry.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Failed to fetch');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'error-offline');

  // Still offline: Retry keeps the page (never the browser's own offline page).
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'You seem to be offline' })).toBeVisible();
  await context.setOffline(false);
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'You seem to be offline' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Pain au Chocolat' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a product opened on a dropped connection shows the error page in the chrome, never "Failed to fetch"', async ({
  page,
}) => {
  await visit(page, '/menu/10101/category/croissants');
  // The product page's data request dies on the way (a flaky connection), the rest still works.
  await page.route(/\/menu\/10101\/product\/[^/]+\.data/, (route) => route.abort('internetdisconnected'));
  await page
    .getByRole('link', { name: /Butter Croissant/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'You seem to be offline' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Failed to fetch');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.unroute(/\/menu\/10101\/product\/[^/]+\.data/);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Butter Croissant' })).toBeVisible();
});

test('an unmatched address: 404 inside the site chrome with the spec wording and the way home', async ({ page }) => {
  const response = await page.goto('/no-such-page-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  if ((page.viewportSize()?.width ?? 0) >= 1200)
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'error-404-in-chrome');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Sign Out empties the bag on this device and says so; Delete my account sits at the foot of Profile only', async ({
  page,
  baseURL,
}) => {
  const email = freshEmail('signout');
  await signUpByApi(page, baseURL!, email, 'Olive');
  await signInByApi(page, baseURL!, email);
  await addCroissants(page, baseURL!);
  await visit(page, '/account?section=orders');
  await expect(page.getByRole('heading', { level: 2, name: 'Order History' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Delete my account' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Olive');
  const close = page.getByRole('region', { name: 'Delete account' });
  await expect(close.getByRole('link', { name: 'Delete my account' })).toHaveAttribute(
    'href',
    '/account/deleteaccount',
  );
  // Below the form's Save Changes, not beside it.
  const save = await page.getByRole('button', { name: 'Save Changes' }).boundingBox();
  expect((await close.boundingBox())!.y).toBeGreaterThan(save!.y + save!.height);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'account-profile-delete-foot');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const notice = page.getByRole('status').filter({ hasText: 'You are signed out.' });
  await expect(notice).toHaveText(/You are signed out\. Your bag has been emptied on this device\./);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(bagButton(page, 0)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('larkspur.cart'))).toBeNull();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'signed-out-notice', { fullPage: false });
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('You are signed out.')).toHaveCount(0);
  // A reload still knows no bag and no member.
  await page.reload();
  await expect(bagButton(page, 0)).toBeVisible();
});
