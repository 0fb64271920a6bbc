import type { z } from 'zod';
import { AppError } from '../../../domain/app-error.ts';
import type { Cart, addProductRequest, updateProductRequest } from '../../../domain/cart/cart-contract.ts';
import { couponMatchesProduct } from '../../../domain/cart/coupon.ts';
import { sameName } from '../../../domain/group-order/rules.ts';
import type { CartLine } from '../../../domain/menu/cart-line.ts';
import { MAX_CART_LINES, type CartOwner, type NewLine } from './cart-types.ts';
import { toCoupon } from './cart-view.ts';
import type { CartDeps } from './deps.ts';
import { lineSeat, seatId } from './group-seats.ts';
import { lineValues, mayTouch, quickAddLine, storedChoices, validateLine } from './line-rows.ts';
import * as repo from './repo.ts';

/** The cart's lines: add, update, remove, clear. */
export function createCartLines(deps: CartDeps) {
  const { now } = deps;
  const { mutate } = deps.mutation;

  /**
   * `line` may depend on the cart's menu (quick add takes that menu's default choices). Under the
   * cart row lock like every change, so concurrent adds queue and the 100-line bound holds.
   */
  function addLine(owner: CartOwner | null, id: string, line: NewLine): Promise<Cart> {
    return mutate(owner, id, 'own-lines', async (tx, row, ctx, seat) => {
      const given = typeof line === 'function' ? line(ctx) : line;
      // In a group a participant's line is made for them; the host's defaults to the host (spec §2 "Made For").
      const resolved =
        seat && (seat.role === 'participant' || !given.recipient) ? { ...given, recipient: seat.name } : given;
      const priced = validateLine(row, ctx, resolved, now());
      const count = await repo.countLines(tx, id);
      if (count >= MAX_CART_LINES) throw new AppError('CONFLICT', `A cart holds at most ${MAX_CART_LINES} items`);
      await repo.insertLine(
        tx,
        lineValues(id, resolved, priced.unitPriceCents, seat ? await lineSeat(tx, seat, resolved.recipient) : null),
      );
    });
  }

  return {
    addProduct: (owner: CartOwner | null, id: string, line: z.output<typeof addProductRequest>) =>
      addLine(owner, id, line),

    quickAdd: (owner: CartOwner | null, id: string, input: { product_id: string; quantity: number }) =>
      addLine(owner, id, (ctx) => quickAddLine(ctx, input.product_id, input.quantity)),

    /** Spec §7 "update product {id, quantity, choices}"; §4: the line is re-validated. */
    updateProduct: (
      owner: CartOwner | null,
      id: string,
      lineId: string,
      input: z.output<typeof updateProductRequest>,
    ) =>
      mutate(owner, id, 'own-lines', async (tx, row, ctx, seat) => {
        const line = (await repo.readLines(tx, id)).find((l) => l.id === lineId);
        if (!line || !mayTouch(seat, line)) throw new AppError('NOT_FOUND', 'No such item in this cart');
        // A participant's label stays their name; the line is theirs by seat id either way.
        if (seat?.role === 'participant' && input.recipient !== undefined && !sameName(input.recipient, seat.name))
          throw new AppError('FORBIDDEN', 'Your items are made for you.');
        const next: CartLine = {
          product_id: line.productId,
          quantity: input.quantity,
          choices: input.choices ?? line.choices,
          ...(input.recipient !== undefined
            ? input.recipient
              ? { recipient: input.recipient }
              : {}
            : line.recipient
              ? { recipient: line.recipient }
              : {}),
          ...(input.instructions !== undefined
            ? input.instructions
              ? { instructions: input.instructions }
              : {}
            : line.instructions
              ? { instructions: line.instructions }
              : {}),
        };
        const priced = validateLine(row, ctx, next, now());
        await repo.updateLine(tx, id, lineId, {
          quantity: next.quantity,
          choices: storedChoices(next),
          recipient: next.recipient ?? null,
          instructions: next.instructions ?? null,
          unitPriceCents: priced.unitPriceCents,
          // The host re-labelling a line makes it the named participant's (or the host's own).
          ...(seat?.role === 'host' && input.recipient !== undefined
            ? { participantId: await lineSeat(tx, seat, next.recipient) }
            : {}),
        });
      }),

    /** Removing a line removes the discounts that match it (spec §4 "Quantity changes"). */
    removeProduct: (owner: CartOwner | null, id: string, lineId: string) =>
      mutate(owner, id, 'own-lines', async (tx, row, _ctx, seat) => {
        const line = (await repo.readLines(tx, id)).find((l) => l.id === lineId);
        if (!line || !mayTouch(seat, line)) throw new AppError('NOT_FOUND', 'No such item in this cart');
        await repo.deleteLines(tx, id, [lineId]);
        const coupon = row.couponCode ? await repo.findCoupon(tx, row.couponCode) : null;
        const stillThere = (await repo.readLines(tx, id)).some((l) => l.productId === line.productId);
        if (coupon && !stillThere && couponMatchesProduct(toCoupon(coupon), line.productId))
          return { couponCode: null };
      }),

    clear: (owner: CartOwner | null, id: string) =>
      mutate(owner, id, 'own-lines', async (tx, _row, _ctx, seat) => {
        // In a group, Clear Cart clears the caller's own lines only.
        if (seat) {
          const mine = (await repo.readLines(tx, id)).filter((l) => l.participantId === seatId(seat)).map((l) => l.id);
          if (mine.length) await repo.deleteLines(tx, id, mine);
          return;
        }
        await repo.deleteLines(tx, id);
        return { couponCode: null };
      }),
  };
}
