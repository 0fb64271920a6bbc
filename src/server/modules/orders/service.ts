import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../domain/app-error.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import type { Order, OrderStatus } from '../../../domain/orders/order-schema.ts';
import type { ReorderProblem } from '../../../domain/orders/reorder-contract.ts';
import { reorderDelivery, reorderHandoffNotice } from '../../../domain/orders/reorder-handoff.ts';
import { moveStatus, recallMove, refundsOnMove } from '../../../domain/orders/status-machine.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import * as cartRepo from '../cart/index.ts';
import type { CartService } from '../cart/index.ts';
import { adjustBalance } from '../gift-cards/index.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import { toOrder, type OrderRow, type PaymentRow } from './order-view.ts';
import * as repo from './repo.ts';
import type { StatusLinks } from './status-links.ts';
import { giveBackDailyLimits } from '../daily-limits/index.ts';
import { STATUS_LINK_INVALID } from '../../../domain/orders/order-status-link-contract.ts';

export interface Viewer {
  sessionIdHash: string | null;
  memberId: string | null;
}

export interface OrdersServiceOptions {
  db: Db;
  carts: CartService;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** After a status change commits: the realtime bus's `orders` event. */
  onChanged?: (change: OrderChange) => void;
  /** After a move to ready commits: claims the "Your order is ready" e-mail (one UPDATE; the mail goes in the background, never throws). */
  onReady?: (orderId: string) => Promise<void>;
  /** After a cancel commits and the money went back: claims the customer's cancellation e-mail (never throws). */
  onCancelled?: (orderId: string) => Promise<void>;
  /** Inside the status change's transaction, the order locked: the rewards ledger's accrual and returns. */
  onStatus?: OrderStatusHook;
}

export type OrderStatusHook = (tx: Tx, order: OrderRow, before: OrderStatus, after: OrderStatus) => Promise<void>;

/** What the realtime bus is told after a commit. */
export interface OrderChange {
  locationId: string;
  orderId: string;
  kind: 'placed' | 'status';
  seq: number;
}

/** Options of a board move: its location, a recall (a move back), and the audit row in the same transaction. */
export interface StatusMoveOptions {
  locationId?: string;
  recall?: boolean;
  inTransaction?: (tx: Tx, before: OrderStatus, after: OrderStatus) => Promise<void>;
}

export type OrdersService = ReturnType<typeof createOrdersService>;

const NO_SUCH_ORDER = 'No such order';

