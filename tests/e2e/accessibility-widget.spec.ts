import { expect, test, visit } from './support/fixtures.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';

// Spec §1, §8, §9: the footer button loads the vendor widget only with a site key.
const WIDGET_URL = 'https://widget.a11y-vendor.example/loader.js';
const FAKE_WIDGET = `
  const menu = document.createElement('button');
  menu.setAttribute('data-accessibility-widget-menu', '');
  menu.textContent = 'Vendor accessibility menu';
  menu.addEventListener('click', () => { document.body.dataset.widgetOpened = 'yes'; });
  setTimeout(() => document.body.appendChild(menu), 600);
`;

test.describe('with a site key', () => {
  test.describe.configure({ mode: 'serial' });
  let server: SpawnedServer;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await spawnServer(3291, { ACCESSIBILITY_SITE_KEY: 'demo-key', ACCESSIBILITY_SCRIPT_URL: WIDGET_URL });
  });
  test.afterAll(async () => {
    await server.stop();
    server.cleanup();
  });

  test('loads the script once, polls for the menu and opens it', async ({ page }) => {
    let loads = 0;
    await page.route(WIDGET_URL, (route) => {
      loads += 1;
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_WIDGET });
    });
    await visit(page, server.url);
    expect(loads).toBe(0);
    await page.getByRole('button', { name: 'Accessibility Mode' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-widget-opened', 'yes');
    expect(loads).toBe(1);
    const script = page.locator(`script[src="${WIDGET_URL}"]`);
    await expect(script).toHaveAttribute('data-site-key', 'demo-key');
  });

  test('a script that fails to load stays silent', async ({ page, pageErrors }) => {
    await page.route(WIDGET_URL, (route) => route.abort('failed'));
    await visit(page, server.url);
    await page.getByRole('button', { name: 'Accessibility Mode' }).click();
    await page.waitForTimeout(300);
    expect(pageErrors).toEqual([]);
    // Every live region stays empty (the banner and the add-refusal alert are both always present).
    for (const alert of await page.getByRole('alert').all()) await expect(alert).toHaveText('');
  });
});

test('without a site key the button toggles the built-in accessibility mode', async ({ page }) => {
  await visit(page, '/');
  const button = page.getByRole('button', { name: 'Accessibility Mode' });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveClass(/a11y-mode/);
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveClass(/a11y-mode/);
});
