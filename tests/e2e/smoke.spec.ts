import { expect, expectNoSeriousAxeViolations, test } from './support/fixtures.ts';

test('home page renders on the server and hydrates', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The loading bar's code arrives after hydration (off the first-load budget); then it waits, idle.
  await expect(page.getByTestId('progress-bar')).toHaveAttribute('data-phase', 'idle');
  await expectNoSeriousAxeViolations(page);
});

test('an abort no one awaited is not a page error; any other unhandled rejection still is', async ({ browser }) => {
  // Its own page: the fixture's page fails the test on any page error, which is what is checked here.
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const controller = new AbortController();
    controller.abort();
    void Promise.reject(controller.signal.reason);
    void Promise.reject(new Error('a real failure'));
  });
  await expect.poll(() => errors).toEqual(['a real failure']);
  await page.close();
});
