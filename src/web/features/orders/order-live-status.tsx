import { useEffect, useRef, useState } from 'react';
import { LIVE_STEPS, liveStepLabel, statusAnnouncement, statusMessage } from '../../../domain/orders/live-status.ts';
import type { OrderLiveStatus } from '../../../domain/orders/order-events-contract.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import type { LiveConnection } from './use-order-status-stream.ts';
import styles from './orders.module.css';
import cardStyles from '../../ui/card.module.css';

/**
 * The confirmation page's live status: the steps placed → being prepared
 * → ready → completed with the current one marked, what it means (the ready instructions of the
 * order's handoff, the refund of a cancellation), and a polite live region that announces a change
 * (never the first load). A dropped stream is a quiet line, shown only when it lasts.
 */
export function OrderLiveStatusCard({
  order,
  live,
  connection,
}: {
  order: Order;
  live: OrderLiveStatus | undefined;
  connection: LiveConnection;
}) {
  const status = live?.status ?? order.status;
  const refund = live?.refund;
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef(status);
  useEffect(() => {
    if (seen.current === status) return;
    seen.current = status;
    setAnnouncement(statusAnnouncement(order.number, order, status, refund ?? []));
  }, [status, refund, order]);

  const current = LIVE_STEPS.findIndex((step) => step === status);
  return (
    <section className={cardStyles.card} aria-labelledby="order-status-title" data-status={status}>
      <h2 id="order-status-title" className={cardStyles.cardTitle}>
        Order Status: {liveStepLabel(status, order.handoff)}
      </h2>
      {status === 'cancelled' ? null : (
        <ol className={styles.steps} aria-label="Order progress">
          {LIVE_STEPS.map((step, i) => (
            <li
              key={step}
              className={i < current ? styles.stepDone : i === current ? styles.stepCurrent : styles.step}
              aria-current={i === current ? 'step' : undefined}
            >
              <span aria-hidden="true" className={styles.stepMark}>
                {i < current ? '✓' : i + 1}
              </span>
              {liveStepLabel(step, order.handoff)}
              {i < current ? <span className="visually-hidden"> (done)</span> : null}
            </li>
          ))}
        </ol>
      )}
      <p className={status === 'ready' ? styles.statusReady : styles.statusText}>
        {statusMessage(order, status, refund ?? [])}
      </p>
      {connection === 'reconnecting' ? <p className={cardStyles.muted}>Reconnecting to live updates…</p> : null}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </section>
  );
}
