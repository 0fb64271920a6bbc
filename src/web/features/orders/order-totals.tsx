import { cardBrandLabel } from '../../../domain/checkout/card-rules.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import { CheckoutSummary, cartSummaryLines } from '../checkout/index.ts';

const paymentLabel = (p: Order['payments'][number]) =>
  p.kind === 'gift_card' ? `Gift Card •••• ${p.last4}` : `${cardBrandLabel(p.brand)} •••• ${p.last4}`;

/** An order's totals in the Checkout summary style, then how it was paid (brand + last 4 only). */
export function OrderTotals({ order, showPayments = true }: { order: Order; showPayments?: boolean }) {
  return (
    <>
      <CheckoutSummary lines={cartSummaryLines(order)} total={order.totals.total} />
      {showPayments && order.payments.length ? (
        <CheckoutSummary
          title="Payments"
          lines={order.payments.map((p) => ({ label: paymentLabel(p), cents: p.amount }))}
          totalLabel="Paid"
          total={order.payments.reduce((a, p) => a + p.amount, 0)}
        />
      ) : null}
    </>
  );
}
