import { groupThousands } from '../us-english-format.ts';
import type { MenuProduct } from './menu-contract.ts';

/** Spec §9 "Money shown with 2 decimals": 849 → "$8.49". */
export const formatCents = (cents: number) => `${cents < 0 ? '−' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

/** A photograph set's `srcset` attribute ("a.jpg 320w, b.jpg 640w"); none for an illustration. */
export const imageSrcSet = (
  widths: readonly { url: string; width: number; type?: string }[] | undefined,
  type?: 'image/avif',
) => {
  // Without a type: every size an <img> can show (an AVIF set goes in its own <source>).
  const chosen = (widths ?? []).filter((s) => (type ? s.type === type : s.type !== 'image/avif'));
  return chosen.length > 0 ? chosen.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined;
};

/** "1 item", "3 items": the count of products in a bag, an order or a search. */
export const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** A price delta on a choice: "+$1.75", "−$0.50"; free choices show nothing. */
export const formatDelta = (cents: number) =>
  cents === 0 ? '' : `${cents > 0 ? '+' : '−'}$${(Math.abs(cents) / 100).toFixed(2)}`;

/** "480–1,420 Cal", or "310 Cal" when base and max agree; empty when unknown. */
export function formatCalories(calories: { base: number | null; max: number | null }): string {
  const fmt = groupThousands;
  if (calories.base === null) return '';
  if (calories.max === null || calories.max === calories.base) return `${fmt(calories.base)} Cal`;
  return `${fmt(calories.base)}–${fmt(calories.max)} Cal`;
}

/** Spec §2: a product link is /menu/{menu_id}/product/{pdp_id} with a location, else /menu?product={pdp_id}. */
export function productHref(product: Pick<MenuProduct, 'pdp_id'>, locationMenuId: string | null): string {
  return locationMenuId
    ? `/menu/${encodeURIComponent(locationMenuId)}/product/${encodeURIComponent(product.pdp_id)}`
    : `/menu?product=${encodeURIComponent(product.pdp_id)}`;
}
