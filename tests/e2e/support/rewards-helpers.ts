import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { csrf, MID } from './checkout-helpers.ts';

/**
 * Rewards journeys (issue 17): a member's order placed through the public API for the first open
 * time after today and completed through the staff integration API (no test-only route).
 * An order of ten Ham & Gruyère Croissants ($54.90 → 549 points), placed by API for tomorrow and completed by the staff API. */
export async function completedOrderByApi(
  page: Page,
  base: string,
  staffKey: string,
): Promise<{ id: string; number: string }> {
  const url = (path: string) => `${base}${path}`;
  const headers = { 'x-csrf-token': await csrf(page, base) };
  const json = async (r: Awaited<ReturnType<Page['request']['get']>>) => {
    expect(r.ok(), await r.text()).toBe(true);
    return ((await r.json()) as { data: Record<string, unknown> }).data;
  };
  const cart = await json(await page.request.post(url('/api/carts'), { data: { menu_id: MID }, headers }));
  const id = cart.id as string;
  await json(
    await page.request.post(url(`/api/carts/${id}/products/quick-add`), {
      data: { product_id: 'p-ham-gruyere-croissant', quantity: 10 },
      headers,
    }),
  );
  const times = async (day?: string) =>
    (await json(await page.request.get(url(`/api/carts/${id}/times${day ? `?day=${day}` : ''}`)))) as {
      days: string[];
      times: string[];
    };
  let wanted = '';
  for (const day of (await times()).days.slice(1)) {
    const list = (await times(day)).times;
    if (list.length > 0) {
      wanted = list[0]!;
      break;
    }
  }
  await json(await page.request.put(url(`/api/carts/${id}/time`), { data: { mode: 'advance', wanted }, headers }));
  const token = (
    await json(
      await page.request.post(url('/api/checkout/payment-token'), {
        data: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
        headers,
      }),
    )
  ).token;
  const placed = await json(
    await page.request.post(url('/api/checkout'), {
      data: { cart_id: id, payment: { token } },
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    }),
  );
  const order = placed.order as { id: string; number: string };
  const orderId = order.id;
  for (const status of ['in_progress', 'ready', 'completed']) {
    // The staff call is a bearer-key call with no browser cookies (so no member CSRF applies).
    const r = await fetch(url(`/api/staff/orders/${orderId}/status`), {
      method: 'POST',
      body: JSON.stringify({ status }),
      headers: { authorization: `Bearer ${staffKey}`, 'content-type': 'application/json' },
    });
    expect(r.ok, await r.text()).toBe(true);
  }
  // The browser starts with a fresh bag.
  await page.evaluate(() => localStorage.removeItem('larkspur.cart'));
  return { id: order.id, number: order.number };
}
