import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { addCroissants, csrf, freshEmail, signInByApi, signUpByApi } from './checkout-helpers.ts';

/**
 * A signed-in member with one placed order (issue 15 journeys): a croissant added in the page,
 * a plan-ahead time (the first time of the next day with times) and a sandbox card, all set
 * through the API. Returns the order id; the bag is spent by the order.
 */
export async function memberWithOrder(page: Page, base: string, firstName = 'Jo'): Promise<string> {
  const email = freshEmail(`member-${firstName.toLowerCase()}`);
  await signUpByApi(page, base, email, firstName);
  await signInByApi(page, base, email);
  await addCroissants(page, base);
  const cartId = await page.evaluate(() => localStorage.getItem('larkspur.cart'));
  const token = await csrf(page, base);
  const timesOf = async (day = '') =>
    (
      (await (await page.request.get(`${base}/api/carts/${cartId}/times${day && `?day=${day}`}`)).json()) as {
        data: { days: string[]; times: string[] };
      }
    ).data;
  let wanted: string | undefined;
  for (const day of (await timesOf()).days.slice(1)) if ((wanted = (await timesOf(day)).times[0])) break;
  expect(
    (
      await page.request.put(`${base}/api/carts/${cartId}/time`, {
        data: { mode: 'advance', wanted },
        headers: { 'x-csrf-token': token },
      })
    ).ok(),
  ).toBe(true);
  const card = await page.request.post(`${base}/api/checkout/payment-token`, {
    data: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
    headers: { 'x-csrf-token': token },
  });
  const paymentToken = ((await card.json()) as { data: { token: string } }).data.token;
  const placed = await page.request.post(`${base}/api/checkout`, {
    data: { cart_id: cartId, payment: { token: paymentToken } },
    headers: { 'x-csrf-token': token, 'idempotency-key': `member-${Date.now()}-${firstName}` },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { data: { order: { id: string } } }).data.order.id;
}
