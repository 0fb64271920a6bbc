import type { HandoffMode } from '../app-info.ts';
import type { SalesFigures } from './report-contract.ts';

/** Where a cell sits: a store, a business day in its zone, a handoff and an hour of that day. */
interface CellKeys {
  locationId: string;
  date: string;
  handoff: HandoffMode;
  hour: number;
}

/** Placed orders of one cell, summed (cancelled orders excluded). */
export interface SaleCell extends CellKeys {
  orders: number;
  subtotal: number;
  discount: number;
  tax: number;
  tip: number;
  deliveryFee: number;
  serviceFee: number;
  total: number;
  giftCard: number;
}

/** Staff refunds of one cell: the refund's own day and hour, the order's store and handoff. */
export interface RefundCell extends CellKeys {
  amount: number;
}

export function figuresOf(sales: readonly SaleCell[], refunds: readonly RefundCell[]): SalesFigures {
  const sum = (pick: (c: SaleCell) => number) => sales.reduce((n, c) => n + pick(c), 0);
  const orders = sum((c) => c.orders);
  const gross = sum((c) => c.subtotal);
  const discounts = sum((c) => c.discount);
  const refunded = refunds.reduce((n, r) => n + r.amount, 0);
  const net = gross - discounts - refunded;
  return {
    orders,
    gross_sales_cents: gross,
    discounts_cents: discounts,
    refunds_cents: refunded,
    net_sales_cents: net,
    tax_cents: sum((c) => c.tax),
    tips_cents: sum((c) => c.tip),
    delivery_fees_cents: sum((c) => c.deliveryFee),
    service_fees_cents: sum((c) => c.serviceFee),
    total_collected_cents: sum((c) => c.total),
    gift_card_redemptions_cents: sum((c) => c.giftCard),
    average_ticket_cents: orders === 0 ? 0 : Math.round(net / orders),
  };
}

/** One row per value of `key` found in sales or refunds, in ascending order of that value. */
export function figuresBy<K extends keyof CellKeys>(
  key: K,
  sales: readonly SaleCell[],
  refunds: readonly RefundCell[],
): { value: CellKeys[K]; figures: SalesFigures }[] {
  const keyOf = (cell: CellKeys) => cell[key];
  const values = [...new Set([...sales.map(keyOf), ...refunds.map(keyOf)])];
  values.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return values.map((value) => ({
    value,
    figures: figuresOf(
      sales.filter((c) => keyOf(c) === value),
      refunds.filter((r) => keyOf(r) === value),
    ),
  }));
}
