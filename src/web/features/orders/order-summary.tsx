import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import { formatPhone, phoneHref } from '../../../domain/locations/format.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import { useAppStore } from '../../state/store.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { getLocationByMenuId } from '../../data/account/account-api.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { loadMenu, orderAgain } from './order-again.ts';
import { closeOrderSummary } from './order-history-store.ts';
import { OrderLines } from './order-lines.tsx';
import { OrderTotals } from './order-totals.tsx';
import { formatReadyTime } from './ready-time.ts';
import styles from './orders.module.css';
import cardStyles from '../../ui/card.module.css';
import { countItems } from '../../../domain/cart/count-items.ts';
import { deliveryAddressLine, orderPlaceLabel } from '../../../domain/orders/order-place.ts';
import { isDeliveryHandoff } from '../../../domain/locations/order-control.ts';
import { useCartItemCount } from '../../data/cart/cart-hooks.ts';

/**
 * The Order Summary modal's body (spec §2, §4): loaded on first open by order-history-modal.tsx,
 * so its code is not part of every page's first-load JavaScript.
 */
export function LoadedSummary({ order }: { order: Order }) {
  // Order Again over a bag with items asks first.
  const [asking, setAsking] = useState(false);
  const bagCount = useCartItemCount();
  // Server state from TanStack Query: no hand-kept "still mounted" flag.
  const { data: location, isPending: loading } = useQuery({
    queryKey: ['orders', 'summary-location', order.menu_id],
    // Not kept once closed: every open reads afresh, as before.
    gcTime: 0,
    queryFn: async () => {
      const loc = await getLocationByMenuId(order.menu_id)
        .then((reply) => reply.data)
        .catch(() => null);
      // Then the menu (spec §4), so Order Again starts from a warm menu cache.
      await loadMenu(order.menu_id).catch(() => undefined);
      return loc;
    },
  });
  // Order Again: the mutation's state is the pending flag and the error (a new try clears it).
  const again = useMutation({
    mutationFn: () => orderAgain(order, location ?? null),
    onSuccess: ({ problems }) => {
      closeOrderSummary();
      const root = useAppStore.getState().root;
      root.openCart();
      if (problems) root.showError(problems);
    },
  });

  // Hidden while loading (spec §2).
  if (loading) return null;

  const count = countItems(order.products);
  const pending = again.isPending;
  const error = again.error ? AppError.from(again.error).message : null;
  const onOrderAgain = () => {
    setAsking(false);
    again.mutate();
  };

  const l = location ?? order.location;
  return (
    <Modal open onClose={closeOrderSummary} labelledBy="order-summary-title" className={styles.modal}>
      <div className={styles.modalBody}>
        <h2 id="order-summary-title" className={cardStyles.cardTitle}>
          Order Summary
        </h2>
        <p className={cardStyles.muted}>
          Order #{order.number} · {formatReadyTime(order)}
        </p>
        <div className={styles.locationCard}>
          {/* A delivery names where it went first, then the store it came from. */}
          <p className={styles.strong}>{orderPlaceLabel(order)}</p>
          {order.address && isDeliveryHandoff(order.handoff) ? (
            <>
              <p>
                {deliveryAddressLine(order.address)} · from {l.name}
              </p>
              {order.address.instructions ? <p>Instructions: {order.address.instructions}</p> : null}
            </>
          ) : (
            <p>
              {l.address}, {l.city}, {l.state} {l.zip}
            </p>
          )}
          {l.phone ? (
            <p>
              <a href={phoneHref(l.phone)}>{formatPhone(l.phone)}</a>
            </p>
          ) : null}
        </div>
        <h3 className={cardStyles.cardTitle}>
          Your Order{' '}
          <span className={cardStyles.muted}>
            ({count} {count === 1 ? 'product' : 'products'})
          </span>
        </h3>
        <OrderLines products={order.products} className={styles.modalLines} />
        <OrderTotals order={order} showPayments={false} />
        <FormAlert message={error} />
        {/* Kept in view at the foot of the dialog, however long the order (issue 15 §8: Close was cut off). */}
        <div className={styles.summaryActions}>
          {asking ? (
            <ReplaceBagQuestion count={bagCount} onReplace={onOrderAgain} onKeep={() => setAsking(false)} />
          ) : (
            <>
              <Button
                block
                size="lg"
                onClick={() => (bagCount > 0 ? setAsking(true) : onOrderAgain())}
                disabled={pending}
              >
                {pending ? 'Ordering Again…' : 'Order Again'}
              </Button>
              <Button block variant="secondary" onClick={closeOrderSummary}>
                Close
              </Button>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}

/** The question before Order Again replaces a bag that has items: focus lands on it, Keep is the safe way out. */
function ReplaceBagQuestion({
  count,
  onReplace,
  onKeep,
}: {
  count: number;
  onReplace: () => void;
  onKeep: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.replaceBag} role="group" aria-labelledby="replace-bag-title">
      <h3 id="replace-bag-title" ref={heading} tabIndex={-1} className={cardStyles.cardTitle}>
        Replace your bag?
      </h3>
      <p>
        Your bag has {count} {count === 1 ? 'item' : 'items'}. Order Again replaces them with the items from this order.
      </p>
      <Button block size="lg" onClick={onReplace}>
        Replace My Bag
      </Button>
      <Button block variant="secondary" onClick={onKeep}>
        Keep My Bag
      </Button>
    </div>
  );
}
