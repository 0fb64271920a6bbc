import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from './support/fixtures.ts';
import type { SpawnedServer } from './support/spawn-server.ts';
import { firstStaffSignIn, spawnStaffServer } from './support/staff-server.ts';
import { STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';

/**
 * Sold out ("86", issue 16, decision 228) in the browser: a brand admin marks the Almond
 * Croissant sold out at Back Bay → the customer's menu page says so and offers no Quick Add;
 * back on sale → Quick Add is there again and adds it. Axe on both pages; screenshots.
 */
let server: SpawnedServer;
let password = '';
const NEW_PASSWORD = 'almond-frangipane-at-six';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ({ server, password } = await spawnStaffServer(3620, 'soldout', [
    '--email',
    'baker@larkspur.example',
    '--role',
    'admin',
    '--name',
    'Bea Baker',
  ]));
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

const almondSwitch = (page: Page) => page.getByRole('group', { name: 'Almond Croissant availability' });

test('staff mark the almond croissant sold out; the menu shows it and offers no Quick Add; back on sale → orderable', async ({
  page,
  browser,
}) => {
  await firstStaffSignIn(page, server.url, 'baker@larkspur.example', password, NEW_PASSWORD);

  // From the location card on the staff home.
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Back Bay', level: 3 }) })
    .getByRole('link', { name: 'Sold out items' })
    .click();
  await expect(page.getByRole('heading', { name: 'Sold out — Back Bay', level: 1 })).toBeVisible();
  await page.getByLabel('Search items').fill('almond croissant');
  await expect(almondSwitch(page).getByRole('button', { name: 'On sale' })).toHaveAttribute('aria-pressed', 'true');
  // Keyboard: focus the switch's "until close" button and press Enter.
  await almondSwitch(page).getByRole('button', { name: 'Sold out until close' }).focus();
  await page.keyboard.press('Enter');
  await expect(almondSwitch(page).getByRole('button', { name: 'Sold out until close' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(almondSwitch(page).getByRole('button', { name: 'Sold out until close' })).toBeFocused();
  await expect(page.getByRole('status')).toHaveText('Almond Croissant: sold out until close.');
  await page.getByLabel('Search items').fill('');
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Search items').fill('croissant');
  await screenshotsAt(page, 'soldout-staff', { widths: STAFF_WIDTHS });

  // The customer, in another browser: sold out at once, no Quick Add.
  const customer = await (await browser.newContext()).newPage();
  await customer.goto(`${server.url}/menu/10101/category/croissants`);
  const card = customer.getByRole('article').filter({ has: customer.getByRole('link', { name: 'Almond Croissant' }) });
  await expect(card.getByText('Sold out')).toBeVisible();
  await expect(card.getByRole('button', { name: /Quick Add/ })).toHaveCount(0);
  await expect(customer.getByRole('button', { name: 'Quick Add Butter Croissant' })).toBeVisible();
  await expectNoSeriousAxeViolations(customer);
  await card.scrollIntoViewIfNeeded();
  for (const width of [390, 1280]) {
    await customer.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await card.scrollIntoViewIfNeeded();
    mkdirSync('artifacts/screenshots', { recursive: true });
    await customer.screenshot({ path: `artifacts/screenshots/soldout-menu-card-${width}.png` });
  }

  // Back on sale: orderable again.
  await almondSwitch(page).getByRole('button', { name: 'On sale' }).click();
  await expect(almondSwitch(page).getByRole('button', { name: 'On sale' })).toHaveAttribute('aria-pressed', 'true');
  await customer.reload();
  const again = customer.getByRole('article').filter({ has: customer.getByRole('link', { name: 'Almond Croissant' }) });
  await expect(again.getByText('Sold out')).toHaveCount(0);
  await again.getByRole('button', { name: 'Quick Add Almond Croissant' }).click();
  await expect(customer.getByRole('banner').getByRole('button', { name: 'My Bag, 1 item' })).toBeVisible();
});
