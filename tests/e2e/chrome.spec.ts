import { expect, expectNoSeriousAxeViolations, screenshotBothWidths, test } from './support/fixtures.ts';

test.describe('site chrome', () => {
  test('unmatched route answers 404 with the not-found page and a working home link', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found \| Larkspur Bakery & Cafe/);
    await expectNoSeriousAxeViolations(page);
    await screenshotBothWidths(page, 'chrome-404-unmatched');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/404 is the not-found page inside the site layout, with HTTP 404', async ({ page }) => {
    const response = await page.goto('/404');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('header at 1280: main nav, Sign In, cart with count, Order Now handoff selector; no sub-header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/typography');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('height', '90px');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Menu', 'Locations', 'Catering', 'Gift Cards', 'About'])
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'My Bag, 0 items' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Order Now' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByTestId('sub-header')).toBeHidden();
    await expect(page).toHaveTitle('Typography | Larkspur Bakery & Cafe');
  });

  test('Sign In remembers the previous route', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/icons');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/account\/signin$/);
    expect(await page.evaluate(() => sessionStorage.getItem('previous_route'))).toBe('/icons');
  });

  test('mobile nav at 390: keyboard open, focus trapped, Sign In, closes on route change', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/icons');
    await expect(page.getByTestId('sub-header')).toBeVisible();
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'My Bag' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await screenshotBothWidths(page, 'chrome-mobile-nav');
    await page.setViewportSize({ width: 390, height: 844 });

    // Tab through more stops than the dialog has: focus never leaves it.
    const stops = await dialog.locator('a[href], button').count();
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectNoSeriousAxeViolations(page);

    // Escape closes and returns focus to the opener.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // A route change closes it.
    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog
      .getByRole('link', { name: 'Typography' })
      .or(dialog.getByRole('link', { name: 'About' }))
      .first()
      .click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('My Bag opens the cart drawer; Close, the backdrop and scroll lock behave', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/icons');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'My Bag' }).click();
    const cart = page.getByRole('dialog', { name: 'Your Bag' });
    await expect(cart).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(cart.getByText('Your Bag is currently empty')).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/scroll-locked/);
    await cart.getByRole('button', { name: 'Close' }).click();
    await expect(cart).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);

    // On a wide screen the panel (max 488 px) leaves the backdrop visible: clicking it closes.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('banner').getByRole('button', { name: 'My Bag, 0 items' }).click();
    await expect(cart).toBeVisible();
    // Measured once the slide-in has settled: mid-transition the box is a fraction of a pixel off.
    await expect.poll(async () => (await cart.boundingBox())?.width).toBe(488);
    await page.mouse.click(100, 400);
    await expect(cart).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'My Bag, 0 items' })).toBeFocused();
  });

  test('footer: navigation, contact e-mail, accessibility button, newsletter and copyright with versions', async ({
    page,
  }) => {
    await page.goto('/icons');
    const footer = page.getByRole('contentinfo');
    const footerNav = footer.getByRole('navigation', { name: 'Footer' });
    for (const [label, href] of [
      ['About', '/about'],
      ['Locations', '/locations'],
      ['Catering', '/catering'],
      ['Gift Cards', '/gift-cards'],
      ['Reservations', '/reservations'],
      ['FAQ', '/faq'],
      ['Careers', '/careers'],
    ])
      await expect(footerNav.getByRole('link', { name: label })).toHaveAttribute('href', href!);
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(legal.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(legal.getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/accessibility-statement',
    );
    await expect(footer.getByRole('navigation', { name: 'Social media' }).getByRole('link')).toHaveCount(5);
    await expect(footer.getByRole('link', { name: 'hello@larkspurbakery.com' })).toHaveAttribute(
      'href',
      'mailto:hello@larkspurbakery.com',
    );
    await expect(footer.getByRole('button', { name: 'Accessibility Mode' })).toBeVisible();
    await expect(footer.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    const year = new Date().getFullYear();
    await expect(footer.getByText(`© ${year} Larkspur Bakery & Cafe · v1.0.41 · lib 1.0.0-alpha.261`)).toBeVisible();
  });

  test('/icons lists every icon including the seven dietary icons', async ({ page }) => {
    await page.goto('/icons');
    await expect(page.getByRole('heading', { level: 1, name: 'Icons' })).toBeVisible();
    for (const name of ['Dairy', 'Gluten-free', 'Keto', 'Paleo', 'Plant-based', 'Vegan', 'Vegetarian']) {
      await expect(page.getByRole('img', { name, exact: true })).toBeVisible();
    }
    for (const name of [
      'menu',
      'close',
      'bag',
      'user',
      'search',
      'chevron down',
      'location pin',
      'phone',
      'clock',
      'heart',
      'trash',
      'plus',
      'minus',
      'edit',
      'accessibility',
      'mail',
      'instagram',
      'facebook',
      'x',
      'tiktok',
      'youtube',
      'check',
      'alert',
      'info',
    ]) {
      await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.locator('h1')).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
    await screenshotBothWidths(page, 'chrome-icons');
    // Nothing may widen a phone screen sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  test('/typography shows headings, body, buttons and colours with contrast ratios', async ({ page }) => {
    await page.goto('/typography');
    await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible();
    for (const h of ['Headings', 'Body', 'Buttons', 'Colors'])
      await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
    await expect(page.getByText(/Contrast with white: 8\.\d:1/).first()).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
    await screenshotBothWidths(page, 'chrome-typography');
  });

  test('skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/icons');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('sticky Order Now: hidden on home, shown mid-page elsewhere, hidden at the footer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/');
    await expect(page.getByTestId('sticky-cta')).toHaveCount(0);
    await page.goto('/typography');
    const cta = page.getByTestId('sticky-cta');
    await expect(cta.getByRole('link', { name: 'Order Now' })).toBeVisible();
    await expect(cta.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/menu');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(cta).not.toHaveClass(/visible/);
  });
});
