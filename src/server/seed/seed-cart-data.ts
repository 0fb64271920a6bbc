import type { Db } from '../db/client.ts';
import { coupons, upsellRules } from '../db/schema/carts.ts';
import { upsertRows } from './upsert.ts';

/**
 * The demo brand's upsell pairings and coupons. Brands edit these rows; products
 * flagged `upsell` in the menu fill in when no pairing matches. Loaded inside the demo-brand
 * seed transaction (seed-demo-brand.ts), upserted by id so edits to other rows survive.
 */
export const UPSELL_RULES: (typeof upsellRules.$inferInsert)[] = [
  { id: 'soup-with-sandwich', whenCategoryId: 'sandwiches', suggestProductId: 'p-tomato-basil-soup', rank: 10 },
  { id: 'chips-with-sandwich', whenCategoryId: 'sandwiches', suggestProductId: 'p-kettle-chips', rank: 20 },
  { id: 'lemonade-with-sandwich', whenCategoryId: 'sandwiches', suggestProductId: 'p-fresh-lemonade', rank: 30 },
  { id: 'cookie-with-salad', whenCategoryId: 'salads', suggestProductId: 'p-chocolate-chunk-cookie', rank: 10 },
  { id: 'baguette-with-soup', whenCategoryId: 'soups', suggestProductId: 'p-classic-baguette', rank: 10 },
  { id: 'croissant-with-coffee', whenCategoryId: 'hot-coffee-tea', suggestProductId: 'p-butter-croissant', rank: 10 },
  { id: 'muffin-with-coffee', whenCategoryId: 'hot-coffee-tea', suggestProductId: 'p-wild-blueberry-muffin', rank: 20 },
  { id: 'coffee-with-croissant', whenCategoryId: 'croissants', suggestProductId: 'p-house-coffee', rank: 10 },
  { id: 'latte-with-pastry', whenCategoryId: 'pastries', suggestProductId: 'p-caffe-latte', rank: 20 },
  { id: 'juice-with-breakfast', whenCategoryId: 'breakfast-sandwiches', suggestProductId: 'p-fresh-orange-juice', rank: 10 },
  { id: 'potatoes-with-breakfast', whenCategoryId: 'breakfast-sandwiches', suggestProductId: 'p-breakfast-potatoes', rank: 20 },
  { id: 'macarons-with-cake', whenProductId: 'p-celebration-cake', suggestProductId: 'p-french-macarons', rank: 5 },
];

export const COUPONS: (typeof coupons.$inferInsert)[] = [
  { code: 'WELCOME10', kind: 'percent', value: 10, minSubtotalCents: 0, label: '10% off your order' },
  { code: 'FIVEOFF', kind: 'fixed', value: 500, minSubtotalCents: 2500, label: '$5.00 off orders of $25 or more' },
  { code: 'FREECOOKIE', kind: 'free_item', value: 0, productId: 'p-chocolate-chunk-cookie', minSubtotalCents: 0, label: 'A free Chocolate Chunk Cookie' },
  { code: 'SPRING2020', kind: 'percent', value: 20, minSubtotalCents: 0, expiresAt: new Date('2020-06-01T00:00:00Z'), label: '20% off (expired)' },
];

export async function seedCartData(db: Db): Promise<void> {
  await upsertRows(db, upsellRules, UPSELL_RULES, [upsellRules.id]);
  await upsertRows(db, coupons, COUPONS, [coupons.code]);
}
