import { useSearchParams } from 'react-router';
import { kioskStartPath } from '../features/kiosk/kiosk-session.ts';
import { OrderConfirmation } from '../features/orders/order-confirmation.tsx';
import styles from '../features/kiosk/kiosk.module.css';
import orderStyles from '../features/orders/orders.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/app-confirm';

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Order Confirmation', matches);
}

/** /app/confirm?oid= (spec §2 in-app flows): the confirmation in the kiosk frame, then a new order. */
export default function AppConfirm() {
  const [params] = useSearchParams();
  return (
    <div className={`${styles.page} ${orderStyles.page}`}>
      <h1 className={styles.title}>Order Confirmation</h1>
      <OrderConfirmation
        oid={params.get('oid')}
        actions={
          <Button to={kioskStartPath()} size="lg">
            Start a New Order
          </Button>
        }
      />
    </div>
  );
}
