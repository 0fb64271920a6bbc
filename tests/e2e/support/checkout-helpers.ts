import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, visit } from './fixtures.ts';

/** Shared steps of the checkout, orders and kiosk journeys (issue 6). */
export const MID = '10101';
export const PASSWORD = 'crumb-and-crust-42';
let counter = 0;
export const freshEmail = (tag: string) => `${tag}-${Date.now()}-${(counter += 1)}@larkspur.example`;

/** A CSRF token for API calls made with the browser's cookies. */
export async function csrf(page: Page, base: string): Promise<string> {
  const reply = await page.request.get(`${base}/api/session`);
  return ((await reply.json()) as { data: { csrf_token: string } }).data.csrf_token;
}

export async function signUpByApi(page: Page, base: string, email: string, firstName = 'Ada') {
  const reply = await page.request.post(`${base}/api/account/signup`, {
    data: { first_name: firstName, last_name: 'Baker', email, password: PASSWORD, newsletter: false },
    headers: { 'x-csrf-token': await csrf(page, base) },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  // Sign-up signs in (issue 15 §6); these tests make the account first and sign in when they choose.
  const { data } = (await reply.json()) as { data: { csrf_token: string } };
  expect(
    (await page.request.post(`${base}/api/account/signout`, { headers: { 'x-csrf-token': data.csrf_token } })).ok(),
  ).toBe(true);
}

export async function signInByApi(page: Page, base: string, email: string) {
  const reply = await page.request.post(`${base}/api/account/signin`, {
    data: { email, password: PASSWORD },
    headers: { 'x-csrf-token': await csrf(page, base) },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** Adds Butter Croissants from the Back Bay menu with the card's Quick Add button. */
export async function addCroissants(page: Page, base: string, count = 1) {
  await visit(page, `${base}/menu/${MID}/category/croissants`);
  for (let i = 1; i <= count; i += 1) {
    await page.getByRole('button', { name: 'Quick Add Butter Croissant' }).click();
    await expect(
      page.getByRole('banner').getByRole('button', { name: `My Bag, ${i} ${i === 1 ? 'item' : 'items'}` }),
    ).toBeVisible();
  }
}

/**
 * Continue To Checkout from the bag, then past "May We Suggest" when it opens. Its suggestions
 * arrive over the network, so the test waits for either outcome (the dialog, or the page it
 * leads to) instead of looking once: a single look raced the fetch on a loaded machine.
 */
export async function continuePastSuggestions(bag: Locator, destination: RegExp) {
  const page = bag.page();
  await bag.getByRole('button', { name: 'Continue To Checkout' }).click();
  const suggestions = page.getByRole('dialog', { name: 'May We Suggest' });
  await expect.poll(async () => destination.test(page.url()) || (await suggestions.isVisible())).toBe(true);
  if (!destination.test(page.url())) await suggestions.getByRole('button', { name: 'No, Thanks' }).click();
  await expect(page).toHaveURL(destination);
}

/**
 * The first day after today that has times left, asked of the cart's times call: the suite runs
 * on any date, and a store holiday (Thanksgiving, say) is a day with no times.
 */
export async function firstOpenDayAfterToday(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const id = localStorage.getItem('larkspur.cart');
    const times = async (day?: string) =>
      (
        (await (await fetch(`/api/carts/${id}/times${day ? `?day=${day}` : ''}`)).json()) as {
          data: { days: string[]; times: string[] };
        }
      ).data;
    for (const day of (await times()).days.slice(1)) if ((await times(day)).times.length > 0) return day;
    throw new Error('No day in the ordering window has times');
  });
}

/** A time picker (checkout or cart panel): Plan Ahead, the next open day, its first time (the store may be closed right now). */
export async function planAheadIn(scope: Page | Locator) {
  const picker = scope.getByRole('group', { name: 'Order time' });
  await picker.getByRole('radio', { name: 'Plan Ahead' }).check();
  const day = picker.getByLabel('Day', { exact: true });
  await day.selectOption(await firstOpenDayAfterToday('page' in scope ? scope.page() : scope));
  // Wait for that day's times: until they load, the list still shows the previous day's.
  const time = picker.getByLabel('Time', { exact: true });
  const firstTime = time.locator(`option[value^="${await day.inputValue()}"]`).first();
  await expect(firstTime).toBeAttached();
  const wanted = (await firstTime.getAttribute('value')) ?? '';
  await time.selectOption(wanted);
  await expect(time).toHaveValue(wanted);
}

/** The checkout's time picker set ahead; Place Order is then ready. */
export async function planAhead(page: Page) {
  await planAheadIn(page);
  await expect(page.getByRole('button', { name: /^Place Order/ })).toBeEnabled();
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card Number', { exact: true }).fill(number);
  await page.getByLabel('Expiration (MM/YY)').fill('12/34');
  await page.getByLabel('Security Code').fill('123');
}

export const placeOrderButton = (page: Page) => page.getByRole('button', { name: /^Place Order/ });

/** Newest outbox mail to someone (the outbox mailer writes one JSON file per message). */
export function newestMailTo(outbox: string, to: string): { subject: string; text: string } | null {
  let names: string[] = [];
  try {
    names = readdirSync(outbox)
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch {
    return null;
  }
  for (const name of names.reverse()) {
    const mail = JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as {
      to: string;
      subject: string;
      text: string;
    };
    if (mail.to === to) return mail;
  }
  return null;
}

/** The signed-in member's orders, straight from the API. */
export async function memberOrders(page: Page, base: string): Promise<{ id: string; number: string }[]> {
  const reply = await page.request.get(`${base}/api/account/orders`);
  return ((await reply.json()) as { data: { orders: { id: string; number: string }[] } }).data.orders;
}

/**
 * The seed's stores keep real hours, so at some hours of the day the delivering store is closed:
 * Next Available is then disabled and the modal waits for a time (session 10's CI runs met it at
 * 08:05 and 09:20 in Boston). A person picks one; so does the test.
 */
export async function takeATimeIfClosedNow(dialog: Locator) {
  const time = dialog.getByRole('group', { name: 'Order time' });
  await expect(time.getByRole('radio', { name: 'Next Available' })).toBeAttached();
  if (await time.getByRole('radio', { name: 'Next Available' }).isDisabled()) await planAheadIn(dialog);
}
