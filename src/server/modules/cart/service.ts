import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AppError } from '../../../domain/app-error.ts';
import type { HandoffMode } from '../../../domain/app-info.ts';
import type { Cart, UpsellItem, addProductRequest, deliveryHandoffRequest, orderTimeRequest, tipRequest, updateProductRequest } from '../../../domain/cart/cart-contract.ts';
import { checkCoupon, couponMatchesProduct } from '../../../domain/cart/coupon.ts';
import { CART_TIMEOUT_MESSAGE, checkCartTimeout } from '../../../domain/cart/timeout.ts';
import { sameName, type CartAction } from '../../../domain/group-order/rules.ts';
import { asapSlot, findSlot, firstDayWithSlots, hoursModeFor, LARGE_ORDER_ITEMS, orderDays, slotsForDay, withFullSlots } from '../../../domain/cart/time-slots.ts';
import { cutDescription } from '../../../domain/cart/upsell-hash.ts';
import { isInDeliveryZone } from '../../../domain/locations/geo.ts';
import { parseOrderTime, wallTime } from '../../../domain/locations/local-time.ts';
import { unavailableMessage } from '../../../domain/locations/selection.ts';
import type { CartLine } from '../../../domain/menu/cart-line.ts';
import type { MenuReader } from '../../../domain/menu/menu-contract.ts';
import { findProduct, forEachProduct } from '../../../domain/menu/menu-walk.ts';
import { choicesFromSelection, defaultSelection } from '../../../domain/menu/selection.ts';
import { validateCartLine } from '../../../domain/menu/validate-cart-line.ts';
import type { Db } from '../../db/client.ts';
import { loadCartContext, type CartContext } from './cart-context.ts';
import { buildCartView, lineContext, productImage, toCoupon } from './cart-view.ts';
import { createKnownCarts, type KnownCart } from './known-carts.ts';
import { minuteOf, perMinute } from './per-minute-memo.ts';
import { appendLineAtVersion, readCart, takenPlacesBetween } from './prepared-queries.ts';
import * as repo from './repo.ts';
import type { Tx } from '../../db/tx.ts';
import { cartMembership, findGroupByCart } from '../group-order/repo.ts';
import { freshParticipant, lineSeat, ownsTip, seatCart, seatDecision, seatId, seatLines, seatMayTouch, seatPricing, setSeatTip, type GroupSeat } from '../group-order/seat-part.ts';

/** Who is asking: the session (decision 006) and, when signed in, the member. */
export interface CartOwner {
  sessionIdHash: string;
  memberId: string | null;
}

/** A cart holds at most this many lines (a bound on work per request, not a business rule). */
export const MAX_CART_LINES = 100;

/** The caller's seat when the cart is a group order's shared cart (issue 8, decisions 110, 160). */
export type { GroupSeat };

/** What the access check found: the cart row, its lines as read with it, and, for a shared cart, the caller's seat. */
interface Access {
  row: repo.CartRow;
  lines: repo.CartLineRow[];
  seat: GroupSeat | null;
}

/** A line to add; it may depend on the cart's menu (quick add takes that menu's default choices). */
type NewLine = CartLine | ((ctx: CartContext) => CartLine);

type Mutation = (tx: Tx, row: repo.CartRow, ctx: CartContext, seat: GroupSeat | null) => Promise<Partial<repo.CartRow> | void>;

export interface CartServiceOptions {
  db: Db;
  menus: MenuReader;
  /** Service fee from configuration (decision 060); 0 as shipped. */
  serviceFeeCents?: number;
  now?: () => Date;
}

export type CartService = ReturnType<typeof createCartService>;

