import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import type { SpawnedServer } from './support/spawn-server.ts';
import { firstStaffSignIn, spawnStaffServer } from './support/staff-server.ts';
import { STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';

/**
 * Hours and closures as a manager uses them, and what customers then see: an edit of pickup
 * hours survives switching to delivery and back, leaving asks first; removing a closure asks
 * and names it; the store page lists the next days' closures and special hours; a paused store's
 * time picker says so and offers nothing; a delivery from another store than the one the order
 * started at is said before the bag moves. Axe on every step, screenshots at 390/1024/1280
 * (customer pages 390/1280).
 */
let server: SpawnedServer;
let password = '';
const NEW_PASSWORD = 'rye-starter-fed-at-dawn';
const HOURS = '/staff/hours/bos-back-bay';
const STORE_PAGE = '/locations/ma/boston/214-newbury-street';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ({ server, password } = await spawnStaffServer(
    3212,
    'hours',
    ['--email', 'hana@larkspur.example', '--role', 'manager', '--name', 'Hana Manager', '--location', 'bos-back-bay'],
    { RATE_LIMIT_PER_MINUTE: '10000' },
  ));
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

/** 'YYYY-MM-DD' `daysAhead` days from now on New York's calendar (Back Bay's). */
const nyDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + daysAhead * 24 * 3600_000));
const usDate = (date: string, year = true) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(Date.parse(`${date}T12:00:00Z`));

async function signIn(page: Page) {
  await firstStaffSignIn(page, server.url, 'hana@larkspur.example', password, NEW_PASSWORD);
}
const staffSignedIn = async (browser: Browser) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${server.url}/staff/sign-in`);
  await page.getByLabel('Email').fill('hana@larkspur.example');
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/staff$/);
  return page;
};
const mondayOpens = (page: Page) => page.getByRole('group', { name: 'Monday window 1' }).getByLabel('Opens');

test('a pickup edit survives switching to delivery and back; leaving asks first; one Save keeps it', async ({
  page,
}) => {
  await signIn(page);
  await visit(page, `${server.url}${HOURS}`);
  await expect(page.getByRole('heading', { name: 'Hours and closures — Back Bay', level: 1 })).toBeVisible();
  const handoff = page.getByLabel('Handoff');
  await expect(handoff).toHaveValue('pickup');
  await expect(mondayOpens(page)).toHaveValue('06:30');
  await mondayOpens(page).fill('06:00');
  await expect(page.locator('#hours-unsaved')).toHaveText('Unsaved changes: Pickup');

  // Delivery shows its own week; Pickup is marked unsaved in the list.
  await handoff.selectOption('delivery');
  await expect(page.getByRole('group', { name: 'Delivery hours by day' })).toBeVisible();
  await expect(mondayOpens(page)).toHaveValue('10:30');
  await expect(handoff.locator('option', { hasText: 'Pickup (unsaved changes)' })).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'hours-unsaved', { widths: STAFF_WIDTHS });
  // Back to Pickup: the edit is still there.
  await handoff.selectOption('pickup');
  await expect(mondayOpens(page)).toHaveValue('06:00');

  // A link away asks first; staying keeps the edit and returns focus to the page.
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Orders' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toContainText('You have unsaved changes to the hours for Pickup.');
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'hours-leave-question', { widths: STAFF_WIDTHS, fullPage: false });
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${HOURS}$`));
  await expect(mondayOpens(page)).toHaveValue('06:00');

  // One Save sends every changed handoff; after a reload the edit is what the server says.
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pickup hours saved.' })).toBeAttached();
  await expect(page.locator('#hours-unsaved')).toHaveText('');
  await page.reload();
  await expect(mondayOpens(page)).toHaveValue('06:00');

  // Leaving without saving (keyboard this time) throws the draft away, as asked.
  await mondayOpens(page).fill('05:45');
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Orders' }).click();
  const button = leave.getByRole('button', { name: 'Leave without saving' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/orders$/);
  await visit(page, `${server.url}${HOURS}`);
  await expect(mondayOpens(page)).toHaveValue('06:00');
});

