import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AppError } from '../../../domain/app-error.ts';
import type { Cart, addProductRequest, updateProductRequest } from '../../../domain/cart/cart-contract.ts';
import { couponMatchesProduct } from '../../../domain/cart/coupon.ts';
import { checkCartTimeout } from '../../../domain/cart/timeout.ts';
import { sameName } from '../../../domain/group-order/rules.ts';
import type { CartLine } from '../../../domain/menu/cart-line.ts';
import { owns } from './access.ts';
import { MAX_CART_LINES, type Access, type CartOwner, type NewLine } from './cart-types.ts';
import { toCoupon } from './cart-view.ts';
import type { CartDeps } from './deps.ts';
import { lineSeat, seatId } from './group-seats.ts';
import type { KnownCart } from './known-carts.ts';
import { lineValues, mayTouch, quickAddLine, storedChoices, validateLine } from './line-rows.ts';
import { appendLineAtVersion } from './prepared-queries.ts';
import * as repo from './repo.ts';

/** The cart's lines: add (three paths), update, remove, clear. */
export function createCartLines(deps: CartDeps) {
  const { db, now, known } = deps;
  const { contextFor } = deps.contexts;
  const { access } = deps.access;
  const { view, mutate } = deps.mutation;

  /**
   * `line` may depend on the cart's menu (quick add takes that menu's default choices).
   *
   * An add to the caller's own cart (not a group's) takes the short path (decision 150): the line
   * is validated against the cart as last seen — remembered by this process, else read — and one
   * statement appends it and bumps the version only while the cart is still at that version,
   * active and the caller's. Nothing the validation relied on (menu, handoff, time, lines, status)
   * changes without a version bump, so the bound, the position and the price hold as if checked
   * under the row lock, and the reply is that state plus the new line. When the version moved
   * (another tab, another instance, a transfer) the add is retried from a fresh read, then under
   * the row lock, which serialises concurrent edits (decision 060). Shared carts always lock.
   */
  async function addLine(owner: CartOwner | null, id: string, line: NewLine): Promise<Cart> {
    const at = now();
    const hint = owner ? known.get(id) : undefined;
    if (
      owner &&
      hint &&
      owns(hint.row, owner) &&
      hint.row.status === 'active' &&
      !checkCartTimeout(hint.row.createdAt, at).expired
    ) {
      // A remembered state may be stale: any problem with it is settled by the fresh read below.
      const done = await appendAtVersion(owner, id, hint, line, at).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
      if (done) return done;
    }
    const checked = await access(owner, id, at, 'own-lines');
    if (owner && checked.seat === null)
      return (await appendAtVersion(owner, id, checked, line, at)) ?? lockedAddLine(owner, id, line);
    return lockedAddLine(owner, id, line, checked);
  }

  /** The short path of addLine: null when the cart is not (or no longer) as `base` says. */
  async function appendAtVersion(
    owner: CartOwner,
    id: string,
    base: KnownCart,
    line: NewLine,
    at: Date,
  ): Promise<Cart | null> {
    const { row, lines } = base;
    if (lines.length >= MAX_CART_LINES) return null;
    const ctx = await contextFor(row.menuId, at);
    const given = typeof line === 'function' ? line(ctx) : line;
    const priced = validateLine(row, ctx, given, at);
    const added = {
      id: randomUUID(),
      position: (lines.at(-1)?.position ?? -1) + 1,
      ...lineValues(id, given, priced.unitPriceCents),
    };
    if (
      !(await appendLineAtVersion(
        db,
        added,
        { version: row.version, sessionIdHash: owner.sessionIdHash, memberId: owner.memberId },
        at,
      ))
    ) {
      known.forget(id);
      return null;
    }
    const saved = {
      row: { ...row, version: row.version + 1, updatedAt: at },
      lines: [...lines, { ...added, createdAt: at }],
    };
    known.remember(id, saved);
    return view(id, ctx, at, saved.row, null, saved.lines);
  }

  function lockedAddLine(owner: CartOwner | null, id: string, line: NewLine, checked?: Access): Promise<Cart> {
    return mutate(
      owner,
      id,
      'own-lines',
      async (tx, row, ctx, seat) => {
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
      },
      checked,
    );
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
        // A participant's label stays their name; the line is theirs by seat id either way (decision 192).
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
        // In a group, Clear Cart clears the caller's own lines only (decision 110).
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
