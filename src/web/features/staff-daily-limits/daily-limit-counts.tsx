import { useEffect, useState } from 'react';
import type { Ticket } from '../../../domain/board/ticket-contract.ts';
import type { StaffDailyLimit } from '../../../domain/daily-limits/daily-limits-contract.ts';
import { getDailyLimits } from './daily-limits-api.ts';
import styles from './daily-limit-counts.module.css';

/**
 * The board's line for the store's daily-limited items: how many of each are ordered for today
 * ("Pumpkin Pie 19 of 24"), read again whenever a ticket arrives or moves. Nothing without limits.
 */
export function DailyLimitCounts({ locationId, tickets }: { locationId: string; tickets: readonly Ticket[] }) {
  const [limits, setLimits] = useState<StaffDailyLimit[]>([]);
  const signature = tickets.map((t) => `${t.id}:${t.status}`).join('|');
  useEffect(() => {
    let live = true;
    getDailyLimits(locationId)
      .then((reply) => live && setLimits(reply.data.limits))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locationId, signature]);
  if (!limits.length) return null;
  return (
    <section aria-labelledby="limits-today-title" className={styles.counts}>
      <h2 id="limits-today-title" className={styles.title}>
        Daily limits today
      </h2>
      <ul className={styles.list}>
        {limits.map((l) => (
          <li key={l.product_id} className={l.today.remaining === 0 ? styles.out : undefined}>
            {l.name} <strong>{l.today.taken}</strong> of {l.per_day}
            {l.today.remaining === 0 ? ' (sold out)' : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