test('removing a closure asks first, names it, and keeps focus on the page; dates read in US format', async ({
  browser,
}) => {
  const page = await staffSignedIn(browser);
  await visit(page, `${server.url}${HOURS}`);
  const day = nyDate(5);
  await page.getByLabel('Date').fill(day);
  await page.getByLabel('Reason').fill('Inventory');
  await page.getByRole('button', { name: 'Add closure' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Inventory' });
  await expect(row).toContainText(`${usDate(day)} · Closed all day · Inventory`);
  await expect(page.getByText(day)).toHaveCount(0);

  // Remove asks; Escape keeps the closure and puts focus back on Remove.
  const remove = row.getByRole('button', { name: `Remove the closure on ${usDate(day)} (Inventory)` });
  await remove.click();
  const question = page.getByRole('dialog', { name: `Remove the closure on ${usDate(day)} (Inventory)?` });
  await expect(question).toBeVisible();
  await expect(question.locator(':focus')).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'closure-remove-question', { widths: STAFF_WIDTHS, fullPage: false });
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(remove).toBeFocused();
  const stored = async () =>
    (
      (await (await page.request.get(`${server.url}/api/staff/locations/bos-back-bay/hours`)).json()) as {
        data: { schedule: { closures: { date: string }[] } };
      }
    ).data.schedule.closures.map((c) => c.date);
  expect(await stored()).toContain(day);
  // "Keep it" leaves it too; "Remove closure" removes it, and focus lands on the list's heading.
  await remove.click();
  await question.getByRole('button', { name: 'Keep it' }).click();
  expect(await stored()).toContain(day);
  await remove.click();
  await question.getByRole('button', { name: 'Remove closure' }).click();
  await expect(question).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Closures and special hours' })).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: `Removed the closure on ${usDate(day)} (Inventory).` }),
  ).toBeAttached();
  expect(await stored()).not.toContain(day);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'hours-closures', { widths: STAFF_WIDTHS });
});

