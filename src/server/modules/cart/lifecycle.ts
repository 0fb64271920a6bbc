import { AppError } from '../../../domain/app-error.ts';
import type { HandoffMode } from '../../../domain/app-info.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { asapSlot } from '../../../domain/cart/time-slots.ts';
import { unavailableMessage } from '../../../domain/locations/selection.ts';
import { findProduct } from '../../../domain/menu/menu-walk.ts';
import { validateCartLine } from '../../../domain/menu/validate-cart-line.ts';
import { releaseReservation } from './access.ts';
import type { CartOwner } from './cart-types.ts';
import { lineContext } from './cart-view.ts';
import type { CartDeps } from './deps.ts';
import * as repo from './repo.ts';
import { CART_GONE_MESSAGE } from '../../../domain/cart/timeout.ts';

/** A cart's life: start one, read it, move it to another location's menu. */
export function createCartLifecycle(deps: CartDeps) {
  const { db, now } = deps;
  const { contextFor } = deps.contexts;
  const { access, activeCart } = deps.access;
  const { view } = deps.mutation;

  return {
    async create(owner: CartOwner, input: { menu_id: string; catering: boolean }): Promise<Cart> {
      const at = now();
      const ctx = await contextFor(input.menu_id, at, true);
      const l = ctx.location;
      if (!l.available || l.comingSoon) throw new AppError('CONFLICT', unavailableMessage(l.name));
      if (input.catering && !l.catering) throw new AppError('CONFLICT', `${l.name} does not take catering orders`);
      const handoff: HandoffMode = l.pickup
        ? 'pickup'
        : l.curbside
          ? 'curbside'
          : l.drivethru
            ? 'drivethru'
            : 'delivery';
      const asap = asapSlot(ctx.slots, { handoff, catering: input.catering, itemCount: 0, now: at });
      const row = await repo.insertCart(db, {
        sessionIdHash: owner.sessionIdHash,
        memberId: owner.memberId,
        menuId: l.menuId,
        locationId: l.id,
        catering: input.catering,
        handoff,
        timeMode: asap.available ? 'asap' : 'advance',
      });
      return view(row.id, ctx, at, undefined, null);
    },

    async get(owner: CartOwner | null, id: string): Promise<Cart> {
      const at = now();
      const { row, lines, seat } = await access(owner, id, at, 'read');
      return view(id, await contextFor(row.menuId, at), at, row, seat, lines);
    },

    /** Every line of a cart with its seat, for the group-order service (which has checked the caller itself). */
    async linesOf(id: string): Promise<{ product: Cart['products'][number]; participantId: string | null }[]> {
      const at = now();
      const row = await repo.findCart(db, id);
      if (!row) return [];
      const lines = await repo.readLines(db, id);
      const seatOf = new Map(lines.map((l) => [l.id, l.participantId]));
      const { products } = await view(id, await contextFor(row.menuId, at), at, row, null, lines);
      return products.map((product) => ({ product, participantId: seatOf.get(product.id) ?? null }));
    },

    abandon: deps.access.abandon,

    /** Spec §4 "Selecting a location": move the cart to another menu; lines that cannot come are reported. */
    async transfer(
      owner: CartOwner | null,
      id: string,
      menuId: string,
    ): Promise<{ cart: Cart; dropped: { product_id: string; name: string; reason: string }[] }> {
      const at = now();
      const row = await activeCart(owner, id, at, 'cart-settings');
      const target = await contextFor(menuId, at, true);
      const t = target.location;
      if (!t.available || t.comingSoon) throw new AppError('CONFLICT', unavailableMessage(t.name));
      if (!t.transferCart)
        throw new AppError('CONFLICT', `${t.name} cannot take a cart from another location. Please start a new order.`);
      const dropped: { product_id: string; name: string; reason: string }[] = [];
      const source = await contextFor(row.menuId, at);
      await db.transaction(async (tx) => {
        const locked = await repo.lockCart(tx, id);
        if (!locked || locked.status !== 'active') throw new AppError('CART_GONE', CART_GONE_MESSAGE);
        const offered = (h: HandoffMode) => (h === 'dispatch' ? t.delivery : t[h]);
        const handoff: HandoffMode = offered(locked.handoff) ? locked.handoff : 'pickup';
        const moved = { ...locked, handoff, timeMode: 'asap' as const, wanted: null };
        const lines = await repo.readLines(tx, id);
        const gone: string[] = [];
        for (const line of lines) {
          const result = validateCartLine(
            target.menu,
            { product_id: line.productId, quantity: line.quantity, choices: line.choices },
            lineContext(moved, target, at),
          );
          if (result.ok) await repo.updateLine(tx, id, line.id, { unitPriceCents: result.unitPriceCents });
          else {
            gone.push(line.id);
            const name =
              findProduct(target.menu, line.productId)?.name ??
              findProduct(source.menu, line.productId)?.name ??
              line.productId;
            dropped.push({
              product_id: line.productId,
              name,
              reason: result.problems[0]?.message ?? 'Not available here',
            });
          }
        }
        if (gone.length) await repo.deleteLines(tx, id, gone);
        await releaseReservation(tx, locked);
        const asap = asapSlot(target.slots, { handoff, catering: locked.catering, itemCount: 0, now: at });
        await repo.updateCart(tx, id, {
          menuId: t.menuId,
          locationId: t.id,
          handoff,
          timeMode: asap.available ? 'asap' : 'advance',
          wanted: null,
          reservedSlotStart: null,
          reservedSlotMode: null,
        });
      });
      return { cart: await view(id, target, at, undefined, null), dropped };
    },
  };
}
