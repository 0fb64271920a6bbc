import type { Locator, Page } from '@playwright/test';
import pg from 'pg';
import { PG_ADMIN_URL } from '../support/test-databases.ts';
import { shortDayLabel } from '../../src/domain/us-english-format.ts';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { addCroissants, continuePastSuggestions, fillCard, placeOrderButton } from './support/checkout-helpers.ts';
import { DESKTOP, PHONE } from './support/screenshots.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';

/**
 * Issue 40 item 6, as a customer meets it: Butter Croissants are limited to 3 per pickup day at
 * Back Bay, ordered by 11:59 PM the day before, and another customer already took 1 for the next
 * Thursday. The product page and the day picker count down to "Sold out for Thu" as this
 * customer orders the last 2. The app runs on its own PostgreSQL database, so the test sets the
 * limit and the store's hours (open around the clock) whatever the hour the suite runs.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const MID = '10101';
const STORE = 'bos-back-bay';
const DB = `larkspur_e2e_limits_${process.env.E2E_PORT ?? 3210}`;
const dbUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${DB}`);
let server: SpawnedServer;
let db: pg.Client;

/** The next Thursday after today on New York's calendar (the store's zone), 'YYYYMMDD'. */
function nextThursday(): string {
  for (let days = 1; ; days++) {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      new Date(Date.now() + days * 24 * 3600_000),
    );
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 4) return date.replaceAll('-', '');
  }
}
const THURSDAY = nextThursday();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const admin = new pg.Client(PG_ADMIN_URL);
  await admin.connect();
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.query(`create database ${DB}`);
  await admin.end();
  server = await spawnServer(3731, {
    DATABASE_URL: dbUrl,
    BORDERLESS: 'true',
    RATE_LIMIT_PER_MINUTE: '10000',
    CARD_TOKENS_PER_IP: '1000',
  });
  db = new pg.Client(dbUrl);
  await db.connect();
  await db.query(`delete from location_closures where location_id = $1`, [STORE]);
  await db.query(`delete from location_hours where location_id = $1 and handoff <> 'catering'`, [STORE]);
  for (const handoff of ['pickup', 'curbside', 'delivery'])
    for (let weekday = 0; weekday < 7; weekday++)
      await db.query(
        `insert into location_hours (location_id, handoff, weekday, opens, closes) values ($1, $2, $3, '00:00', '24:00')`,
        [STORE, handoff, weekday],
      );
  await db.query(
    `insert into daily_limits (location_id, product_id, per_day, cutoff_days_before, cutoff_time) values ($1, 'p-butter-croissant', 3, 1, '23:59')`,
    [STORE],
  );
  const day = `${THURSDAY.slice(0, 4)}-${THURSDAY.slice(4, 6)}-${THURSDAY.slice(6)}`;
  await db.query(
    `insert into daily_limit_counts (location_id, product_id, day, count) values ($1, 'p-butter-croissant', $2, 1)`,
    [STORE, day],
  );
  // The app re-reads a store's slot settings at most once a second.
  await new Promise((resolve) => setTimeout(resolve, 1200));
});
test.afterAll(async () => {
  await db?.end();
  await server?.stop();
  server?.cleanup();
});

/** Screenshots at 390 and 1280 with `shown` scrolled into view (it sits below the fold on a phone, or in the bag's own scroller). */
async function shotsWith(page: Page, name: string, shown: Locator) {
  for (const width of [PHONE, DESKTOP]) {
    await page.setViewportSize({ width, height: width === PHONE ? 844 : 800 });
    await shown.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `artifacts/screenshots/${name}-${width}.png` });
  }
}

const productPage = async (page: Page) => {
  const { rows } = await db.query<{ slug: string }>(
    `select pdp_slug as slug from products where id = 'p-butter-croissant'`,
  );
  await visit(page, `${server.url}/menu/${MID}/product/${rows[0]!.slug}`);
};

