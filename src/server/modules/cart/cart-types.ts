import type { CartLine } from '../../../domain/menu/cart-line.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import type { LocationContext as CartContext, LocationContextCache } from '../locations/index.ts';
import type { GroupSeat } from './group-seats.ts';
import type { CartLineRow, CartRow } from './repo.ts';

/** Who is asking: the session and, when signed in, the member. */
export interface CartOwner {
  sessionIdHash: string;
  memberId: string | null;
}

/** A cart holds at most this many lines (a bound on work per request, not a business rule). */
export const MAX_CART_LINES = 100;

/** What the access check found: the cart row, its lines as read with it, and, for a shared cart, the caller's seat. */
export interface Access {
  row: CartRow;
  lines: CartLineRow[];
  seat: GroupSeat | null;
}

/** A line to add; it may depend on the cart's menu (quick add takes that menu's default choices). */
export type NewLine = CartLine | ((ctx: CartContext) => CartLine);

export type Mutation = (
  tx: Tx,
  row: CartRow,
  ctx: CartContext,
  seat: GroupSeat | null,
) => Promise<Partial<CartRow> | void>;

export interface CartServiceOptions {
  db: Db;
  /** The process's one location-context cache, made in app wiring. */
  contexts: LocationContextCache;
  /** Service fee from configuration; 0 as shipped. */
  serviceFeeCents?: number;
  now?: () => Date;
}
