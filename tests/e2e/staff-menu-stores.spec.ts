import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { createStaffByCommand } from './support/staff-command.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';
import { firstStaffSignIn } from './support/staff-server.ts';
import { STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';

/**
 * A store manager changes their store's price of the Butter Croissant in the menu editor: the
 * customer menu of that store shows it, and a bag holding one is re-priced and says so. The
 * editor's Preview opens the customer menu under its banner. An admin sees the category form
 * and the several-stores change. Axe on each; screenshots at 390/1024/1280 (customer 390/1280).
 */
let server: SpawnedServer;
let dataDir = '';
const passwords = { manager: '', admin: '' };

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'larkspur-menustores-e2e-'));
  passwords.manager = await createStaffByCommand({ dataDir }, [
    '--email',
    'mara@larkspur.example',
    '--role',
    'manager',
    '--name',
    'Mara Manager',
    '--location',
    'bos-back-bay',
  ]);
  passwords.admin = await createStaffByCommand({ dataDir }, [
    '--email',
    'gm@larkspur.example',
    '--role',
    'admin',
    '--name',
    'Gia Manager',
  ]);
  server = await spawnServer(3745, { RATE_LIMIT_PER_MINUTE: '10000' }, dataDir);
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const bag = (page: Page) => page.getByRole('dialog', { name: 'Your Bag' });
const croissantCard = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Butter Croissant' }) });

test('a manager changes a store price; the store’s menu shows it and a bag holding it says so', async ({
  page,
  browser,
}) => {
  // A customer of Back Bay has a croissant in the bag at the old price.
  const customer = await (await browser.newContext({ baseURL: server.url })).newPage();
  await visit(customer, '/menu/10101/category/croissants');
  await expect(croissantCard(customer).getByText('$3.75')).toBeVisible();
  await customer.getByRole('button', { name: 'Quick Add Butter Croissant' }).click();
  await expect(customer.getByRole('banner').getByRole('button', { name: 'My Bag, 1 item' })).toBeVisible();

  await firstStaffSignIn(page, server.url, 'mara@larkspur.example', passwords.manager, 'croissant-lamination-42');
  await page.goto(`${server.url}/staff/menu`);
  const panel = page.getByRole('region', { name: 'Store prices and availability' });
  await expect(panel.getByLabel('Store', { exact: true })).toHaveValue('bos-back-bay');
  await panel.getByLabel('Product at this store').selectOption({ label: 'Butter Croissant' });
  const form = panel.getByRole('form', { name: 'Butter Croissant at Back Bay' });
  await expect(form.getByText('Catalogue price $3.75')).toBeVisible();
  // A bad price is refused at its field.
  await form.getByLabel('Price at Back Bay').fill('four');
  await form.getByRole('button', { name: 'Save for Back Bay' }).click();
  await expect(form.getByText('Enter a price like 3.95')).toBeVisible();
  await form.getByLabel('Price at Back Bay').fill('4.15');
  await form.getByRole('button', { name: 'Save for Back Bay' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toHaveText('Butter Croissant at Back Bay: $4.15, on sale.');
  await form.getByLabel('Sold out', { exact: true }).check();
  await expect(form.getByLabel('Back on sale at (Back Bay time)')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await panel.scrollIntoViewIfNeeded();
  await screenshotsAt(page, 'staff-menu-store-price', { widths: STAFF_WIDTHS });
  await form.getByLabel('On sale', { exact: true }).check();

  // The store's customer menu shows the store price; another store keeps the catalogue's.
  await visit(customer, '/menu/10101/category/croissants');
  await expect(croissantCard(customer).getByText('$4.15')).toBeVisible();
  await customer
    .getByRole('banner')
    .getByRole('button', { name: /^My Bag, / })
    .click();
  await expect(bag(customer).getByText('Your bag was updated')).toBeVisible();
  await expect(bag(customer).getByText('Butter Croissant is now $4.15.')).toBeVisible();
  await expectNoSeriousAxeViolations(customer);
  for (const width of [390, 1280]) {
    await customer.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await customer.screenshot({ path: `artifacts/screenshots/bag-menu-notice-${width}.png` });
  }
  await visit(customer, '/menu/10102/category/croissants');
  await expect(croissantCard(customer).getByText('$3.75')).toBeVisible();
});

test('the editor’s Preview opens the customer menu under its banner, for staff only', async ({ page, browser }) => {
  await page.goto(`${server.url}/staff/sign-in`);
  await page.getByLabel('Email').fill('mara@larkspur.example');
  await page.getByLabel('Password').fill('croissant-lamination-42');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await page.goto(`${server.url}/staff/menu`);
  await page.getByLabel('Preview the draft in').selectOption({ label: 'Back Bay, Boston' });
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /Preview the draft/ }).click(),
  ]);
  await preview.waitForLoadState();
  await expect(preview).toHaveURL(/\/menu\/10101\?preview=draft$/);
  await expect(preview.getByText('Preview — not published')).toBeVisible();
  await expectNoSeriousAxeViolations(preview);
  await screenshotsAt(preview, 'menu-preview-banner', { fullPage: false });
  // A link inside the preview stays in it; End preview leaves it.
  await preview.goto(`${server.url}/menu/10101/category/croissants`);
  await preview.getByRole('link', { name: 'Butter Croissant' }).first().click();
  await expect(preview).toHaveURL(/\/product\/butter-croissant/);
  await expect(preview.getByText('Preview — not published')).toBeVisible();
  await preview.getByRole('link', { name: 'End preview' }).click();
  await expect(preview.getByRole('heading', { name: /Butter Croissant/ }).first()).toBeVisible();
  await expect(preview.getByText('Preview — not published')).toHaveCount(0);

  // A customer with the same address sees the published menu, no banner.
  const customer = await (await browser.newContext()).newPage();
  await customer.goto(`${server.url}/menu/10101?preview=draft`);
  await expect(customer.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(customer.getByText('Preview — not published')).toHaveCount(0);
});

test('an admin sees the category form and the several-stores change', async ({ page }) => {
  await firstStaffSignIn(page, server.url, 'gm@larkspur.example', passwords.admin, 'croissant-lamination-43');
  await page.goto(`${server.url}/staff/menu`);
  const categories = page.getByRole('region', { name: 'Categories' });
  await categories.getByLabel('Category').selectOption({ index: 1 });
  await expect(categories.getByLabel('Name')).not.toHaveValue('');
  const several = page.getByRole('region', { name: 'Change several stores at once' });
  await several.getByLabel('Product for these stores').selectOption({ label: 'Almond Croissant' });
  await several.getByLabel('All DC stores (4)').check();
  await expect(several.getByRole('button', { name: 'Apply to 4 stores' })).toBeVisible();
  await several.getByRole('button', { name: 'Apply to 4 stores' }).click();
  await expect(several.getByRole('status')).toHaveText(
    'Applied: Almond Croissant: hidden, catalogue price in 4 stores.',
  );
  await expectNoSeriousAxeViolations(page);
  await categories.scrollIntoViewIfNeeded();
  await screenshotsAt(page, 'staff-menu-categories-stores', { widths: STAFF_WIDTHS });
});
