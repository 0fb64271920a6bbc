import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import type { SpawnedServer } from './support/spawn-server.ts';
import { firstStaffSignIn, spawnStaffServer } from './support/staff-server.ts';
import { STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';

/**
 * Pause and closures in the browser (issue 16, decisions 231–232): the Back Bay manager pauses
 * online ordering → the customer's location card and menu say so and checkout's validation
 * refuses with spec §8's sentence; resume → orderable. A closure three days out takes that day
 * out of the bag's day list at once. Axe on both staff pages; screenshots at 1024×768 and 390.
 */
let server: SpawnedServer;
let password = '';
const NEW_PASSWORD = 'sourdough-levain-at-four';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ({ server, password } = await spawnStaffServer(
    3631,
    'storeops',
    ['--email', 'mona@larkspur.example', '--role', 'manager', '--name', 'Mona Manager', '--location', 'bos-back-bay'],
    { RATE_LIMIT_PER_MINUTE: '10000' },
  ));
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

async function signIn(page: Page) {
  await firstStaffSignIn(page, server.url, 'mona@larkspur.example', password, NEW_PASSWORD);
}

const nyDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + daysAhead * 24 * 3600_000));
const validate = (page: Page) =>
  page.evaluate(async () => {
    const session = (await (await fetch('/api/session')).json()) as { data: { csrf_token: string } };
    const reply = await fetch(`/api/carts/${localStorage.getItem('larkspur.cart')}/validate`, {
      method: 'POST',
      headers: { 'x-csrf-token': session.data.csrf_token },
    });
    return (await reply.json()) as {
      data?: { valid: boolean; cart: { problems: { message: string; code?: string }[] } };
    };
  });

test('the manager pauses Back Bay: card, menu and checkout say so; resume → orderable; a closure leaves the day list', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Back Bay', level: 3 }) });
  await card.getByRole('link', { name: 'Online ordering: pause and capacity' }).click();
  await expect(page.getByRole('heading', { name: 'Online ordering — Back Bay', level: 1 })).toBeVisible();
  await expect(page.getByTestId('ordering-state')).toContainText('Taking orders');
  await expectNoSeriousAxeViolations(page);
  // Keyboard: focus "Pause 30 min" and press Enter.
  await page.getByRole('button', { name: 'Pause 30 min' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('ordering-state')).toContainText('Paused: not taking orders');
  await expect(page.getByTestId('ordering-state')).toContainText(/(30|29) min left/);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'storeops-ordering-paused', { widths: STAFF_WIDTHS });

  // The customer, in another browser.
  const customer = await (await browser.newContext()).newPage();
  const location = await (await customer.request.get(`${server.url}/api/locations/10101?byMenuId=true`)).json();
  expect(location.data.status_label).toBe('Not taking orders right now');
  await visit(customer, `${server.url}${location.data.path}`);
  await expect(customer.getByText('Not taking orders right now').first()).toBeVisible();
  await visit(customer, `${server.url}/menu/10101/category/croissants`);
  await expect(customer.getByTestId('ordering-paused-notice')).toContainText('Back Bay: Not taking orders right now.');
  await expectNoSeriousAxeViolations(customer);
  await screenshotsAt(customer, 'storeops-menu-paused', { widths: STAFF_WIDTHS });
  // The bag may still fill; checkout's validation refuses with the spec §8 sentence.
  await customer.getByRole('button', { name: 'Quick Add Butter Croissant' }).click();
  await expect(customer.getByRole('banner').getByRole('button', { name: 'My Bag, 1 item' })).toBeVisible();
  const refused = await validate(customer);
  expect(refused.data?.valid).toBe(false);
  expect(refused.data?.cart.problems[0]).toMatchObject({
    code: 'LOCATION_PAUSED',
    message: 'Back Bay is currently unavailable, please check back later.',
  });

  // Resume: the notice goes and the bag is orderable (a time chosen ahead, whatever the hour now).
  await page.getByRole('button', { name: 'Resume online ordering' }).click();
  await expect(page.getByTestId('ordering-state')).toContainText('Taking orders');
  await customer.reload();
  await expect(customer.getByTestId('ordering-paused-notice')).toHaveCount(0);
  await expect
    .poll(async () => (await validate(customer)).data?.cart.problems.some((p) => p.code === 'LOCATION_PAUSED'))
    .toBe(false);

  // Capacity per handoff (decision 240): curbside gets its own number, pickup keeps the default.
  const curbside = page.getByLabel('Orders per slot, curbside');
  await expect(curbside).toHaveValue('');
  await expect(curbside).toHaveAttribute('placeholder', /^Default \(\d+\)$/);
  await curbside.fill('3');
  // Lead time per handoff (decision 244), typed in the same form: curbside 45, pickup its default.
  const curbsideLead = page.getByLabel('Lead time, curbside (min)');
  await expect(curbsideLead).toHaveAttribute('placeholder', /^Default \(\d+\)$/);
  await curbsideLead.fill('45');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Capacity and lead times saved.' })).toBeAttached();
  await page.reload();
  await expect(page.getByLabel('Orders per slot, curbside')).toHaveValue('3');
  await expect(page.getByLabel('Orders per slot, in-store pickup')).toHaveValue('');
  const saved = await (await page.request.get(`${server.url}/api/staff/locations/bos-back-bay/ordering`)).json();
  expect(saved.data.ordering.slot_capacity_by_handoff).toEqual({ curbside: 3 });
  await expect(page.getByLabel('Lead time, curbside (min)')).toHaveValue('45');
  await expect(page.getByLabel('Lead time, in-store pickup (min)')).toHaveValue('');
  expect(saved.data.ordering.lead_minutes_by_handoff).toEqual({ curbside: 45 });
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'storeops-ordering-capacity', { widths: STAFF_WIDTHS });

  // Hours: a closure three days out leaves the bag's day list.
  const closed = nyDate(3);
  const dayValues = async () => {
    await customer.reload();
    await customer
      .getByRole('banner')
      .getByRole('button', { name: /^My Bag, / })
      .click();
    const picker = customer.getByRole('dialog', { name: 'Your Bag' }).getByRole('group', { name: 'Order time' });
    const plan = picker.getByRole('radio', { name: 'Plan Ahead' });
    if (!(await plan.isChecked())) await plan.check();
    const day = picker.getByLabel('Day', { exact: true });
    await expect(day.locator('option').nth(1)).toBeAttached();
    return (
      await day.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    ).map((v) => v.replaceAll('-', '').slice(0, 8));
  };
  expect(await dayValues()).toContain(closed.replaceAll('-', ''));
  await page.goto(`${server.url}/staff`);
  await card.getByRole('link', { name: 'Hours and closures' }).click();
  await expect(page.getByRole('heading', { name: 'Hours and closures — Back Bay', level: 1 })).toBeVisible();
  await page.getByLabel('Date').fill(closed);
  await page.getByLabel('Reason').fill('Snowstorm');
  await page.getByRole('button', { name: 'Add closure' }).click();
  // The list writes dates as US readers do ("Fri, Dec 25, 2026").
  const closedLabel = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${closed}T12:00:00Z`));
  await expect(page.getByRole('listitem').filter({ hasText: closedLabel })).toContainText('Closed all day · Snowstorm');
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'storeops-hours', { widths: STAFF_WIDTHS });
  expect(await dayValues()).not.toContain(closed.replaceAll('-', ''));
});
