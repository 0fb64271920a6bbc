import type { PutOverrideRequest } from '../../../domain/catalogue/catalogue-contract.ts';
import { zonedInstant } from '../../../domain/cart/zoned-time.ts';
import { dollarsToCents } from './product-draft.ts';

/** What the store override form holds: text as typed, turned into the contract's body on save. */
export interface OverrideFields {
  price: string;
  availability: PutOverrideRequest['availability'];
  /** `YYYY-MM-DDTHH:mm` on the store's clock; empty: until further notice. */
  until: string;
}

/** The body to send, or the field that is wrong and why. */
export function overrideBody(
  f: OverrideFields,
  timeZone: string,
): { body: PutOverrideRequest } | { field: 'price_cents' | 'sold_out_until'; message: string } {
  const price = f.price.trim() === '' ? null : dollarsToCents(f.price);
  if (price !== null && (!Number.isFinite(price) || price < 0))
    return { field: 'price_cents', message: 'Enter a price like 3.95, or leave it empty for the catalogue price' };
  let until: string | null = null;
  if (f.availability === 'sold_out' && f.until) {
    const [date = '', time = ''] = f.until.split('T');
    const [h = 0, m = 0] = time.split(':').map(Number);
    const instant = zonedInstant(date, h * 60 + m, timeZone);
    if (!instant) return { field: 'sold_out_until', message: 'Enter a date and time' };
    until = instant.toISOString();
  }
  return { body: { price_cents: price, availability: f.availability, sold_out_until: until } };
}

export const AVAILABILITY_LABELS: Record<PutOverrideRequest['availability'], string> = {
  on: 'On sale',
  sold_out: 'Sold out',
  hidden: 'Hidden (not on this store’s menu)',
};
