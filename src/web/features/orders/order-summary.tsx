import { useEffect, useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import type { Location } from '../../../domain/locations/location-contract.ts';
import { formatPhone, phoneHref } from '../../../domain/locations/format.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import { useAppStore } from '../../state/store.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { getLocationByMenuId } from '../account/api.ts';
import { FormAlert } from '../account/fields.tsx';
import { loadMenu, orderAgain } from './order-again.ts';
import { closeOrderSummary } from './order-history-store.ts';
import { OrderLines } from './order-lines.tsx';
import { OrderTotals } from './order-totals.tsx';
import { formatReadyTime } from './ready-time.ts';
import styles from './orders.module.css';
import { countItems } from '../../../domain/cart/count-items.ts';

/**
 * The Order Summary modal's body (spec §2, §4): loaded on first open by order-history-modal.tsx,
 * so its code is not part of every page's first-load JavaScript (decision 140).
 */
export function LoadedSummary({ order }: { order: Order }) {
  const [location, setLocation] = useState<Location | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    getLocationByMenuId(order.menu_id)
      .then((reply) => reply.data)
      .catch(() => null)
      .then(async (loc) => {
        // Then the menu (spec §4), so Order Again starts from a warm menu cache.
        await loadMenu(order.menu_id).catch(() => undefined);
        if (live) setLocation(loc);
      });
    return () => {
      live = false;
    };
  }, [order.menu_id]);

  // Hidden while loading (spec §2).
  if (location === undefined) return null;

  const count = countItems(order.products);
  const onOrderAgain = async () => {
    setPending(true);
    setError(null);
    try {
      const { problems } = await orderAgain(order, location);
      closeOrderSummary();
      const root = useAppStore.getState().root;
      root.openCart();
      if (problems) root.showError(problems);
    } catch (e) {
      setError(AppError.from(e).message);
    } finally {
      setPending(false);
    }
  };

  const l = location ?? order.location;
  return (
    <Modal open onClose={closeOrderSummary} labelledBy="order-summary-title" className={styles.modal}>
      <div className={styles.modalBody}>
        <h2 id="order-summary-title" className={styles.cardTitle}>
          Order Summary
        </h2>
        <p className={styles.muted}>
          Order #{order.number} · {formatReadyTime(order)}
        </p>
        <div className={styles.locationCard}>
          <p className={styles.strong}>{l.name}</p>
          <p>
            {l.address}, {l.city}, {l.state} {l.zip}
          </p>
          {l.phone ? (
            <p>
              <a href={phoneHref(l.phone)}>{formatPhone(l.phone)}</a>
            </p>
          ) : null}
        </div>
        <h3 className={styles.cardTitle}>
          Your Order <span className={styles.muted}>({count} {count === 1 ? 'product' : 'products'})</span>
        </h3>
        <OrderLines products={order.products} className={styles.modalLines} />
        <OrderTotals order={order} showPayments={false} />
        <FormAlert message={error} />
        <Button block size="lg" onClick={() => void onOrderAgain()} disabled={pending}>
          {pending ? 'Ordering Again…' : 'Order Again'}
        </Button>
        <Button block variant="secondary" onClick={closeOrderSummary}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
