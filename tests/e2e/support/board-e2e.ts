import type { Browser, Page } from '@playwright/test';
import pg from 'pg';
import { PG_ADMIN_URL } from '../../support/test-databases.ts';
import { addCroissants, fillCard, freshEmail, placeOrderButton, signInByApi, signUpByApi } from './checkout-helpers.ts';
import { expect, visit } from './fixtures.ts';
import { createStaffByCommand } from './staff-command.ts';
import { spawnServer, type SpawnedServer } from './spawn-server.ts';

/** The live order board's e2e setup: its own PostgreSQL database, a store open around the clock. */
export const BOARD_STORE = 'bos-back-bay';
export const BOARD_STAFF_EMAIL = 'counter@larkspur.example';
export const BOARD_STAFF_PASSWORD = 'bench-scraper-and-flour-9';
export const BOARD_SERVER_ENV = { RATE_LIMIT_PER_MINUTE: '10000', ACCOUNT_LIMIT_PER_IP: '1000' };

export interface BoardEnv {
  server: SpawnedServer;
  dbUrl: string;
  /** The counter staff member's one-time password (the first sign-in changes it). */
  oneTimePassword: string;
}

export async function startBoardServer(dbName: string, basePort: number): Promise<BoardEnv> {
  const dbUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
  const admin = new pg.Client(PG_ADMIN_URL);
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const server = await spawnServer(basePort, { DATABASE_URL: dbUrl, ...BOARD_SERVER_ENV });
  // Open around the clock before anyone asks for the store (nothing is cached yet): ASAP is offered.
  const db = new pg.Client(dbUrl);
  await db.connect();
  await db.query(`delete from location_closures where location_id = $1`, [BOARD_STORE]);
  await db.query(`delete from location_hours where location_id = $1 and handoff <> 'catering'`, [BOARD_STORE]);
  for (const handoff of ['pickup', 'curbside', 'delivery'])
    for (let weekday = 0; weekday < 7; weekday++)
      await db.query(
        `insert into location_hours (location_id, handoff, weekday, opens, closes) values ($1, $2, $3, '00:00', '24:00')`,
        [BOARD_STORE, handoff, weekday],
      );
  await db.end();
  const oneTimePassword = await createStaffByCommand({ databaseUrl: dbUrl }, [
    '--email',
    BOARD_STAFF_EMAIL,
    '--role',
    'staff',
    '--name',
    'Casey Counter',
    '--location',
    BOARD_STORE,
  ]);
  return { server, dbUrl, oneTimePassword };
}

/** First sign-in of the counter staff member: the one-time password is changed to their own. */
export async function boardStaffFirstSignIn(page: Page, base: string, oneTimePassword: string) {
  const signIn = await page.request.post(`${base}/api/staff/session`, {
    data: { email: BOARD_STAFF_EMAIL, password: oneTimePassword },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const csrf = ((await signIn.json()) as { data: { csrf_token: string } }).data.csrf_token;
  const changed = await page.request.post(`${base}/api/staff/password`, {
    data: { current_password: oneTimePassword, new_password: BOARD_STAFF_PASSWORD },
    headers: { 'x-csrf-token': csrf },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
}

/** A sign-in after the first one has set the staff member's own password. */
export async function boardStaffSignIn(page: Page, base: string) {
  const signIn = await page.request.post(`${base}/api/staff/session`, {
    data: { email: BOARD_STAFF_EMAIL, password: BOARD_STAFF_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
}

/** Hana's order of two croissants, placed in her own browser context; its number. */
export async function customerOrder(browser: Browser, base: string): Promise<string> {
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const email = freshEmail('board');
  await signUpByApi(customer, base, email, 'Hana');
  await signInByApi(customer, base, email);
  await addCroissants(customer, base, 2);
  await visit(customer, `${base}/order/checkout`);
  await fillCard(customer, '4242 4242 4242 4242');
  await placeOrderButton(customer).click();
  await expect(customer).toHaveURL(/\/order\/confirm\/[0-9a-f-]{36}$/);
  const number = ((await customer.getByText(/^Order #\d+$/).textContent()) ?? '').replace('Order #', '');
  await customerContext.close();
  return number;
}
