import { ALL_DAY_WINDOW_MINUTES, allDayCounts } from '../../../domain/board/board-rules.ts';
import type { Ticket } from '../../../domain/board/ticket-contract.ts';
import styles from './board.module.css';

/** "All day": how many of each item the unmade tickets due within the next hour need. */
export function AllDayCounts({ tickets, now }: { tickets: readonly Ticket[]; now: Date }) {
  const counts = allDayCounts(tickets, now);
  return (
    <section aria-labelledby="all-day-title" className={styles.allDay}>
      <h2 id="all-day-title" className={styles.allDayTitle}>
        Due in the next {ALL_DAY_WINDOW_MINUTES} minutes
      </h2>
      {counts.length === 0 ? (
        <p className={styles.empty}>Nothing to make.</p>
      ) : (
        <ul className={styles.allDayList}>
          {counts.map((c) => (
            <li key={c.name}>
              <strong>{c.quantity}</strong> {c.name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
