import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuReply, type MenuProduct } from '../../src/domain/menu/menu-contract.ts';
import { forEachProduct } from '../../src/domain/menu/menu-walk.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, newGuest, openAroundTheClock, tomorrowAt, type Guest } from './cart-support.ts';

/**
 * The daypart refusal has its own code (ITEM_NOT_SERVED_NOW), still 422. The clock is the
 * cart's own: an order planned for tomorrow 23:00 (New York) is outside Breakfast whatever
 * time the suite runs, and 08:00 is inside it.
 */
let t: TestApp;
let guest: Guest;
let breakfastOnly: MenuProduct;
beforeAll(async () => {
  t = await createTestApp();
  await openAroundTheClock(t, ['bos-back-bay']);
  guest = await newGuest(t);
  const menu = menuReply.parse((await t.server.inject({ method: 'GET', url: `/api/menus/${BACK_BAY}` })).json()).data;
  let found: MenuProduct | undefined;
  forEachProduct(menu, (p) => {
    if (
      !found &&
      p.available &&
      p.handoffs === null &&
      p.dayparts?.length === 1 &&
      p.dayparts[0] === 'breakfast' &&
      !p.option_groups.some((g) => g.min_select > 0)
    )
      found = p;
  });
  if (!found) throw new Error('no breakfast-only product without required choices');
  breakfastOnly = found;
});
afterAll(() => t.close());

async function cartPlannedFor(time: string): Promise<string> {
  const created = await guest.call('POST', '/api/carts', { menu_id: BACK_BAY });
  expect(created.status).toBe(200);
  const id = created.body.data.id as string;
  const timed = await guest.call('PUT', `/api/carts/${id}/time`, { mode: 'advance', wanted: tomorrowAt(time) });
  expect(timed.status).toBe(200);
  return id;
}

describe('ITEM_NOT_SERVED_NOW (daypart refusal)', () => {
  it('refuses an add and a quick add outside the daypart with the typed code and 422', async () => {
    const id = await cartPlannedFor('23:00');
    const add = await guest.call('POST', `/api/carts/${id}/products`, {
      product_id: breakfastOnly.product_id,
      quantity: breakfastOnly.quantities.min,
      choices: [],
    });
    expect(add.status).toBe(422);
    expect(add.body).toMatchObject({
      status: 'error',
      code: 'ITEM_NOT_SERVED_NOW',
      message: `${breakfastOnly.name} is served during Breakfast 5:00–10:30 AM only`,
    });
    const quick = await guest.call('POST', `/api/carts/${id}/products/quick-add`, {
      product_id: breakfastOnly.product_id,
      quantity: breakfastOnly.quantities.min,
    });
    expect(quick.status).toBe(422);
    expect(quick.body).toMatchObject({
      code: 'ITEM_NOT_SERVED_NOW',
      message: `${breakfastOnly.name} is served during Breakfast 5:00–10:30 AM only`,
    });
  });

  it('adds the same product inside the daypart', async () => {
    const id = await cartPlannedFor('08:00');
    const add = await guest.call('POST', `/api/carts/${id}/products`, {
      product_id: breakfastOnly.product_id,
      quantity: breakfastOnly.quantities.min,
      choices: [],
    });
    expect(add.status).toBe(200);
    expect(add.body.data.products).toHaveLength(1);
  });
});
