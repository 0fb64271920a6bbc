import { expect, expectNoSeriousAxeViolations, test } from './support/fixtures.ts';

test('home page renders on the server and hydrates', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
