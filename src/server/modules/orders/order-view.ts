import type { Order } from '../../../domain/orders/order-schema.ts';
import type { orderLines, orders, payments } from '../../db/schema/orders.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Payments shown on an order: what was (or is) charged; voided attempts and declines are not. */
const SHOWN = new Set(['authorized', 'captured', 'refunded']);

/** Spec §3 Order (history) plus issue 6's fields, from the frozen rows. */
export function toOrder(row: OrderRow, lines: readonly OrderLineRow[], pays: readonly PaymentRow[]): Order {
  return {
    id: row.id,
    number: String(row.number),
    menu_id: row.menuId,
    status: row.status,
    catering: row.catering,
    handoff: row.handoff,
    address: row.address ?? null,
    vehicle: row.vehicle ?? null,
    time: { mode: row.timeMode, ready: row.readyLocal, ready_at: row.readyAt.toISOString() },
    location: row.location,
    products: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((l) => ({
        id: l.id,
        product_id: l.productId,
        pdp_id: l.pdpId,
        name: l.name,
        image: l.image,
        quantity: l.quantity,
        quantities: l.quantities,
        choices: l.choices,
        cost: { total: l.totalCents, unit: l.unitCents },
        recipient: l.recipient,
        instructions: l.instructions,
      })),
    coupon: row.couponCode,
    discounts: row.discounts,
    totals: row.totals,
    payments: pays
      .filter((p) => SHOWN.has(p.status))
      .sort((a, b) =>
        a.kind === b.kind ? a.createdAt.getTime() - b.createdAt.getTime() : a.kind === 'gift_card' ? -1 : 1,
      )
      .map((p) => ({ kind: p.kind, brand: p.brand, last4: p.last4, amount: p.amountCents })),
    contact: row.contact,
    created: row.createdAt.toISOString(),
  };
}
