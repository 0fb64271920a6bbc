import type { OrderRefundPart } from './order-events-contract.ts';
import type { Order, OrderStatus } from './order-schema.ts';

/**
 * What a customer reads about their order's progress: the steps of the
 * confirmation page, the line a polite live region announces, the ready instructions of the
 * order's handoff (also in the "Your order is ready" e-mail) and the refund of a cancelled order.
 * Pure: the page, the history and the e-mail share one wording.
 */
export const LIVE_STEPS = ['placed', 'in_progress', 'ready', 'completed'] as const satisfies readonly OrderStatus[];

const LIVE_STEP_LABELS: Record<OrderStatus, string> = {
  placed: 'Order placed',
  in_progress: 'Being prepared',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** A delivered order is never "ready" for the customer: it leaves the store and arrives. */
const DELIVERY_STEP_LABELS: Record<OrderStatus, string> = {
  ...LIVE_STEP_LABELS,
  ready: 'Out for delivery',
  completed: 'Delivered',
};

/** A status that no longer moves: a page following the order may stop asking. */
export const isFinalStatus = (status: OrderStatus) => status === 'completed' || status === 'cancelled';

export const isDelivered = (handoff: Order['handoff']) => handoff === 'delivery' || handoff === 'dispatch';

/** The customer's name for a status, by the order's handoff. */
export const liveStepLabel = (status: OrderStatus, handoff: Order['handoff']) =>
  (isDelivered(handoff) ? DELIVERY_STEP_LABELS : LIVE_STEP_LABELS)[status];

export type HandoffFacts = Pick<Order, 'handoff' | 'vehicle'> & {
  location: Pick<Order['location'], 'name' | 'address' | 'phone'>;
};

/** Where and how to collect the order once it is ready (by its handoff). */
export function readyInstructions(order: HandoffFacts): string {
  const l = order.location;
  switch (order.handoff) {
    case 'curbside': {
      const car = order.vehicle
        ? ` to your ${[order.vehicle.color, order.vehicle.make, order.vehicle.model].filter(Boolean).join(' ')}`
        : ' to your car';
      return `Park in a curbside spot at ${l.name}, ${l.address}, and call ${l.phone}: we will bring your order out${car}.`;
    }
    case 'drivethru':
      return `Pull up to the drive-thru window at ${l.name}, ${l.address}, and give the name on the order.`;
    case 'delivery':
    case 'dispatch':
      return `Your order is leaving ${l.name} and is on its way to you.`;
    default:
      return `Pick it up at the counter at ${l.name}, ${l.address}. Give the name on the order.`;
  }
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const payment = (p: OrderRefundPart) =>
  p.kind === 'gift_card'
    ? `your gift card ending in ${p.last4}`
    : `your ${p.brand.toUpperCase()} card ending in ${p.last4}`;

/** One sentence per payment of a cancelled order; "Nothing was charged." when there was none. */
export function refundStatement(parts: readonly OrderRefundPart[]): string {
  if (parts.length === 0) return 'Nothing was charged.';
  return parts
    .map((p) => {
      if (p.state === 'released')
        return `The ${money(p.amount)} hold on ${payment(p)} was released; you were not charged.`;
      if (p.state === 'refunded') return `${money(p.amount)} was refunded to ${payment(p)}.`;
      return `A refund of ${money(p.amount)} to ${payment(p)} is on its way.`;
    })
    .join(' ');
}

/** The line under the steps, for the status the order is in. */
export function statusMessage(order: HandoffFacts, status: OrderStatus, refund: readonly OrderRefundPart[]): string {
  switch (status) {
    case 'placed':
      return 'We have your order. We will start on it soon.';
    case 'in_progress':
      return 'Your order is being prepared.';
    case 'ready':
      return isDelivered(order.handoff) ? readyInstructions(order) : `Your order is ready. ${readyInstructions(order)}`;
    case 'completed': {
      const done = isDelivered(order.handoff) ? 'Your order was delivered.' : 'Your order is complete.';
      // A completed order refunded by the store says where the money went.
      return refund.length ? `${done} ${refundStatement(refund)}` : `${done} Enjoy!`;
    }
    case 'cancelled':
      return `Your order was cancelled. ${refundStatement(refund)}`;
  }
}

/** What the polite live region says when the status changes (never on the first load). */
export const statusAnnouncement = (
  number: string,
  order: HandoffFacts,
  status: OrderStatus,
  refund: readonly OrderRefundPart[],
) => `Order #${number}: ${liveStepLabel(status, order.handoff)}. ${statusMessage(order, status, refund)}`;
