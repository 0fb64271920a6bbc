import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, screenshotBothWidths, test, visit } from './support/fixtures.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';

const isFocusInside = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);

test.describe('content pages', () => {
  test('home renders the hero, content cards, stories and social links on the server', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Larkspur Bakery & Cafe');
    await expect(page.getByRole('heading', { level: 1, name: 'Bread worth getting up for' })).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/locations');
    await expect(main.getByRole('link', { name: 'View Menu' })).toHaveAttribute('href', '/menu');
    for (const card of [
      'Housemade bread',
      'Morning pastries',
      'Catering for every table',
      'Give the gift of bread',
      'Reserve a table',
    ]) {
      await expect(main.getByRole('heading', { level: 3, name: card })).toBeVisible();
    }
    // Seasonal news is listed only until its last day: the spring menu (ended June 2025) never leads.
    const news = main.getByRole('region', { name: 'From the bakery' });
    const winterListed = new Date().toISOString().slice(0, 10) <= '2027-02-28';
    await expect(news.getByRole('link')).toHaveText([
      ...(winterListed ? ['Soup season, and a hot chocolate worth the walk'] : []),
      'Now open in Georgetown',
      '40,000 loaves for our neighbors',
    ]);
    await expect(news.locator('time')).toHaveCount(winterListed ? 3 : 2);
    await expect(main.getByRole('link', { name: 'Larkspur Bakery & Cafe on Instagram' })).toBeVisible();
    // The welcome popup is off in the shipped configuration.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await screenshotBothWidths(page, 'content-home');
  });

  for (const [path, heading] of [
    ['/catering', 'Catering for every table'],
    ['/gift-cards', 'Give the gift of bread'],
    ['/reservations', 'Save a seat at our table'],
    ['/faq', 'Frequently Asked Questions'],
    ['/news/spring-menu', 'Our spring menu is here'],
  ] as const) {
    test(`content page ${path} renders its story`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(/\| Larkspur Bakery & Cafe$/);
      await expectNoSeriousAxeViolations(page);
      if (path === '/catering') await screenshotBothWidths(page, 'content-catering');
    });
  }

  test('an unknown slug is a 404 "This page could not be found"', async ({ page }) => {
    for (const path of ['/no-such-page', '/news/nothing-here', '/welcome-popup']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('This page could not be found')).toBeVisible();
    }
  });

  test('markdown bodies render as HTML (links, lists) on the about page', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.locator('main strong', { hasText: 'greater Boston' })).toBeVisible();
  });
});

test.describe('executive team popup', () => {
  test('opens by keyboard, traps focus, closes with X, Escape and both "Back to all" buttons, and returns focus', async ({
    page,
  }) => {
    await page.goto('/about');
    const maren = page.getByRole('button', { name: /Maren Holloway/ });
    const dialog = page.getByRole('dialog', { name: 'Maren Holloway' });

    await maren.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Founder & Chief Executive Officer')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Portrait of Maren Holloway' })).toBeVisible();
    await expect(dialog.locator('strong', { hasText: 'San Francisco Baking Institute' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Back to all' })).toHaveCount(2);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await isFocusInside(page, '[role="dialog"]')).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await isFocusInside(page, '[role="dialog"]'), `after key ${i}`).toBe(true);
    }
    await expectNoSeriousAxeViolations(page);
    await screenshotBothWidths(page, 'content-about-popup');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(maren).toBeFocused();

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(maren).toBeFocused();

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Back to all' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(maren).toBeFocused();

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Back to all' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(maren).toBeFocused();
  });

  test('a leader with a background image shows it behind the text instead of the portrait', async ({ page }) => {
    await page.goto('/about');
    const theo = page.getByRole('button', { name: /Theo Okafor/ });
    await theo.click();
    const dialog = page.getByRole('dialog', { name: 'Theo Okafor' });
    await expect(dialog.getByText('Head Baker')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Portrait of Theo Okafor' })).toHaveCount(0);
    await expect(dialog.locator('img[src="/images/content/exec-bg-bakery.svg"]')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('welcome popup (server started with WELCOME_POPUP=true)', () => {
  test.describe.configure({ mode: 'serial' });
  let base = '';
  let server: SpawnedServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await spawnServer(3233, { WELCOME_POPUP: 'true', RATE_LIMIT_PER_MINUTE: '10000' });
    base = server.url;
  });

  test.afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  test('shows once per session with image, heading, text, button and close', async ({ page }) => {
    await page.goto(`${base}/`);
    const dialog = page.getByRole('dialog', { name: 'Welcome to Larkspur' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'A basket of fresh bread and pastries' })).toBeVisible();
    await expect(
      dialog.getByText('Fresh bread, pastries and coffee are a few taps away.', { exact: false }),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Start Your Order' })).toHaveAttribute('href', '/locations');
    expect(await isFocusInside(page, '[role="dialog"]')).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await screenshotBothWidths(page, 'content-welcome-popup');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(dialog).toHaveCount(0);
  });

  test('Escape dismisses it; following its button dismisses it too', async ({ page, context }) => {
    await page.goto(`${base}/`);
    const dialog = page.getByRole('dialog', { name: 'Welcome to Larkspur' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const second = await context.browser()!.newPage();
    await visit(second, `${base}/`);
    const again = second.getByRole('dialog', { name: 'Welcome to Larkspur' });
    await expect(again).toBeVisible();
    await again.getByRole('link', { name: 'Start Your Order' }).click();
    await expect(second).toHaveURL(/\/locations$/);
    expect(await second.evaluate(() => sessionStorage.getItem('welcome_popup_dismissed'))).toBe('1');
    await second.close();
  });
});
