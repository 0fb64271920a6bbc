import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from './support/fixtures.ts';
import type { SpawnedServer } from './support/spawn-server.ts';
import { spawnStaffServer } from './support/staff-server.ts';
import { STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';

/**
 * Staff accounts in the browser (issue 16): the first admin from `staff:create`, made to change
 * the one-time password, adds a store manager for one location, who then sees only that one.
 * Keyboard-only sign-in, axe on every staff page, screenshots at 390, 1024×768 and 1280.
 */
let server: SpawnedServer;
let ownerPassword = '';
const NEW_OWNER_PASSWORD = 'proofing-basket-at-five';
const NEW_MANAGER_PASSWORD = 'laminated-dough-folds-3';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ({ server, password: ownerPassword } = await spawnStaffServer(3611, 'staff', [
    '--email',
    'owner@larkspur.example',
    '--role',
    'admin',
    '--name',
    'Olive Owner',
  ]));
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

/** Keyboard only: Tab from the top of the page (skip link first) to the e-mail, then the password; Enter submits. */
async function keyboardSignIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/staff/sign-in`);
  const emailField = page.getByLabel('Email');
  await expect(emailField).toBeVisible();
  const stops: string[] = [];
  for (let i = 0; i < 4 && !(await emailField.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(
        () => document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute('name') || '',
      ),
    );
  }
  // The skip link, then the e-mail field: nothing else in between on the signed-out page.
  expect(stops).toEqual(['Skip to main content', 'email']);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

async function changePassword(page: Page, from: string, to: string) {
  await expect(page).toHaveURL(/\/staff\/password$/);
  await expect(page.getByText('You signed in with a one-time password.')).toBeVisible();
  await page.getByLabel('One-time password').fill(from);
  await page.getByLabel('New password').fill(to);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/staff$/);
}

test('the first admin changes the one-time password and adds a store manager, who sees only their location', async ({
  page,
  browser,
}) => {
  const first = await page.goto(`${server.url}/staff`);
  expect(first?.headers()['cache-control']).toBe('no-store');
  expect(first?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-sign-in', { widths: STAFF_WIDTHS });
  const robots = await page.locator('meta[name="robots"]').getAttribute('content');
  expect(robots).toContain('noindex');

  await keyboardSignIn(page, 'owner@larkspur.example', ownerPassword);
  await expect(page).toHaveURL(/\/staff\/password$/);
  // Nowhere else to go until the password is changed.
  await page.goto(`${server.url}/staff/team`);
  await expect(page).toHaveURL(/\/staff\/password$/);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-password', { widths: STAFF_WIDTHS });
  await changePassword(page, ownerPassword, NEW_OWNER_PASSWORD);

  await expect(page.getByRole('heading', { name: 'Hello, Olive Owner' })).toBeVisible();
  const allStores = await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .count();
  expect(allStores).toBeGreaterThan(1);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-home-admin', { widths: STAFF_WIDTHS });

  await page.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await page.getByLabel('Name').fill('Mae Manager');
  await page.getByLabel('Email').fill('mae@larkspur.example');
  await page.getByLabel('Role').selectOption('manager');
  const firstStore = page.getByRole('group', { name: 'Locations' }).getByRole('checkbox').first();
  const storeName = (await firstStore.locator('xpath=..').innerText()).replace(/\s*\(.*$/, '').trim();
  await firstStore.check();
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const secret = page.getByTestId('one-time-password');
  await expect(secret).toHaveText(/^[A-Za-z2-9]{16}$/);
  const managerPassword = (await secret.innerText()).trim();
  await expect(page.getByRole('cell', { name: /^Mae Manager mae@larkspur.example/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-team', { widths: STAFF_WIDTHS });

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(
    page.getByRole('cell', { name: 'Olive Owner added mae@larkspur.example as Store manager' }),
  ).toBeVisible();
  // Filtered to sold-out marks, nobody has any yet; back to team changes, the new manager is there.
  await page.getByLabel('Action').selectOption({ label: 'Sold out' });
  await expect(page).toHaveURL(/action=availability/);
  await expect(page.getByText('No staff actions match.')).toBeVisible();
  await page.getByLabel('Action').selectOption({ label: 'Team' });
  await expect(page.getByRole('cell', { name: /added mae@larkspur.example/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-audit', { widths: STAFF_WIDTHS });

  const other = await browser.newContext();
  const manager = await other.newPage();
  await keyboardSignIn(manager, 'mae@larkspur.example', managerPassword);
  await changePassword(manager, managerPassword, NEW_MANAGER_PASSWORD);
  await expect(manager.getByRole('heading', { name: 'Hello, Mae Manager' })).toBeVisible();
  const cards = manager.getByRole('listitem').filter({ has: manager.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(storeName);
  await expect(manager.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(manager);
  await screenshotsAt(manager, 'staff-home-manager', { widths: STAFF_WIDTHS });

  // The admin gives Mae a second store: any change of what she may do ends her sessions, so she
  // signs in again under the new rights. Then the admin disables her: that session ends at once.
  await page.getByRole('link', { name: 'Team' }).click();
  await page.getByRole('button', { name: 'Edit Mae Manager' }).click();
  // The edit panel sits above the add form.
  const editor = page.getByRole('group', { name: 'Locations' }).first();
  await editor.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Mae Manager was updated.')).toBeVisible();
  await expect(
    page.getByRole('cell', { name: /^Mae Manager/ }).locator('xpath=following-sibling::td[2]'),
  ).toContainText(',');
  await manager.reload();
  await expect(manager).toHaveURL(/\/staff\/sign-in$/);
  await keyboardSignIn(manager, 'mae@larkspur.example', NEW_MANAGER_PASSWORD);
  await expect(manager.getByRole('heading', { name: 'Hello, Mae Manager' })).toBeVisible();
  await expect(cards).toHaveCount(2);
  await page.getByRole('button', { name: 'Disable Mae Manager' }).click();
  await expect(page.getByText('Mae Manager is disabled.')).toBeVisible();
  await manager.reload();
  await expect(manager).toHaveURL(/\/staff\/sign-in$/);
  await other.close();
});
