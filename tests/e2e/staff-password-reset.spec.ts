import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from './support/fixtures.ts';
import type { SpawnedServer } from './support/spawn-server.ts';
import { firstStaffSignIn, spawnStaffServer } from './support/staff-server.ts';
import { STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';

/**
 * Team accounts as a store manager expects them (issue 41): the admin resets the manager's
 * password by keyboard on Team → Edit (one-time password shown once, her open session ends), and
 * she signs in with it and must choose her own; a shift lead pauses online ordering but sees the
 * capacity read-only. Axe and screenshots at 390, 1024×768 and 1280.
 */
let server: SpawnedServer;
let ownerPassword = '';
const OWNER = 'owner@larkspur.example';
const OWNER_PASSWORD = 'proofing-basket-at-five';
const MAE = 'mae@larkspur.example';
const MAE_PASSWORD = 'laminated-dough-folds-3';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ({ server, password: ownerPassword } = await spawnStaffServer(3641, 'staffreset', [
    '--email',
    OWNER,
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

/** The admin adds someone on the Team page for the first store; returns their one-time password. */
async function addMember(page: Page, name: string, email: string, role: string) {
  await page.goto(`${server.url}/staff/team`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role').selectOption({ label: role });
  await page.getByRole('group', { name: 'Locations' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const secret = page.getByTestId('one-time-password');
  await expect(secret).toHaveText(/^[A-Za-z2-9]{16}$/);
  const password = (await secret.innerText()).trim();
  await page.getByRole('button', { name: 'Done' }).click();
  return password;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/staff/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Tab until `target` has focus (at most `limit` presses); fails when it never does. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 30) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the admin resets the manager’s password by keyboard; she signs in with the new one-time password', async ({
  page,
  browser,
}) => {
  await firstStaffSignIn(page, server.url, OWNER, ownerPassword, OWNER_PASSWORD);
  const maeFirst = await addMember(page, 'Mae Manager', MAE, 'Store manager');

  const other = await browser.newContext();
  const mae = await other.newPage();
  await firstStaffSignIn(mae, server.url, MAE, maeFirst, MAE_PASSWORD);
  await expect(mae.getByRole('heading', { name: 'Hello, Mae Manager' })).toBeVisible();

  // Keyboard only: Edit Mae, Tab to "Reset password", Enter; focus moves to the result.
  await page.goto(`${server.url}/staff/team`);
  const edit = page.getByRole('button', { name: 'Edit Mae Manager' });
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Edit Mae Manager' })).toBeVisible();
  const reset = page.getByRole('button', { name: 'Reset password' });
  await tabTo(page, reset);
  await page.keyboard.press('Enter');
  const result = page.getByTestId('password-reset-result');
  await expect(result).toBeFocused();
  await expect(result).toContainText(`New one-time password for ${MAE}`);
  const secret = result.getByTestId('one-time-password');
  await expect(secret).toHaveText(/^[A-Za-z2-9]{16}$/);
  const maeReset = (await secret.innerText()).trim();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-team-password-reset', { widths: STAFF_WIDTHS });

  // Her open session ended at once; the old password is refused, the one-time one is not.
  await mae.reload();
  await expect(mae).toHaveURL(/\/staff\/sign-in$/);
  await signIn(mae, MAE, MAE_PASSWORD);
  await expect(mae.getByText('Incorrect email or password.')).toBeVisible();
  await expect(mae).toHaveURL(/\/staff\/sign-in$/);
  await firstStaffSignIn(mae, server.url, MAE, maeReset, `${MAE_PASSWORD}-new`);
  await expect(mae.getByRole('heading', { name: 'Hello, Mae Manager' })).toBeVisible();
  await other.close();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: `Olive Owner reset the password of ${MAE}` })).toBeVisible();
});

test('a shift lead pauses and resumes online ordering; capacity is read-only for them', async ({ page, browser }) => {
  await signIn(page, OWNER, OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/staff$/);
  const leadFirst = await addMember(page, 'Lee Lead', 'lee@larkspur.example', 'Shift lead');
  await expect(page.getByRole('cell', { name: 'Shift lead' })).toBeVisible();

  const other = await browser.newContext();
  const lee = await other.newPage();
  await firstStaffSignIn(lee, server.url, 'lee@larkspur.example', leadFirst, 'sourdough-lead-shift-9');
  await expect(lee.getByText(/Shift lead/).first()).toBeVisible();
  await expect(lee.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await lee.getByRole('link', { name: 'Online ordering: pause and capacity' }).first().click();
  await expect(lee.getByTestId('ordering-state')).toContainText('Taking orders');
  await expect(lee.getByLabel('Orders per slot (default)')).toBeDisabled();
  await expect(lee.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await lee.getByRole('button', { name: 'Pause 15 min' }).focus();
  await lee.keyboard.press('Enter');
  await expect(lee.getByTestId('ordering-state')).toContainText('Paused: not taking orders');
  await expectNoSeriousAxeViolations(lee);
  await screenshotsAt(lee, 'staff-ordering-lead', { widths: STAFF_WIDTHS });
  await lee.getByRole('button', { name: 'Resume online ordering' }).click();
  await expect(lee.getByTestId('ordering-state')).toContainText('Taking orders');
  await other.close();
});
