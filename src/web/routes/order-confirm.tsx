import { OrderConfirmation } from '../features/orders/order-confirmation.tsx';
import styles from '../features/orders/orders.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/order-confirm';

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Order Confirmation', matches);
}

/** /order/confirm/{oid?} (spec §2): without an id, the last order placed in this tab. */
export default function OrderConfirm({ params }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Order Confirmation</h1>
      <OrderConfirmation
        oid={params.oid ?? null}
        actions={
          <Button to="/menu" variant="primary">
            Start a New Order
          </Button>
        }
      />
    </div>
  );
}
