import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { newestMailTo } from './support/checkout-helpers.ts';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';

/**
 * A fresh install's staff side (issue 41): the server prints a one-time setup link at start while
 * no admin exists; the first admin is made through it (the page says so plainly once it is used);
 * then "Forgot password?" by keyboard alone, the link read from the outbox, and the old session
 * ends. Axe and screenshots at 390, 1024×768 and 1280.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const ENV = { ACCOUNT_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_MINUTE: '10000' };
const OWNER = 'owner@larkspur.example';
const OWNER_PASSWORD = 'proofing-basket-at-five';
const NEW_PASSWORD = 'poppy-seed-twist-at-six';
let server: SpawnedServer;

const setupLinkIn = (output: string) => /http:\S+\/staff\/setup\?token=[\w-]+/.exec(output)?.[0] ?? null;
const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await spawnServer(3721, ENV);
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

/** Tab until `target` has focus (at most `limit` presses); fails when it never does. */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the first admin is made through the setup link the server printed; the link then says it was used', async ({
  page,
}) => {
  const first = setupLinkIn(server.output());
  expect(first, server.output()).not.toBeNull();
  expect(server.output()).toContain('No staff admin exists yet');
  expect(server.output()).not.toMatch(/default password/i);

  // Printed again, a new link, at the next start while no admin exists.
  const dataDir = server.dataDir;
  expect(await server.stop()).toBe(0);
  server = await spawnServer(3721, ENV, dataDir);
  const link = setupLinkIn(server.output());
  expect(link).not.toBeNull();
  expect(link).not.toBe(first);

  await visit(page, `${server.url}${pathOf(link!)}`);
  await expect(page.getByRole('heading', { name: 'Set up the first admin' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-setup', { widths: STAFF_WIDTHS });
  await page.getByLabel('Your name').fill('Olive Owner');
  await page.getByLabel('Email').fill(OWNER);
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByLabel('Confirm password').fill('password');
  await page.getByRole('button', { name: 'Create admin account' }).click();
  await expect(page.getByText('This password is too common')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
  await page.getByLabel('Confirm password').fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Create admin account' }).click();

  // On to sign-in, the e-mail filled in; the password is the one she chose (no change asked).
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await expect(page.getByRole('status')).toContainText('Your admin account is ready');
  await expect(page.getByLabel('Email')).toHaveValue(OWNER);
  await page.getByLabel('Password').fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { name: 'Hello, Olive Owner' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Team' })).toBeVisible();

  // Used: this link and the earlier one say so plainly, and so does a made-up one.
  for (const used of [link!, first!]) {
    await visit(page, `${server.url}${pathOf(used)}`);
    await expect(page.getByRole('heading', { name: 'Setup link already used' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'an admin account exists' })).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-setup-used', { widths: STAFF_WIDTHS });
  await visit(page, `${server.url}/staff/setup?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'Setup link not valid' })).toBeVisible();

  // With an admin, the next start prints no link.
  expect(await server.stop()).toBe(0);
  server = await spawnServer(3721, ENV, dataDir);
  expect(server.output()).toContain('is running at');
  expect(setupLinkIn(server.output())).toBeNull();
});

test('staff forgot password by keyboard: the e-mailed link sets a new password and ends the old session', async ({
  page,
  browser,
}) => {
  // Her tablet at the counter stays signed in with the old password.
  const tablet = await (await browser.newContext()).newPage();
  const signIn = await tablet.request.post(`${server.url}/api/staff/session`, {
    data: { email: OWNER, password: OWNER_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  await visit(tablet, `${server.url}/staff`);
  await expect(tablet.getByRole('heading', { name: 'Hello, Olive Owner' })).toBeVisible();

  await visit(page, `${server.url}/staff/sign-in`);
  const forgot = page.getByRole('link', { name: 'Forgot password?' });
  await tabTo(page, forgot);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-forgot-password', { widths: STAFF_WIDTHS });
  const email = page.getByLabel('Email');
  await tabTo(page, email);
  await page.keyboard.type(OWNER);
  await page.keyboard.press('Enter');
  const said = page.getByRole('status');
  await expect(said).toContainText(`If a staff account exists for ${OWNER}`);
  await expect(said).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  const outbox = path.join(server.dataDir, 'outbox');
  await expect.poll(() => newestMailTo(outbox, OWNER)?.subject ?? '').toMatch(/staff password$/);
  const mail = newestMailTo(outbox, OWNER)!;
  expect(mail.text).toContain('expires in 30 minutes');
  const link = /http:\S+\/staff\/reset-password\?token=[\w-]+/.exec(mail.text)![0];

  await visit(page, `${server.url}${pathOf(link)}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-reset-password', { widths: STAFF_WIDTHS });
  await tabTo(page, page.getByLabel('New password', { exact: true }));
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  // The tablet's session ended with the reset.
  await tablet.reload();
  await expect(tablet).toHaveURL(/\/staff\/sign-in$/);
  await tablet.context().close();

  // Sign in by keyboard with the new password.
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(OWNER);
  await page.keyboard.press('Tab');
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { name: 'Hello, Olive Owner' })).toBeVisible();

  // The link worked once.
  await visit(page, `${server.url}${pathOf(link)}`);
  await page.getByLabel('New password', { exact: true }).fill(`${NEW_PASSWORD}-2`);
  await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}-2`);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'was already used' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});
