import { expect, expectNoSeriousAxeViolations, test } from './support/fixtures.ts';
import type { SpawnedServer } from './support/spawn-server.ts';
import { firstStaffSignIn, spawnStaffServer } from './support/staff-server.ts';
import { STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';

/**
 * The menu editor in the browser: a brand admin raises the Butter Croissant's price and adds an
 * option group, publishes the draft to three Boston stores, and a customer of one of them sees
 * the new price; a store not chosen keeps the old one. Keyboard for the save, axe on the editor.
 */
let server: SpawnedServer;
let password = '';
const PORT = 3690;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ({ server, password } = await spawnStaffServer(PORT, 'staffmenu', [
    '--email',
    'gm@larkspur.example',
    '--role',
    'admin',
    '--name',
    'Gia Manager',
  ]));
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

test('an admin raises a price, adds an option group, publishes to three stores; a customer sees the new price', async ({
  page,
  browser,
}) => {
  await firstStaffSignIn(page, server.url, 'gm@larkspur.example', password, 'croissant-lamination-42');
  await page.getByRole('link', { name: 'Menu' }).click();
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();

  await page.getByLabel('Product', { exact: true }).selectOption({ label: 'Butter Croissant' });
  await expect(page.getByRole('heading', { name: 'Butter Croissant', level: 2 })).toBeVisible();
  await page.getByLabel('Price ($)').fill('3.95');
  await page.getByRole('button', { name: 'Add option group' }).click();
  const group = page.getByRole('group', { name: /^Option group \d+$/ }).last();
  await group.getByLabel('Group name').fill('Warm it?');
  await group.getByLabel('Choice 1', { exact: true }).fill('Warmed');
  // A bad value is refused at its field, nothing saved.
  await group.getByLabel('Choose at most').fill('0');
  await page.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page.getByText('Fix the fields marked below; nothing was saved.')).toBeVisible();
  await expect(page.getByText('Allow at least 1 choice')).toBeVisible();
  await group.getByLabel('Choose at most').fill('1');
  // Saved from the keyboard.
  await page.getByRole('button', { name: 'Save to draft' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: 'Raised Butter Croissant to $3.95' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Changed the options of Butter Croissant' })).toBeVisible();

  for (const store of ['Back Bay', 'Beacon Hill', 'South End'])
    await page.getByRole('checkbox', { name: new RegExp(`${store}, Boston`) }).check();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-menu', { widths: STAFF_WIDTHS });
  await page.getByRole('button', { name: 'Publish to 3 stores' }).click();
  await expect(page.getByText(/Published menu version \d+ to 3 stores\./)).toBeVisible();
  await expect(page.getByText('The draft is the same as the latest version.')).toBeVisible();

  const customer = await (await browser.newContext()).newPage();
  await customer.goto(`${server.url}/menu/10101/category/croissants`);
  const card = customer.getByRole('article').filter({ has: customer.getByRole('link', { name: 'Butter Croissant' }) });
  await expect(card.getByText('$3.95')).toBeVisible();
  await customer.goto(`${server.url}/menu/10104/category/croissants`);
  const elsewhere = customer
    .getByRole('article')
    .filter({ has: customer.getByRole('link', { name: 'Butter Croissant' }) });
  await expect(elsewhere.getByText('$3.75')).toBeVisible();
  await customer.goto(`${server.url}/menu/10101/product/butter-croissant`);
  await expect(customer.getByText('Warm it?')).toBeVisible();
});
