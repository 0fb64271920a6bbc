import type { FastifyBaseLogger } from 'fastify';
import type { AppInfo } from '../../../domain/app-info.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import type { Allocation } from '../../../domain/checkout/gift-card-allocation.ts';
import type { SubmitOrderResult } from '../../../domain/checkout/submit-order-contract.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { TokenSigner } from '../../providers/payment/card-token.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import type { Buyer } from '../account/index.ts';
import type { LocationContext as CartContext, LocationContextCache } from '../locations/index.ts';
import type { CartRow, CartService } from '../cart/index.ts';
import type { OrderChange, PaymentRow, StatusLinks } from '../orders/index.ts';
import type { StatementNotice } from '../../realtime/index.ts';
import type { ReadyTime } from './asap-place.ts';
import type { CaptureQueue } from './capture-queue.ts';
import type { CheckoutFaults } from './faults.ts';
import type { GiftCardRow } from '../gift-cards/index.ts';

/** Who is checking out: the session and, when signed in, the member (account's `buyerOf`). */
export type { Buyer };

/**
 * A rule that may refuse a checkout (throw an AppError). The one place for rules owned by
 * other features, e.g. spec §5's host-pays group rule: pass it in `guards`. A guard
 * may instead answer with a part: the buyer pays for the validated cart's lines only, a part of
 * a shared cart (each-pays group orders).
 */
export type CheckoutGuard = (input: { buyer: Buyer; cart: Cart }) => Promise<void | CheckoutPart>;

/**
 * One person's part of a shared cart. The validated cart is already just that
 * part, priced as it is paid. The order transaction asks the part, not the cart's version, whether
 * it still holds: the others in the group keep changing their own lines meanwhile.
 */
export interface CheckoutPart {
  /** ASAP: ready no earlier than this (a participant's food is made with the group's, after its deadline). */
  readyFrom: Date | null;
  /** The host's part submits the shared cart and closes the group; a participant's leaves it open. */
  closesCart: boolean;
  /**
   * ASAP: the ready time and slot an earlier paid part of the group already took. Once someone
   * has paid the pickup is fixed, so every later part is ready with it and shares its place,
   * whatever the slot's fill is now.
   */
  heldReady: { local: string; at: Date; slotStart: Date; mode: string } | null;
  /**
   * In the order transaction, the shared cart row locked: re-checks the seat and that the part is
   * still what was validated, moves its lines to a cart of their own when needed (the order's
   * cart), and says whether the group already holds a place in this slot (one place per group).
   */
  take(
    tx: Tx,
    locked: CartRow,
    validated: Cart,
    slot: { start: Date; mode: string },
  ): Promise<{ cartId: string; slotHeld: boolean }>;
  /** Still in the transaction, once the order exists: who paid with which order. */
  record(tx: Tx, orderId: string): Promise<void>;
}

/**
 * A reward or offer the order redeems, as the rewards module reads it off
 * the bag. The order's statement writes its ledger entry and takes the points in the order's own
 * transaction: a failed order leaves no redemption, and of concurrent orders spending the same
 * points exactly one does.
 */
export interface Redemption {
  memberId: string;
  kind: 'redemption' | 'offer';
  /** Points taken (0 for an offer). */
  points: number;
  sourceId: string;
  label: string;
  /** An offer's once-per-member key; a reward's entry is keyed by its order. */
  onceKey: string | null;
}

/** Reads the bag's redemption, refusing (AppError) one this buyer may not make; null without one. */
export type RedemptionLookup = (input: { buyer: Buyer; cart: Cart }) => Promise<Redemption | null>;

export interface CheckoutServiceOptions {
  db: Db;
  /** The process's one location-context cache, shared with the cart. */
  contexts: LocationContextCache;
  carts: CartService;
  provider: PaymentProvider;
  signer: TokenSigner;
  mailer: Mailer;
  /** Captures after commit, off the request path. */
  captures: CaptureQueue;
  /** A guest's private order-status link, e-mailed with the receipt. */
  statusLinks?: StatusLinks;
  log: FastifyBaseLogger;
  app: Pick<AppInfo, 'name' | 'flags'>;
  guards?: CheckoutGuard[];
  /** Rewards and offers: present only when a flag is on. */
  redemptions?: RedemptionLookup;
  faults?: CheckoutFaults;
  now?: () => Date;
  /** After an order commits: the realtime bus's `orders` event. */
  onOrderChanged?: (change: OrderChange) => void;
  /** The `orders` event as a NOTIFY the order statement carries; null or absent: `onOrderChanged` after the commit. */
  orderNotice?: (change: OrderChange) => StatementNotice | null;
  /** Once per committed order, whatever its kind (the orders-placed metric). */
  onOrderPlaced?: () => void;
}

/** What `planOrder` decided (see there). */
export interface OrderPlan {
  cart: Cart;
  cartRow: CartRow;
  part: CheckoutPart | null;
  contact: Order['contact'];
  cards: GiftCardRow[];
  allocation: Allocation;
  ctx: CartContext;
  ready: ReadyTime;
  /** The request's tip differs from the cart's (only reported when the plan did not apply it). */
  tipChange: boolean;
  /** A reward or offer on the bag, written with the order. */
  redemption?: Redemption | null;
}

/** An authorized card attempt and the processor's id for it. */
export interface CardHold {
  payment: PaymentRow;
  ref: string;
}

/** POST /api/checkout's reply as stored on its key. */
export interface SubmitReply {
  status: number;
  body: { status: 'ok'; data: SubmitOrderResult };
}

export const placedReply = (order: Order): SubmitReply => ({
  status: 200,
  body: { status: 'ok', data: { result: 'placed', order } },
});

/** The idempotency scope of a buyer: the member, else the session. */
export const scopeOf = (buyer: Buyer) => (buyer.memberId ? `m:${buyer.memberId}` : `s:${buyer.sessionIdHash}`);

/** What a card attempt holds money for: the cart, or a group part's cart and payer. */
export const holdKeyOf = (buyer: Buyer, cart: Cart, part: CheckoutPart | null) =>
  part ? `${cart.id}:${scopeOf(buyer)}` : cart.id;
