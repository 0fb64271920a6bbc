import { describe, expect, it } from 'vitest';
import { mergeNotices, repriceLines, type StoredLine } from '../../src/domain/cart/menu-notices.ts';
import type { MenuProduct } from '../../src/domain/menu/menu-contract.ts';
import { singleProductMenu } from '../../src/web/features/menu/quick-add.ts';

/** The bag against the menu now: which lines are re-priced, which removed, and the words for each. */
const croissant = {
  product_id: 'p-croissant',
  pdp_id: 'croissant',
  name: 'Butter Croissant',
  cost: 395,
  dayparts: null,
  handoffs: null,
  available: true,
  option_groups: [],
  quantities: { min: 1, max: 99, increments: 1 },
  nutrition: { calories: { base: 310, max: 310 } },
} as unknown as MenuProduct;
const menu = singleProductMenu(croissant, { menu_id: 'm', time_zone: 'America/New_York', dayparts: [] });
const line = (over: Partial<StoredLine>): StoredLine => ({
  id: 'l1',
  productId: 'p-croissant',
  quantity: 2,
  choices: [],
  unitPriceCents: 375,
  ...over,
});
const names = (id: string) => ({ 'p-pie': 'Pumpkin Pie' })[id] ?? id;

describe('repriceLines', () => {
  it('re-prices a moved price and removes a product the menu lost, naming each once', () => {
    const out = repriceLines(
      [line({}), line({ id: 'l2' }), line({ id: 'l3', productId: 'p-pie', unitPriceCents: 2400 })],
      menu,
      {},
      names,
    );
    expect(out.repriced).toEqual([
      { lineId: 'l1', unitPriceCents: 395 },
      { lineId: 'l2', unitPriceCents: 395 },
    ]);
    expect(out.removed).toEqual(['l3']);
    expect(out.notices.map((n) => n.message)).toEqual([
      'Butter Croissant is now $3.95',
      'Pumpkin Pie is no longer available and was removed',
    ]);
  });

  it('leaves an unchanged price and a sold-out line alone', () => {
    expect(repriceLines([line({ unitPriceCents: 395 })], menu, {}, names).notices).toEqual([]);
    const soldOut = singleProductMenu({ ...croissant, available: false }, menu);
    expect(repriceLines([line({})], soldOut, {}, names)).toEqual({ repriced: [], removed: [], notices: [] });
  });

  it('a newer notice of a product replaces the one shown', () => {
    const first = repriceLines([line({})], menu, {}, names).notices;
    const later = repriceLines(
      [line({ unitPriceCents: 395 })],
      singleProductMenu({ ...croissant, cost: 410 }, menu),
      {},
      names,
    ).notices;
    expect(mergeNotices(first, later).map((n) => n.message)).toEqual(['Butter Croissant is now $4.10']);
  });
});
