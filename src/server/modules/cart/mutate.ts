import { AppError } from '../../../domain/app-error.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import type { CartAction } from '../../../domain/group-order/rules.ts';
import type { Db } from '../../db/client.ts';
import type { CartAccess } from './access.ts';
import type { LocationContext as CartContext, LocationContextCache } from '../locations/index.ts';
import type { CartOwner, Mutation } from './cart-types.ts';
import { buildCartView } from './cart-view.ts';
import { repriceAtRead } from './reprice.ts';
import { seatCart, seatLines, seatPricing, type GroupSeat } from './group-seats.ts';
import * as repo from './repo.ts';
import { CART_GONE_MESSAGE } from '../../../domain/cart/timeout.ts';

export type CartMutation = ReturnType<typeof createCartMutation>;

/** The cart reply (`view`) and the one way every change is written (`mutate`). */
export function createCartMutation(deps: {
  db: Db;
  now: () => Date;
  serviceFee: number;
  contexts: LocationContextCache;
  access: CartAccess;
}) {
  const { db, now, serviceFee } = deps;
  const { contextFor } = deps.contexts;
  const { access, recheckSeat } = deps.access;

  /**
   * Spec §5: in a host-pays group a participant sees (and is priced for) only their own lines.
   * Each-pays: everyone's cart is their own part, priced as they pay it.
   */
  async function view(
    id: string,
    ctx: CartContext,
    at: Date,
    known: repo.CartRow | undefined,
    seat: GroupSeat | null,
    knownLines?: repo.CartLineRow[],
  ): Promise<Cart> {
    const read = known ?? (await repo.findCart(db, id));
    if (!read) throw new AppError('CART_NOT_FOUND', 'No such cart');
    const [{ row, lines: all }, coupon] = await Promise.all([
      (knownLines ? Promise.resolve(knownLines) : repo.readLines(db, id)).then((lines) =>
        repriceAtRead(db, ctx, at, read, lines),
      ),
      read.couponCode ? repo.findCoupon(db, read.couponCode) : Promise.resolve(null),
    ]);
    if (!seat) return buildCartView(row, all, ctx, coupon, serviceFee, at);
    const part = seatPricing(seat, row, ctx, serviceFee);
    return seatCart(
      seat,
      buildCartView(
        part.row,
        await seatLines(db, seat, all),
        part.ctx,
        part.row.couponCode ? coupon : null,
        part.serviceFeeCents,
        at,
      ),
    );
  }

  /**
   * Every change runs here: the context is read first (outside the transaction), then the cart
   * row is locked FOR UPDATE, the change applied and the version bumped. Concurrent edits of one
   * cart queue on the lock and none is lost.
   */
  async function mutate(owner: CartOwner | null, id: string, action: CartAction, change: Mutation): Promise<Cart> {
    const at = now();
    const { row: first, seat } = await access(owner, id, at, action);
    let ctx = await contextFor(first.menuId, at);
    // The reply is built from what the transaction wrote and read last: no second read after commit.
    const saved: { row?: repo.CartRow; lines?: repo.CartLineRow[] } = {};
    for (let attempt = 0; ; attempt++) {
      const menuChanged = await db.transaction(async (tx) => {
        const row = await repo.lockCart(tx, id);
        if (!row || row.status !== 'active') throw new AppError('CART_GONE', CART_GONE_MESSAGE);
        if (row.menuId !== ctx.menu.menu_id) return row.menuId;
        // The group's status changes only under this cart's row lock (group-order service), so a
        // participant's change cannot slip past a lock or cancel that raced it.
        if (seat) await recheckSeat(tx, seat, id, action);
        const patch = (await change(tx, row, ctx, seat)) ?? {};
        // The customer changed the bag: what a menu change did to it has been seen.
        saved.row = (await repo.updateCart(tx, id, { menuNotices: [], ...patch })) ?? undefined;
        saved.lines = await repo.readLines(tx, id);
        return null;
      });
      if (menuChanged === null) break;
      // A transfer moved the cart meanwhile: reload its new menu and apply the change there.
      if (attempt > 2) throw new AppError('CONFLICT', 'The cart changed while saving. Please try again.');
      ctx = await contextFor(menuChanged, at);
    }
    return view(id, ctx, at, saved.row, seat, saved.lines);
  }

  return { view, mutate };
}