export function createCartService(options: CartServiceOptions) {
  const { db, menus } = options;
  const now = options.now ?? (() => new Date());
  const serviceFee = options.serviceFeeCents ?? 0;

  // A location's settings and hours change rarely: each is read at most once a second per
  // process (like the menu stamps, decision 050), so a cart call costs its own rows only.
  const contexts = new Map<string, { ctx: CartContext; loadedAt: number }>();
  const CONTEXT_TTL_MS = 1000;
  // One reload per menu at a time: when the second turns, every request that finds the context
  // stale waits for the same reload (a change still shows within the second, decision 060)
  // instead of each sending its own identical reads.
  const reloading = new Map<string, Promise<CartContext>>();
  const load = (menuId: string, at: Date) => {
    const pending = reloading.get(menuId);
    if (pending) return pending;
    const promise = loadCartContext(db, menus, menuId, at)
      .then((ctx) => {
        if (!ctx) throw new AppError('NOT_FOUND', `No menu with id "${menuId}"`);
        if (contexts.size > 1000) contexts.clear();
        contexts.set(menuId, { ctx, loadedAt: Date.now() });
        return ctx;
      })
      .finally(() => reloading.delete(menuId));
    reloading.set(menuId, promise);
    return promise;
  };
  const forgetLocation = (locationId: string) => {
    for (const [menuId, hit] of contexts) if (hit.ctx.location.id === locationId) contexts.delete(menuId);
  };
  const contextFor = async (menuId: string, at: Date, fresh = false): Promise<CartContext> => {
    if (fresh) {
      const ctx = await loadCartContext(db, menus, menuId, at);
      if (!ctx) throw new AppError('NOT_FOUND', `No menu with id "${menuId}"`);
      contexts.set(menuId, { ctx, loadedAt: Date.now() });
      return ctx;
    }
    const hit = contexts.get(menuId);
    if (hit && Date.now() - hit.loadedAt < CONTEXT_TTL_MS) return hit.ctx;
    return load(menuId, at);
  };

  // What this process last saw of each cart: lets an add skip its read (decision 150).
  const known = createKnownCarts();

  const owns = (row: repo.CartRow, owner: CartOwner) => row.sessionIdHash === owner.sessionIdHash || (row.memberId !== null && row.memberId === owner.memberId);

  /**
   * The one access check of every cart call. The owner's own cart, or a group order's shared
   * cart for someone still in the group (issue 8): the group rule decides what each seat may do
   * (decision 110). Anyone else gets a 404 that says nothing about other people's carts.
   */
  async function access(owner: CartOwner | null, id: string, at: Date, action: CartAction): Promise<Access> {
    // One round trip for the cart, its lines and whether it is shared; the seat only for shared carts.
    const found = await readCart(db, id);
    if (!found || !owner) throw new AppError('NOT_FOUND', 'No such cart');
    const { row, lines } = found;
    if (!found.grouped) known.remember(id, { row, lines });
    const shared = found.grouped ? await cartMembership(db, id, owner) : null;
    let seat: GroupSeat | null = null;
    if (shared) {
      const { group, participant } = shared;
      if (owns(row, owner)) seat = { group, role: 'host', name: group.hostFullName, participant };
      else if (participant) seat = { group, role: participant.role, name: participant.name, participant };
      else throw new AppError('NOT_FOUND', 'No such cart');
      const decision = seatDecision(seat, group, action, at);
      if (!decision.ok) throw new AppError(decision.code, decision.message);
    } else if (!owns(row, owner)) throw new AppError('NOT_FOUND', 'No such cart');
    // A shared cart waits for its group: the hour starts at the deadline (decision 110).
    const since = seat && seat.group.deadline > row.createdAt ? seat.group.deadline : row.createdAt;
    const timeout = checkCartTimeout(since, at);
    if (row.status !== 'active') {
      // A cart the timeout abandoned keeps saying so (a second tab, a retried checkout).
      const timedOut = row.status === 'abandoned' && timeout.expired && timeout.showMessage;
      throw new AppError('CONFLICT', timedOut ? CART_TIMEOUT_MESSAGE : 'This cart is no longer active. Please start a new order.');
    }
    if (timeout.expired) {
      await db.transaction(async (tx) => {
        const locked = await repo.lockCart(tx, id);
        if (locked?.status === 'active') await abandonLocked(tx, locked);
      });
      throw new AppError('CONFLICT', timeout.showMessage ? CART_TIMEOUT_MESSAGE : 'This cart is no longer active. Please start a new order.');
    }
    return { row, lines, seat };
  }

  const activeCart = async (owner: CartOwner | null, id: string, at: Date, action: CartAction = 'read') => (await access(owner, id, at, action)).row;

  async function abandonLocked(tx: Tx, row: repo.CartRow): Promise<void> {
    await releaseReservation(tx, row);
    await repo.updateCart(tx, row.id, { status: 'abandoned', reservedSlotStart: null, reservedSlotMode: null });
  }

  async function releaseReservation(tx: Tx, row: repo.CartRow): Promise<void> {
    if (row.reservedSlotStart && row.reservedSlotMode) {
      await repo.releaseSlot(tx, { locationId: row.locationId, handoff: row.reservedSlotMode, start: row.reservedSlotStart });
    }
  }

  /**
   * Spec §5: in a host-pays group a participant sees (and is priced for) only their own lines.
   * Each-pays: everyone's cart is their own part, priced as they pay it (decision 160).
   */
  async function view(id: string, ctx: CartContext, at: Date, known: repo.CartRow | undefined, seat: GroupSeat | null, knownLines?: repo.CartLineRow[]): Promise<Cart> {
    const row = known ?? (await repo.findCart(db, id));
    if (!row) throw new AppError('NOT_FOUND', 'No such cart');
    const [all, coupon] = await Promise.all([knownLines ?? repo.readLines(db, id), row.couponCode ? repo.findCoupon(db, row.couponCode) : Promise.resolve(null)]);
    if (!seat) return buildCartView(row, all, ctx, coupon, serviceFee, at);
    const part = seatPricing(seat, row, ctx, serviceFee);
    return seatCart(seat, buildCartView(part.row, await seatLines(db, seat, all), part.ctx, part.row.couponCode ? coupon : null, part.serviceFeeCents, at));
  }

  /** A participant's lines are their seat's (by id, decision 192); the host may touch every line. */
  const mayTouch = (seat: GroupSeat | null, line: repo.CartLineRow) => !seat || seatMayTouch(seat, line);

  /**
   * Every change runs here: the context is read first (outside the transaction), then the cart
   * row is locked FOR UPDATE, the change applied and the version bumped. Concurrent edits of one
   * cart queue on the lock and none is lost (decision 060).
   */
  async function mutate(owner: CartOwner | null, id: string, action: CartAction, change: Mutation, checked?: Access): Promise<Cart> {
    const at = now();
    const { row: first, seat } = checked ?? (await access(owner, id, at, action));
    let ctx = await contextFor(first.menuId, at);
    // The reply is built from what the transaction wrote and read last: no second read after commit.
    const saved: { row?: repo.CartRow; lines?: repo.CartLineRow[] } = {};
    for (let attempt = 0; ; attempt++) {
      const menuChanged = await db.transaction(async (tx) => {
        const row = await repo.lockCart(tx, id);
        if (!row || row.status !== 'active') throw new AppError('CONFLICT', 'This cart is no longer active. Please start a new order.');
        if (row.menuId !== ctx.menu.menu_id) return row.menuId;
        // The group's status changes only under this cart's row lock (group-order service), so a
        // participant's change cannot slip past a lock or cancel that raced it.
        if (seat) await recheckSeat(tx, seat, id, action);
        const patch = (await change(tx, row, ctx, seat)) ?? {};
        saved.row = (await repo.updateCart(tx, id, patch)) ?? undefined;
        saved.lines = await repo.readLines(tx, id);
        return null;
      });
      if (menuChanged === null) break;
      // A transfer moved the cart meanwhile: reload its new menu and apply the change there.
      if (attempt > 2) throw new AppError('CONFLICT', 'The cart changed while saving. Please try again.');
      ctx = await contextFor(menuChanged, at);
    }
    if (saved.row && saved.lines && !seat) known.remember(id, { row: saved.row, lines: saved.lines });
    return view(id, ctx, at, saved.row, seat, saved.lines);
  }

  async function recheckSeat(tx: Tx, seat: GroupSeat, id: string, action: CartAction): Promise<void> {
    const group = await findGroupByCart(tx, id);
    if (!group) return;
    // The seat as it is now: a part paid meanwhile is final (decision 160).
    const participant = seat.participant ? await freshParticipant(tx, seat.participant.id) : null;
    const decision = seatDecision(seat, group, action, now(), participant);
    if (!decision.ok) throw new AppError(decision.code, decision.message);
  }

  const validateLine = (row: Pick<repo.CartRow, 'handoff' | 'catering' | 'timeMode' | 'wanted'>, ctx: CartContext, line: CartLine, at: Date) => {
    const result = validateCartLine(ctx.menu, line, lineContext(row, ctx, at));
    if (!result.ok) {
      const unknown = result.problems.some((p) => p.code === 'unknown_product');
      throw new AppError(unknown ? 'NOT_FOUND' : 'VALIDATION', result.problems[0]?.message ?? 'This item cannot be added');
    }
    return result;
  };

  const storedChoices = (line: CartLine) => line.choices.map((c) => ({ id: c.id, quantity: c.quantity ?? 1, ...(c.text ? { text: c.text } : {}) }));
  /** A validated line as a cart_lines row (the price is the server's, never the client's). */
  const lineValues = (cartId: string, line: CartLine, unitPriceCents: number, participantId: string | null = null) => ({
    cartId,
    productId: line.product_id,
    quantity: line.quantity,
    choices: storedChoices(line),
    recipient: line.recipient || null,
    instructions: line.instructions || null,
    unitPriceCents,
    participantId,
  });

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
    if (owner && hint && owns(hint.row, owner) && hint.row.status === 'active' && !checkCartTimeout(hint.row.createdAt, at).expired) {
      // A remembered state may be stale: any problem with it is settled by the fresh read below.
      const done = await appendAtVersion(owner, id, hint, line, at).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
      if (done) return done;
    }
    const checked = await access(owner, id, at, 'own-lines');
    if (owner && checked.seat === null) return (await appendAtVersion(owner, id, checked, line, at)) ?? lockedAddLine(owner, id, line);
    return lockedAddLine(owner, id, line, checked);
  }

  /** The short path of addLine: null when the cart is not (or no longer) as `base` says. */
  async function appendAtVersion(owner: CartOwner, id: string, base: KnownCart, line: NewLine, at: Date): Promise<Cart | null> {
    const { row, lines } = base;
    if (lines.length >= MAX_CART_LINES) return null;
    const ctx = await contextFor(row.menuId, at);
    const given = typeof line === 'function' ? line(ctx) : line;
    const priced = validateLine(row, ctx, given, at);
    const added = { id: randomUUID(), position: (lines.at(-1)?.position ?? -1) + 1, ...lineValues(id, given, priced.unitPriceCents) };
    if (!(await appendLineAtVersion(db, added, { version: row.version, sessionIdHash: owner.sessionIdHash, memberId: owner.memberId }, at))) {
      known.forget(id);
      return null;
    }
    const saved = { row: { ...row, version: row.version + 1, updatedAt: at }, lines: [...lines, { ...added, createdAt: at }] };
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
        const resolved = seat && (seat.role === 'participant' || !given.recipient) ? { ...given, recipient: seat.name } : given;
        const priced = validateLine(row, ctx, resolved, now());
        const count = await repo.countLines(tx, id);
        if (count >= MAX_CART_LINES) throw new AppError('CONFLICT', `A cart holds at most ${MAX_CART_LINES} items`);
        await repo.insertLine(tx, lineValues(id, resolved, priced.unitPriceCents, seat ? await lineSeat(tx, seat, resolved.recipient) : null));
      },
      checked,
    );
  }

  /** Spec §7 "quick add product {product_id, quantity}": the product with its default choices. */
  const quickAddLine = (ctx: CartContext, productId: string, quantity: number): CartLine => {
    const product = findProduct(ctx.menu, productId);
    if (!product) throw new AppError('NOT_FOUND', `This menu has no product "${productId}"`);
    return { product_id: productId, quantity, choices: choicesFromSelection(defaultSelection(product)).map((c) => ({ ...c, quantity: c.quantity })) };
  };

  /** Spec §7 "validate cart" (see `validate`), with the row it read. */
  async function validateCart(owner: CartOwner | null, id: string): Promise<{ valid: boolean; cart: Cart; row: repo.CartRow }> {
    const at = now();
    // Spec §5 Checkout: in a host-pays group only the host gets past here ("Heads Up!").
    const { row, lines, seat } = await access(owner, id, at, 'checkout');
    const ctx = await contextFor(row.menuId, at);
    const cart = await view(id, ctx, at, row, seat, lines);
    const problems = [...cart.problems];
    if (cart.products.length === 0) problems.push({ line_id: '', message: 'Your bag is empty' });
    if (row.timeMode === 'advance') {
      const itemCount = cart.products.reduce((n, p) => n + p.quantity, 0);
      const ok = row.wanted ? findSlot(ctx.slots, { handoff: row.handoff, catering: row.catering, itemCount, now: at }, row.wanted).ok : false;
      if (!ok) problems.push({ line_id: '', message: 'The chosen time is no longer available. Please choose another time.' });
    } else if (!cart.time.asap_available) problems.push({ line_id: '', message: 'This location cannot take an order for now. Please choose a time ahead.' });
    // The row, not the reply: a participant's reply never holds the host's address (decision 182).
    if ((row.handoff === 'delivery' || row.handoff === 'dispatch') && (row.address === null || row.lat === null || row.lng === null)) problems.push({ line_id: '', message: 'Please add a delivery address' });
    // The delivery minimum is the group's, not each part's (decision 160).
    const deliverySubtotal = seat?.group.paymentType === 'each' ? lines.reduce((n, l) => n + l.unitPriceCents * l.quantity, 0) : cart.totals.subtotal;
    if ((row.handoff === 'delivery' || row.handoff === 'dispatch') && deliverySubtotal < ctx.location.deliveryMinimumCents) {
      problems.push({ line_id: '', message: `Delivery orders need a subtotal of at least $${(ctx.location.deliveryMinimumCents / 100).toFixed(2)}` });
    }
    return { valid: problems.length === 0, cart: { ...cart, problems }, row };
  }

  return {
    async create(owner: CartOwner, input: { menu_id: string; catering: boolean }): Promise<Cart> {
      const at = now();
      const ctx = await contextFor(input.menu_id, at, true);
      const l = ctx.location;
      if (!l.available || l.comingSoon) throw new AppError('CONFLICT', unavailableMessage(l.name));
      if (input.catering && !l.catering) throw new AppError('CONFLICT', `${l.name} does not take catering orders`);
      const handoff: HandoffMode = l.pickup ? 'pickup' : l.curbside ? 'curbside' : l.drivethru ? 'drivethru' : 'delivery';
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

    /** Every line of a cart with its seat (decision 192), for the group-order service (which has checked the caller itself). */
    async linesOf(id: string): Promise<{ product: Cart['products'][number]; participantId: string | null }[]> {
      const at = now();
      const row = await repo.findCart(db, id);
      if (!row) return [];
      const lines = await repo.readLines(db, id);
      const seatOf = new Map(lines.map((l) => [l.id, l.participantId]));
      const { products } = await view(id, await contextFor(row.menuId, at), at, row, null, lines);
      return products.map((product) => ({ product, participantId: seatOf.get(product.id) ?? null }));
    },

    async abandon(owner: CartOwner | null, id: string): Promise<void> {
      await activeCart(owner, id, now(), 'cart-settings');
      await db.transaction(async (tx) => {
        const row = await repo.lockCart(tx, id);
        if (row?.status === 'active') await abandonLocked(tx, row);
      });
    },

    /** Spec §4 "Selecting a location": move the cart to another menu; lines that cannot come are reported. */
    async transfer(owner: CartOwner | null, id: string, menuId: string): Promise<{ cart: Cart; dropped: { product_id: string; name: string; reason: string }[] }> {
      const at = now();
      const row = await activeCart(owner, id, at, 'cart-settings');
      const target = await contextFor(menuId, at, true);
      const t = target.location;
      if (!t.available || t.comingSoon) throw new AppError('CONFLICT', unavailableMessage(t.name));
      if (!t.transferCart) throw new AppError('CONFLICT', `${t.name} cannot take a cart from another location. Please start a new order.`);
      const dropped: { product_id: string; name: string; reason: string }[] = [];
      const source = await contextFor(row.menuId, at);
      await db.transaction(async (tx) => {
        const locked = await repo.lockCart(tx, id);
        if (!locked || locked.status !== 'active') throw new AppError('CONFLICT', 'This cart is no longer active. Please start a new order.');
        const offered = (h: HandoffMode) => (h === 'dispatch' ? t.delivery : t[h]);
        const handoff: HandoffMode = offered(locked.handoff) ? locked.handoff : 'pickup';
        const moved = { ...locked, handoff, timeMode: 'asap' as const, wanted: null };
        const lines = await repo.readLines(tx, id);
        const gone: string[] = [];
        for (const line of lines) {
          const result = validateCartLine(target.menu, { product_id: line.productId, quantity: line.quantity, choices: line.choices }, lineContext(moved, target, at));
          if (result.ok) await repo.updateLine(tx, id, line.id, { unitPriceCents: result.unitPriceCents });
          else {
            gone.push(line.id);
            const name = findProduct(target.menu, line.productId)?.name ?? findProduct(source.menu, line.productId)?.name ?? line.productId;
            dropped.push({ product_id: line.productId, name, reason: result.problems[0]?.message ?? 'Not available here' });
          }
        }
        if (gone.length) await repo.deleteLines(tx, id, gone);
        await releaseReservation(tx, locked);
        const asap = asapSlot(target.slots, { handoff, catering: locked.catering, itemCount: 0, now: at });
        await repo.updateCart(tx, id, { menuId: t.menuId, locationId: t.id, handoff, timeMode: asap.available ? 'asap' : 'advance', wanted: null, reservedSlotStart: null, reservedSlotMode: null });
      });
      return { cart: await view(id, target, at, undefined, null), dropped };
    },

    addProduct: (owner: CartOwner | null, id: string, line: z.output<typeof addProductRequest>) => addLine(owner, id, line),

    quickAdd: (owner: CartOwner | null, id: string, input: { product_id: string; quantity: number }) =>
      addLine(owner, id, (ctx) => quickAddLine(ctx, input.product_id, input.quantity)),

    /** Spec §7 "update product {id, quantity, choices}"; §4: the line is re-validated. */
    updateProduct: (owner: CartOwner | null, id: string, lineId: string, input: z.output<typeof updateProductRequest>) =>
      mutate(owner, id, 'own-lines', async (tx, row, ctx, seat) => {
        const line = (await repo.readLines(tx, id)).find((l) => l.id === lineId);
        if (!line || !mayTouch(seat, line)) throw new AppError('NOT_FOUND', 'No such item in this cart');
        // A participant's label stays their name; the line is theirs by seat id either way (decision 192).
        if (seat?.role === 'participant' && input.recipient !== undefined && !sameName(input.recipient, seat.name)) throw new AppError('FORBIDDEN', 'Your items are made for you.');
        const next: CartLine = {
          product_id: line.productId,
          quantity: input.quantity,
          choices: input.choices ?? line.choices,
          ...(input.recipient !== undefined ? (input.recipient ? { recipient: input.recipient } : {}) : line.recipient ? { recipient: line.recipient } : {}),
          ...(input.instructions !== undefined ? (input.instructions ? { instructions: input.instructions } : {}) : line.instructions ? { instructions: line.instructions } : {}),
        };
        const priced = validateLine(row, ctx, next, now());
        await repo.updateLine(tx, id, lineId, {
          quantity: next.quantity,
          choices: storedChoices(next),
          recipient: next.recipient ?? null,
          instructions: next.instructions ?? null,
          unitPriceCents: priced.unitPriceCents,
          // The host re-labelling a line makes it the named participant's (or the host's own).
          ...(seat?.role === 'host' && input.recipient !== undefined ? { participantId: await lineSeat(tx, seat, next.recipient) } : {}),
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
        if (coupon && !stillThere && couponMatchesProduct(toCoupon(coupon), line.productId)) return { couponCode: null };
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

    setHandoff: (owner: CartOwner | null, id: string, handoff: HandoffMode) =>
      mutate(owner, id, 'cart-settings', async (tx, row, ctx) => {
        const l = ctx.location;
        const offered = handoff === 'dispatch' ? l.delivery : l[handoff];
        if (!offered) throw new AppError('CONFLICT', `${l.name} does not offer ${handoff}`);
        if (handoff === row.handoff) return;
        // The time was chosen for the other mode's hours: release it and start again from ASAP.
        await releaseReservation(tx, row);
        const asap = asapSlot(ctx.slots, { handoff, catering: row.catering, itemCount: 0, now: now() });
        return { handoff, timeMode: asap.available ? 'asap' : 'advance', wanted: null, reservedSlotStart: null, reservedSlotMode: null };
      }),

    /** Spec §7 "Apply delivery handoff": the address must be inside the location's delivery zone. */
    setDelivery: (owner: CartOwner | null, id: string, input: z.output<typeof deliveryHandoffRequest>) =>
      mutate(owner, id, 'cart-settings', async (tx, row, ctx) => {
        const l = ctx.location;
        if (!l.delivery) throw new AppError('CONFLICT', `${l.name} does not deliver`);
        if (!isInDeliveryZone({ lat: l.lat, lng: l.lng }, l.deliveryZone, { lat: input.lat, lng: input.lng })) {
          throw new AppError('VALIDATION', `${l.name} does not deliver to this address`);
        }
        const address = { address: input.address, building: input.building, city: input.city, state: input.state, zip: input.zip, lat: input.lat, lng: input.lng, addressInstructions: input.instructions };
        if (row.handoff === input.handoffMode) return address;
        await releaseReservation(tx, row);
        const asap = asapSlot(ctx.slots, { handoff: input.handoffMode, catering: row.catering, itemCount: 0, now: now() });
        return { ...address, handoff: input.handoffMode, timeMode: asap.available ? 'asap' : 'advance', wanted: null, reservedSlotStart: null, reservedSlotMode: null };
      }),

    /** Spec §4 "Order time mode"; advance takes a place in the slot atomically (decision 060). */
    setTime: (owner: CartOwner | null, id: string, input: z.output<typeof orderTimeRequest>) =>
      mutate(owner, id, 'time', async (tx, row, ctx) => {
        const at = now();
        const itemCount = (await repo.readLines(tx, id)).reduce((n, l) => n + l.quantity, 0);
        const request = { handoff: row.handoff, catering: row.catering, itemCount, now: at };
        if (input.mode === 'asap') {
          const asap = asapSlot(ctx.slots, request);
          if (!asap.available) throw new AppError('CONFLICT', asap.reason);
          await releaseReservation(tx, row);
          return { timeMode: 'asap', wanted: null, reservedSlotStart: null, reservedSlotMode: null };
        }
        const found = findSlot(ctx.slots, request, input.wanted);
        if (!found.ok) throw new AppError('VALIDATION', found.message);
        const mode = hoursModeFor(row.handoff, row.catering);
        if (row.reservedSlotStart?.getTime() === found.slot.start.getTime() && row.reservedSlotMode === mode) return { timeMode: 'advance', wanted: input.wanted };
        const taken = await repo.reserveSlot(tx, { locationId: ctx.location.id, handoff: mode, start: found.slot.start }, ctx.location.slotCapacity);
        if (!taken) throw new AppError('CONFLICT', `${input.wanted.slice(9)} is fully booked. Please choose another time.`);
        // The place may have been the last of what is ASAP for everyone else.
        forgetLocation(ctx.location.id);
        await releaseReservation(tx, row);
        return { timeMode: 'advance', wanted: input.wanted, reservedSlotStart: found.slot.start, reservedSlotMode: mode };
      }),

    /** Spec §7 "get available times for a day (YYYYMMDD)": slots with room left, and the day list. */
    async times(owner: CartOwner | null, id: string, day: string | undefined) {
      const at = now();
      const { row, lines } = await access(owner, id, at, 'read');
      const ctx = await contextFor(row.menuId, at);
      const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
      const request = { handoff: row.handoff, catering: row.catering, itemCount, now: at };
      if (day && !parseOrderTime(`${day} 00:00`)) throw new AppError('BAD_REQUEST', 'day must be a date YYYYMMDD');
      // The calendar is the same for every cart of this location, order kind and minute (decision 150).
      const { days, date, slots, asap: memoAsap } = perMinute(ctx.slots, minuteOf(at), `times|${row.handoff}|${row.catering}|${itemCount >= LARGE_ORDER_ITEMS}|${day ?? ''}`, () => {
        const date = day ? `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}` : (firstDayWithSlots(ctx.slots, request) ?? wallTime(at, ctx.slots.timeZone).date);
        return { days: orderDays(ctx.slots, request), date, slots: slotsForDay(ctx.slots, request, date), asap: asapSlot(ctx.slots, request) };
      });
      const mode = hoursModeFor(row.handoff, row.catering);
      const starts = slots.map((s) => s.start.getTime());
      const taken = starts.length ? await takenPlacesBetween(db, ctx.location.id, mode, new Date(Math.min(...starts)), new Date(Math.max(...starts))) : new Map<number, number>();
      const mine = row.reservedSlotStart?.getTime();
      const open = slots.filter((s) => (taken.get(s.start.getTime()) ?? 0) < ctx.location.slotCapacity || s.start.getTime() === mine);
      // ASAP agrees with the live counts read just now (the context's may be a second old, decision 181).
      const fullNow = slots.filter((s) => (taken.get(s.start.getTime()) ?? 0) >= ctx.location.slotCapacity).map((s) => s.start.getTime());
      const asap = memoAsap.available && fullNow.includes(memoAsap.slot.start.getTime()) ? asapSlot(withFullSlots(ctx.slots, mode, fullNow), request) : memoAsap;
      return {
        days: days.map((d) => d.replaceAll('-', '')),
        day: date.replaceAll('-', ''),
        times: open.map((s) => s.time),
        asap: asap.available ? { available: true, earliest: asap.slot.time, reason: null } : { available: false, earliest: null, reason: asap.reason },
      };
    },

    /** Spec §7 "get upsells (num 4)": brand pairings for what is in the cart, then flagged products; only what can be quick-added now. */
    async upsells(owner: CartOwner | null, id: string, num: number): Promise<UpsellItem[]> {
      const at = now();
      const { row, lines, seat } = await access(owner, id, at, 'read');
      const ctx = await contextFor(row.menuId, at);
      // Spec §4 "Upsell display": skipped when a group order is active.
      if (lines.length === 0 || seat) return [];
      const inCart = new Set(lines.map((l) => l.productId));
      const categories = new Set<string>();
      forEachProduct(ctx.menu, (p, c) => {
        if (inCart.has(p.product_id)) categories.add(c.id);
      });
      const candidates = await repo.upsellCandidates(db, [...inCart], [...categories]);
      const context = lineContext(row, ctx, at);
      const out: UpsellItem[] = [];
      for (const productId of candidates) {
        if (out.length >= num) break;
        if (inCart.has(productId)) continue;
        const product = findProduct(ctx.menu, productId);
        if (!product) continue;
        const line = quickAddLine(ctx, productId, product.quantities.min);
        const result = validateCartLine(ctx.menu, line, context);
        if (!result.ok) continue;
        out.push({
          id: product.product_id,
          product_id: product.product_id,
          pdp_id: product.pdp_id,
          name: product.name,
          description: cutDescription(product.description),
          image: productImage(product),
          cost: result.unitPriceCents,
          quantities: product.quantities,
        });
      }
      return out;
    },

    applyCoupon: (owner: CartOwner | null, id: string, code: string) =>
      mutate(owner, id, 'cart-settings', async (tx) => {
        const coupon = await repo.findCoupon(tx, code);
        if (!coupon) throw new AppError('NOT_FOUND', `The coupon ${code} is not valid`);
        const lines = await repo.readLines(tx, id);
        const check = checkCoupon(toCoupon(coupon), lines.map((l) => ({ id: l.id, productId: l.productId, quantity: l.quantity, unitPriceCents: l.unitPriceCents })), now());
        if (!check.ok) throw new AppError('VALIDATION', check.reason);
        // One coupon per cart: a new code replaces the old one.
        return { couponCode: coupon.code };
      }),

    removeCoupon: (owner: CartOwner | null, id: string) => mutate(owner, id, 'cart-settings', async () => ({ couponCode: null })),

    setTip: (owner: CartOwner | null, id: string, input: z.output<typeof tipRequest>) =>
      mutate(owner, id, 'tip', async (tx, row, _ctx, seat) => {
        if (row.handoff === 'drivethru') throw new AppError('CONFLICT', 'Tips are not taken at the drive-thru');
        const tip = 'percent' in input ? { tipPercent: input.percent, tipCustomCents: null } : { tipPercent: null, tipCustomCents: input.custom };
        // Each-pays: a participant tips on their own part (decision 160); the cart's tip is the host's.
        if (ownsTip(seat)) {
          await setSeatTip(tx, seat, tip);
          return;
        }
        return tip;
      }),

    /** Spec §7 "validate cart": every line against the menu, the time still offered, a non-empty cart. */
    async validate(owner: CartOwner | null, id: string): Promise<{ valid: boolean; cart: Cart }> {
      const { valid, cart } = await validateCart(owner, id);
      return { valid, cart };
    },

    /** The same check for checkout, with the cart row it read (its slot place), so checkout needs no second read. */
    validateForCheckout: validateCart,

    /** A slot of this location filled up here: its carts' ASAP moves on now, not when the context turns stale (decision 181). */
    slotsChanged: forgetLocation,

    async handOver(fromSessionIdHash: string, toSessionIdHash: string, memberId: string | null): Promise<void> {
      await repo.handOverCarts(db, fromSessionIdHash, toSessionIdHash, memberId);
    },

    async track(sessionIdHash: string | null, name: string, payload: Record<string, unknown>): Promise<void> {
      await repo.insertTrackEvent(db, { name, payload, sessionIdHash });
    },
  };
}