/** The time picker set to Plan Ahead on Thursday at its first time. */
async function planThursday(scope: Locator | Page) {
  const picker = scope.getByRole('group', { name: 'Order time' });
  await picker.getByRole('radio', { name: 'Plan Ahead' }).check();
  const day = picker.getByLabel('Day', { exact: true });
  await day.selectOption(THURSDAY);
  const time = picker.getByLabel('Time', { exact: true });
  const first = time.locator(`option[value^="${THURSDAY}"]`).first();
  await expect(first).toBeAttached();
  const wanted = (await first.getAttribute('value')) ?? '';
  await time.selectOption(wanted);
  await expect(time).toHaveValue(wanted);
  return picker;
}

test('a limited item counts down to "Sold out for Thu" for a customer, on the product page and in the day picker', async ({
  page,
}) => {
  const thursday = shortDayLabel(THURSDAY);
  // No bag yet: the product page speaks of the first day still open for orders (today's cutoff has passed).

  await productPage(page);
  const firstOpen = await page.evaluate(
    async (mid) =>
      (
        (await (await fetch(`/api/menus/${mid}/daily-limits`)).json()) as {
          data: { limits: { days: { day: string; open: boolean }[] }[] };
        }
      ).data.limits[0]!.days.find((d) => d.open)!.day,
    MID,
  );
  const firstLabel = shortDayLabel(firstOpen);
  await expect(page.getByText(new RegExp(`^\\d left for ${firstLabel}$`))).toBeVisible();

  // Two in the bag for Thursday: the day picker says what is left that day.
  await addCroissants(page, server.url, 2);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^My Bag, / })
    .click();
  const bag = page.getByRole('dialog', { name: 'Your Bag' });
  await planThursday(bag);
  await expect(bag.getByText(`Butter Croissant: 2 left for ${thursday}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shotsWith(page, 'daily-limit-day-picker-left', bag.getByText(`Butter Croissant: 2 left for ${thursday}`));
  await productPage(page);
  await expect(page.getByText(`2 left for ${thursday}`, { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shotsWith(page, 'daily-limit-product-left', page.getByText(`2 left for ${thursday}`, { exact: true }));

  // The customer orders them as a guest.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^My Bag, / })
    .click();
  await continuePastSuggestions(page.getByRole('dialog', { name: 'Your Bag' }), /\/account\/signin\?redirectTo=/);
  await page.getByRole('link', { name: 'Continue as Guest' }).click();
  await expect(page).toHaveURL(/\/order\/checkout$/);
  await page.getByLabel('First Name').fill('Thea');
  await page.getByLabel('Last Name').fill('Baker');
  await page.getByLabel('Email', { exact: true }).fill(`thea-${Date.now()}@larkspur.example`);
  await page.getByLabel('Phone').fill('6175550188');
  await expect(page.getByText(`Butter Croissant: 2 left for ${thursday}`)).toBeVisible();
  await fillCard(page, '4242424242424242');
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/order\/confirm\/[0-9a-f-]{36}$/);

  // None left for Thursday: the product page and the day picker say so.
  await addCroissants(page, server.url, 1);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^My Bag, / })
    .click();
  const next = page.getByRole('dialog', { name: 'Your Bag' });
  const picker = await planThursday(next);
  await expect(picker.getByText('Butter Croissant: Sold out for Thu — choose another day')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shotsWith(
    page,
    'daily-limit-day-picker',
    picker.getByText('Butter Croissant: Sold out for Thu — choose another day'),
  );
  await page.keyboard.press('Escape');
  await productPage(page);
  await expect(page.getByText('Sold out for Thu — choose another day', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shotsWith(
    page,
    'daily-limit-product-sold-out',
    page.getByText('Sold out for Thu — choose another day', { exact: true }),
  );

  // Placing it anyway is refused at the time picker with the customer's sentence.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^My Bag, / })
    .click();
  await continuePastSuggestions(page.getByRole('dialog', { name: 'Your Bag' }), /\/account\/signin\?redirectTo=/);
  await page.getByRole('link', { name: 'Continue as Guest' }).click();
  await page.getByLabel('First Name').fill('Thea');
  await page.getByLabel('Last Name').fill('Baker');
  await page.getByLabel('Email', { exact: true }).fill(`thea-${Date.now()}@larkspur.example`);
  await page.getByLabel('Phone').fill('6175550188');
  await fillCard(page, '4242424242424242');
  await placeOrderButton(page).click();
  await expect(page.getByText('Butter Croissant is sold out for Thu — choose another day')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
