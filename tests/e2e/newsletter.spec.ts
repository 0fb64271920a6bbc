import { expect, expectNoSeriousAxeViolations, screenshotBothWidths, test, visit } from './support/fixtures.ts';

// Spec §4 "Newsletter field", §5, §8: the footer signup journey.
test('newsletter: invalid, failure with Try Again, then subscribed', async ({ page }) => {
  await visit(page, '/');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'Email address' });
  const join = footer.getByRole('button', { name: 'Join Now' });
  await email.scrollIntoViewIfNeeded();
  await expect(join).toBeDisabled();

  await email.fill('not-an-email');
  await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
  await expect(join).toBeDisabled();

  // Passes the browser's pattern but the server refuses it: its message is shown after the prefix.
  await email.fill(`${'a'.repeat(250)}@larkspur.example`);
  await expect(join).toBeEnabled();
  await join.click();
  await expect(footer.getByText('Subscription failed: email is too long')).toBeVisible();
  await footer.getByRole('button', { name: 'Try Again' }).click();
  await expect(email).toHaveValue('');
  await expect(join).toBeDisabled();

  await email.fill(`guest.${Date.now()}@larkspur.example`);
  await email.press('Enter');
  await expect(footer.getByRole('status')).toHaveText(/Thanks for subscribing/);
  await expectNoSeriousAxeViolations(page);
  await screenshotBothWidths(page, 'footer-newsletter-subscribed');
});

test('newsletter: a network failure shows the failure message', async ({ page }) => {
  await visit(page, '/');
  await page.route('**/api/subscribe', (route) => route.abort('connectionrefused'));
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Email address' }).fill('offline@larkspur.example');
  await footer.getByRole('button', { name: 'Join Now' }).click();
  await expect(footer.getByText(/^Subscription failed: We could not reach the server/)).toBeVisible();
});

// Decision 294: the box is the server's HTML until its code arrives, then React hydrates that
// HTML in place. It was dropped and drawn again on every page when the layout re-rendered first.
test('newsletter: the box the server drew is the one that becomes interactive', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverBox: Element | null }).serverBox =
        document.querySelector('footer input[type="email"]')?.closest('section') ?? null;
    });
  });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Email address' }).fill(`guest.${Date.now()}@larkspur.example`);
  await expect(footer.getByRole('button', { name: 'Join Now' })).toBeEnabled();
  const kept = await page.evaluate(() => {
    const box = (window as unknown as { serverBox: Element | null }).serverBox;
    return box !== null && document.contains(box);
  });
  expect(kept).toBe(true);
});
