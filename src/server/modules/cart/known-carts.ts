import type { CartLineRow, CartRow } from './repo.ts';

/** A cart as this process last read or wrote it. */
export interface KnownCart {
  row: CartRow;
  lines: CartLineRow[];
}

/**
 * The last state this process saw of recently used carts (decision 150), so an add can skip the
 * read. It is a guess, never the truth: a write built on it only lands while the cart's version
 * in the database is still the one remembered (appendLineAtVersion), so a change made by another
 * instance, another tab or any locked path is detected and the caller reads afresh. Reads (get
 * cart) never answer from here. Bounded: the oldest entry goes first.
 */
export function createKnownCarts(max = 2000) {
  const known = new Map<string, KnownCart>();
  return {
    get: (id: string): KnownCart | undefined => known.get(id),
    remember(id: string, cart: KnownCart): void {
      known.delete(id);
      known.set(id, cart);
      if (known.size > max) known.delete(known.keys().next().value as string);
    },
    forget: (id: string): void => void known.delete(id),
  };
}
