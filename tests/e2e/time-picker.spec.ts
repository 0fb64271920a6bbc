import type { Page } from '@playwright/test';
import pg from 'pg';
import { PG_ADMIN_URL } from '../support/test-databases.ts';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';

/**
 * Spec §4 "Order time mode" at a fixed store state, whatever the hour the suite runs: the app
 * runs on its own PostgreSQL database, so the test can open the store around the clock (ASAP
 * offered) and then close it (ASAP disabled, Plan Ahead forced) while the app runs.
 */
test.describe.configure({ mode: 'serial' });

const MID = '10101';
const STORE = 'bos-back-bay';
const DB = `larkspur_e2e_time_${process.env.E2E_PORT ?? 3210}`;
const dbUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${DB}`);
let server: SpawnedServer;
let db: pg.Client;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const admin = new pg.Client(PG_ADMIN_URL);
  await admin.connect();
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.query(`create database ${DB}`);
  await admin.end();
  server = await spawnServer(3463, { DATABASE_URL: dbUrl, RATE_LIMIT_PER_MINUTE: '10000' });
  db = new pg.Client(dbUrl);
  await db.connect();
});
test.afterAll(async () => {
  await db?.end();
  await server?.stop();
  server?.cleanup();
});

/** Every handoff open all day, every day, and no closures; or no pickup hours at all (closed now). */
async function setStore(open: boolean) {
  await db.query(`delete from location_closures where location_id = $1`, [STORE]);
  await db.query(`delete from location_hours where location_id = $1 and handoff <> 'catering'`, [STORE]);
  if (open) {
    for (const handoff of ['pickup', 'curbside', 'delivery'])
      for (let weekday = 0; weekday < 7; weekday++)
        await db.query(
          `insert into location_hours (location_id, handoff, weekday, opens, closes) values ($1, $2, $3, '00:00', '24:00')`,
          [STORE, handoff, weekday],
        );
  }
  // The app re-reads a store's slot settings at most once a second (decision 060).
  await new Promise((resolve) => setTimeout(resolve, 1200));
}

const bag = (page: Page) => page.getByRole('dialog', { name: 'Your Bag' });
const cartTime = (page: Page) =>
  page.evaluate(async () => {
    const reply = await fetch(`/api/carts/${localStorage.getItem('larkspur.cart')}`);
    return (
      (await reply.json()) as { data: { time: { mode: string; earliest: string | null; asap_available: boolean } } }
    ).data.time;
  });

async function bagWithCroissant(page: Page) {
  await visit(page, `${server.url}/menu/${MID}/category/croissants`);
  await page.getByRole('button', { name: 'Quick Add Butter Croissant' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'My Bag, 1 item' })).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^My Bag, / })
    .click();
  await expect(bag(page)).toBeVisible();
  return bag(page).getByRole('group', { name: 'Order time' });
}

test('an open store: Next Available is offered, and choosing it after Plan Ahead orders ASAP at the earliest slot', async ({
  page,
}) => {
  await setStore(true);
  const picker = await bagWithCroissant(page);
  await picker.getByRole('radio', { name: 'Plan Ahead' }).check();
  const day = picker.getByLabel('Day', { exact: true });
  await day.selectOption({ index: 1 });
  const firstTime = picker
    .getByLabel('Time', { exact: true })
    .locator(`option[value^="${await day.inputValue()}"]`)
    .first();
  await expect(firstTime).toBeAttached();
  await picker.getByLabel('Time', { exact: true }).selectOption((await firstTime.getAttribute('value')) ?? '');
  await expect.poll(async () => (await cartTime(page)).mode).toBe('advance');
  const asap = picker.getByRole('radio', { name: /Next Available/ });
  await expect(asap).toBeEnabled();
  await asap.check();
  await expect.poll(async () => (await cartTime(page)).mode).toBe('asap');
  const time = await cartTime(page);
  expect(time.asap_available).toBe(true);
  expect(time.earliest).toMatch(/^\d{8} \d{2}:\d{2}$/);
  await expectNoSeriousAxeViolations(page);
});

test('a closed store: Next Available is disabled and the order is planned ahead', async ({ page }) => {
  await setStore(false);
  const picker = await bagWithCroissant(page);
  await expect(picker.getByRole('radio', { name: /Next Available/ })).toBeDisabled();
  await expect(picker.getByRole('radio', { name: 'Plan Ahead' })).toBeChecked();
  const time = await cartTime(page);
  expect(time.asap_available).toBe(false);
  expect(time.earliest).toBeNull();
  await expectNoSeriousAxeViolations(page);
});

test('the day and time lists arrive as whole selects, never filled option by option in the page', async ({ page }) => {
  // Filling a live select took a 130 ms commit at checkout on a 4×-slowed phone (time-picker.tsx).
  await page.addInitScript(() => {
    const counter = window as unknown as { optionsIntoLiveSelects: number };
    counter.optionsIntoLiveSelects = 0;
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target.nodeName === 'SELECT')
          counter.optionsIntoLiveSelects += [...record.addedNodes].filter((n) => n.nodeName === 'OPTION').length;
    }).observe(document, { childList: true, subtree: true });
  });
  await setStore(true);
  const picker = await bagWithCroissant(page);
  await picker.getByRole('radio', { name: 'Plan Ahead' }).check();
  await expect(picker.getByLabel('Day', { exact: true }).locator('option')).not.toHaveCount(0);
  await expect.poll(() => picker.getByLabel('Time', { exact: true }).locator('option').count()).toBeGreaterThan(1);
  await picker.getByLabel('Day', { exact: true }).selectOption({ index: 1 });
  await expect(picker.getByLabel('Time', { exact: true }).locator('option').nth(1)).toHaveAttribute(
    'value',
    new RegExp(`^${await picker.getByLabel('Day', { exact: true }).inputValue()}`),
  );
  expect(
    await page.evaluate(() => (window as unknown as { optionsIntoLiveSelects: number }).optionsIntoLiveSelects),
  ).toBe(0);
});

test('a keyboard user on the Day select while its days arrive stays on it, and can go on choosing', async ({
  page,
}) => {
  await setStore(true);
  const picker = await bagWithCroissant(page);
  // The days are held back until the select has the focus (no wait on a clock: a promise).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/carts\/[^/]+\/times/, async (route) => {
    await held;
    await route.continue();
  });
  await picker.getByRole('radio', { name: 'Plan Ahead' }).check();
  const dayField = picker.getByLabel('Day', { exact: true });
  await dayField.focus();
  await expect(dayField.locator('option')).toHaveCount(0);
  release();
  // The list arrives as a new select (drawn whole); the focus moves onto it.
  await expect(dayField.locator('option')).not.toHaveCount(0);
  await expect(dayField).toBeFocused();
  const first = await dayField.inputValue();
  await page.keyboard.press('ArrowDown');
  await expect(dayField).not.toHaveValue(first);
  await expect(dayField).toBeFocused();
});
