import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { screenshotsAt } from './support/screenshots.ts';

/**
 * Issue 42 §5 "offline navigation shows the error page with chrome and retry": a page whose code
 * never reached the browser, or a full reload, while the connection is down gets the service
 * worker's offline page (the site chrome, customer words, Retry), never the browser's own; back
 * online, Retry loads the page. The worker keeps nothing but that page.
 */
test('offline: a page not visited yet, and a reload, show the offline page with chrome and Retry; Retry works once back online', async ({
  page,
  context,
}) => {
  await visit(page, '/');
  // The worker is installed after the first load and takes charge of this tab.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });
  // Only the offline page is kept (its style and script inlined): no page of the site, no API reply.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls.sort();
  });
  expect(kept).toEqual(['/offline/offline.html']);

  await context.setOffline(true);
  // A link to a page whose code this tab has not loaded: never the browser's own offline page.
  await page.getByRole('banner').getByRole('link', { name: 'Catering', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'You seem to be offline' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The frame's own goto and a location.reload(): the fixture's page.goto waits for React, which this page has not.
  const response = await page.mainFrame().goto('/locations');
  expect(response?.status()).toBe(503);
  const offline = page.getByRole('heading', { level: 1, name: 'You seem to be offline' });
  await expect(offline).toBeVisible();
  await expect(page).toHaveURL(/\/locations$/);
  await expect(page.getByText('We could not load this page. Check your connection, then press Retry.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Larkspur Bakery & Cafe' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'offline-page');

  // A full reload, still offline: the same page, and Retry keeps it.
  await Promise.all([page.waitForEvent('load'), page.evaluate(() => window.location.reload())]);
  await expect(offline).toBeVisible();
  await retry.click();
  await expect(offline).toBeVisible();

  // Back online: Retry loads the page asked for.
  await context.setOffline(false);
  await retry.click();
  await expect(offline).toBeHidden();
  await expect(page).toHaveURL(/\/locations$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You seem to be offline');
});