/** Orders after checkout: read, history, reorder, staff status. */
export function createOrdersService(options: OrdersServiceOptions) {
  const { db, carts, provider, log } = options;

  async function load(ids: string[], rows: repo.OrderRowList): Promise<Order[]> {
    const { lines, pays } = await repo.readOrderParts(db, ids);
    return rows.map((row) =>
      toOrder(
        row,
        lines.filter((l) => l.orderId === row.id),
        pays.filter((p) => p.orderId === row.id),
      ),
    );
  }

  /** The order if this viewer may see it; otherwise the same 404 as an unknown id. */
  async function owned(viewer: Viewer, id: string) {
    const row = await repo.findOrder(db, id);
    if (!row || !repo.ownsOrder(row, viewer)) throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
    return row;
  }

  /**
   * An authorization is voided; when the void is refused, the capture after checkout may have
   * reached the processor first, and the money goes back as a refund instead.
   */
  async function voidOrRefund(ref: string, amountCents: number): Promise<'voided' | 'refunded'> {
    try {
      await provider.void(ref);
      return 'voided';
    } catch (voidError) {
      log.warn({ err: voidError }, 'void refused; refunding a capture that came first');
      await provider.refund(ref, amountCents);
      return 'refunded';
    }
  }

  async function giveBack(p: PaymentRow): Promise<void> {
    if (p.kind !== 'card' || !p.providerRef) return;
    try {
      let status: 'refunded' | 'voided' = 'voided';
      if (p.status === 'captured') {
        await provider.refund(p.providerRef, p.amountCents);
        status = 'refunded';
      } else if (p.status === 'authorized') status = await voidOrRefund(p.providerRef, p.amountCents);
      await repo.updatePayment(db, p.id, { status });
    } catch (error) {
      log.error({ err: error, payment: p.id }, 'card refund failed; needs a manual refund');
      await repo.updatePayment(db, p.id, { failure: 'refund_failed' }).catch(() => undefined);
    }
  }

  return {
    async get(viewer: Viewer, id: string): Promise<Order> {
      const row = await owned(viewer, id);
      const [order] = await load([row.id], [row]);
      if (!order) throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
      return order;
    },

    /** The order a guest's private status link opens; an unknown token is the same 404 as an unknown id. */
    async byStatusLink(links: StatusLinks, token: string): Promise<Order> {
      const id = await links.orderIdFor(token);
      const row = id ? await repo.findOrder(db, id) : null;
      if (!row) throw new AppError('NOT_FOUND', STATUS_LINK_INVALID);
      const [order] = await load([row.id], [row]);
      if (!order) throw new AppError('NOT_FOUND', STATUS_LINK_INVALID);
      return order;
    },

    /** Spec §7 "get order history": newest first. */
    async history(memberId: string, limit: number, before?: string): Promise<Order[]> {
      const rows = await repo.listMemberOrders(db, memberId, limit, before ? new Date(before) : undefined);
      return load(
        rows.map((r) => r.id),
        rows,
      );
    },

    /**
     * Spec §7 Reorder: a new cart on the order's menu with the order's lines, each re-validated
     * against today's menu. A line whose choices are no longer offered comes with the product's
     * usual choices ('changed'); one the menu refuses altogether is left out ('dropped'). Both
     * are reported, never silently dropped; so is a delivery the store no longer makes.
     */
    async reorder(
      owner: { sessionIdHash: string; memberId: string | null },
      id: string,
    ): Promise<Cart & { reorder_problems: ReorderProblem[]; handoff_notice: string | null }> {
      const row = await owned(owner, id);
      const { lines } = await repo.readOrderParts(db, [row.id]);
      let cart = await carts.create(owner, { menu_id: row.menuId, catering: row.catering });
      // A delivery order comes back as delivery to the same address, while the store still reaches it.
      let handoffNotice: string | null = null;
      const delivery = reorderDelivery(row);
      if (delivery) {
        try {
          cart = await carts.setDelivery(owner, cart.id, delivery);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          handoffNotice = reorderHandoffNotice(delivery, row.location.name);
        }
      }
      const problems: ReorderProblem[] = [];
      for (const line of lines) {
        const input = {
          product_id: line.productId,
          quantity: line.quantity,
          choices: line.choices.map((c) => ({ id: c.id, quantity: c.quantity, ...(c.text ? { text: c.text } : {}) })),
          ...(line.recipient ? { recipient: line.recipient } : {}),
          ...(line.instructions ? { instructions: line.instructions } : {}),
        };
        try {
          cart = await carts.addProduct(owner, cart.id, input);
          continue;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const reason = error.message;
          if (line.choices.length > 0 && error.code !== 'NOT_FOUND') {
            try {
              cart = await carts.quickAdd(owner, cart.id, { product_id: line.productId, quantity: line.quantity });
              problems.push({
                product_id: line.productId,
                name: line.name,
                outcome: 'changed',
                message: `${line.name}: your choices are no longer all offered (${reason}). It was added with the usual choices; please check it.`,
              });
              continue;
            } catch (retry) {
              if (!(retry instanceof AppError)) throw retry;
            }
          }
          problems.push({
            product_id: line.productId,
            name: line.name,
            outcome: 'dropped',
            message: `${line.name} is no longer available (${reason}).`,
          });
        }
      }
      return { ...cart, reorder_problems: problems, handoff_notice: handoffNotice };
    },

    /**
     * POST /api/staff/orders/{id}/status and the board: the lifecycle move; cancelling
     * gives the money back. A board move names its location (another location's order is a 404)
     * and may recall one step back.
     */
    async setStatus(id: string, to: OrderStatus, o: StatusMoveOptions = {}): Promise<Order> {
      const refunds = await db.transaction(async (tx) => {
        const row = await repo.lockOrder(tx, id);
        if (!row || (o.locationId !== undefined && row.locationId !== o.locationId))
          throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
        const move = o.recall ? recallMove(row.status, to) : moveStatus(row.status, to);
        if (!move.ok) throw new AppError('CONFLICT', move.message);
        // A refunded order stays completed: reopening it could cancel and refund its money twice.
        if (row.status === 'completed' && (await repo.hasRefunds(tx, id)))
          throw new AppError('CONFLICT', `Order #${row.number} has been refunded and cannot be reopened.`);
        await repo.updateOrder(tx, id, { status: to, updatedAt: new Date() });
        await o.inTransaction?.(tx, row.status, to);
        await options.onStatus?.(tx, row, row.status, to);
        if (!refundsOnMove(to)) return [];
        const pays = await repo.orderPayments(tx, id);
        for (const p of pays) {
          if (p.kind === 'gift_card' && p.giftCardId && p.status === 'captured') {
            await adjustBalance(tx, p.giftCardId, p.amountCents);
            await repo.updatePayment(tx, p.id, { status: 'refunded' });
          }
        }
        if (row.slotStart && row.slotMode)
          await cartRepo.releaseSlot(tx, { locationId: row.locationId, handoff: row.slotMode, start: row.slotStart });
        await giveBackDailyLimits(tx, id);
        return pays.filter((p) => p.kind === 'card');
      });
      for (const p of refunds) await giveBack(p);
      const row = await repo.findOrder(db, id);
      if (!row) throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
      options.onChanged?.({
        locationId: row.locationId,
        orderId: row.id,
        kind: 'status',
        seq: row.updatedAt.getTime(),
      });
      if (to === 'ready') await options.onReady?.(row.id);
      if (to === 'cancelled') await options.onCancelled?.(row.id);
      const [order] = await load([id], [row]);
      if (!order) throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
      return order;
    },
  };
}