test('the customer sees the coming closure and special hours on the store page, in US words', async ({ browser }) => {
  const page = await staffSignedIn(browser);
  await visit(page, `${server.url}${HOURS}`);
  const [closed, special] = [nyDate(2), nyDate(3)];
  await page.getByLabel('Date').fill(closed);
  await page.getByLabel('Reason').fill('Burst pipe');
  await page.getByRole('button', { name: 'Add closure' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Burst pipe' })).toBeVisible();
  await page.getByLabel('Date').fill(special);
  await page.getByRole('radio', { name: 'Special hours' }).check();
  const form = page.getByRole('form', { name: 'Add a closure' });
  await form.getByLabel('Opens').fill('09:00');
  await form.getByLabel('Closes').fill('13:00');
  await page.getByLabel('Reason').fill('Parade');
  await page.getByRole('button', { name: 'Add closure' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Parade' })).toContainText('Open 9:00 AM–1:00 PM only');

  const customer = await (await browser.newContext()).newPage();
  await visit(customer, `${server.url}${STORE_PAGE}`);
  const section = customer.getByRole('region', { name: 'Holiday and special hours' });
  await expect(section).toContainText(`${usDate(closed, false)}: Closed (Burst pipe)`);
  await expect(section).toContainText(`${usDate(special, false)}: 9:00 AM–1:00 PM (Parade)`);
  await expectNoSeriousAxeViolations(customer);
  await screenshotsAt(customer, 'store-page-special-hours');

  // Removed by the manager: the (cached) store page drops it on the next visit.
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Burst pipe' })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove closure' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Burst pipe' })).toHaveCount(0);
  await visit(customer, `${server.url}${STORE_PAGE}`);
  await expect(customer.getByRole('region', { name: 'Holiday and special hours' })).not.toContainText('Burst pipe');
});

test('while the store is paused the bag’s time picker says so and offers no day or time', async ({ browser }) => {
  const page = await staffSignedIn(browser);
  await visit(page, `${server.url}/staff/ordering/bos-back-bay`);
  await page.getByRole('button', { name: 'Pause 30 min' }).click();
  await expect(page.getByTestId('ordering-state')).toContainText('Paused: not taking orders');

  const customer = await (await browser.newContext()).newPage();
  await visit(customer, `${server.url}/menu/10101/category/croissants`);
  await expect(customer.getByTestId('ordering-paused-notice')).toContainText('Back Bay: Not taking orders right now.');
  await customer.getByRole('button', { name: 'Quick Add Butter Croissant' }).click();
  await customer.getByRole('banner').getByRole('button', { name: 'My Bag, 1 item' }).click();
  const picker = customer.getByRole('dialog', { name: 'Your Bag' }).getByRole('group', { name: 'Order time' });
  await expect(picker).toContainText('Back Bay is currently unavailable, please check back later.');
  await expect(picker.getByRole('radio', { name: /Next Available/ })).toBeDisabled();
  await expect(picker.getByLabel('Day', { exact: true })).toHaveCount(0);
  await expect(picker.getByLabel('Time', { exact: true })).toHaveCount(0);
  await expectNoSeriousAxeViolations(customer);
  await screenshotsAt(customer, 'bag-paused', { fullPage: false });

  // Resumed: the same picker offers days and times again.
  await page.getByRole('button', { name: 'Resume online ordering' }).click();
  await expect(page.getByTestId('ordering-state')).toContainText('Taking orders');
  await customer.reload();
  await customer.getByRole('banner').getByRole('button', { name: 'My Bag, 1 item' }).click();
  const again = customer.getByRole('dialog', { name: 'Your Bag' }).getByRole('group', { name: 'Order time' });
  const plan = again.getByRole('radio', { name: 'Plan Ahead' });
  if (!(await plan.isChecked())) await plan.check();
  await expect(again.getByLabel('Day', { exact: true }).locator('option').first()).toBeAttached();
  await expect(again).not.toContainText('currently unavailable');
});

test('a delivery from another store than the bag’s is said before the bag moves', async ({ browser }) => {
  const customer = await (await browser.newContext()).newPage();
  await visit(customer, `${server.url}/menu/10101/category/croissants`);
  await customer.getByRole('button', { name: 'Quick Add Butter Croissant' }).click();
  await expect(customer.getByRole('banner').getByRole('button', { name: 'My Bag, 1 item' })).toBeVisible();
  const cartMenu = () =>
    customer.evaluate(async () => {
      const reply = await fetch(`/api/carts/${localStorage.getItem('larkspur.cart')}`);
      return ((await reply.json()) as { data: { menu_id: string } }).data.menu_id;
    });
  expect(await cartMenu()).toBe('10101');

  await visit(customer, `${server.url}/locations?type=delivery`);
  await customer.getByRole('button', { name: 'Enter a Delivery Address' }).click();
  const dialog = customer.getByRole('dialog', { name: 'Order Delivery' });
  const box = dialog.getByRole('combobox', { name: 'Delivery address' });
  await box.pressSequentially('300 Boylston', { delay: 5 });
  await dialog.getByRole('option', { name: '300 Boylston Street, Boston, MA 02116' }).click();
  const heading = dialog.getByRole('heading', { name: 'Your Delivery Comes From South End' });
  await expect(heading).toBeFocused();
  await expect(dialog).toContainText(
    'Delivery to 300 Boylston St comes from our South End cafe, 612 Tremont Street, not from Back Bay.',
  );
  await expect(dialog).toContainText("South End's menu and prices may differ from Back Bay's.");
  await expect(dialog).toContainText(
    "Your bag moves to South End; if something in it isn't available there, we'll tell you.",
  );
  // Nothing has moved yet.
  expect(await cartMenu()).toBe('10101');
  await expectNoSeriousAxeViolations(customer);
  await screenshotsAt(customer, 'delivery-other-store', { fullPage: false });

  await dialog.getByRole('button', { name: 'Deliver From South End' }).click();
  await expect(dialog.getByText('Delivered from')).toContainText('South End');
  await expect.poll(cartMenu).toBe('10103');
});
