import type { ReactNode } from 'react';
import { groupByDay, laneOf, type BoardLane } from '../../../domain/board/board-lanes.ts';
import { BOARD_COLUMNS } from '../../../domain/board/board-rules.ts';
import type { Ticket } from '../../../domain/board/ticket-contract.ts';
import styles from './board-layout.module.css';

const TITLES: Record<BoardLane, string> = {
  placed: 'Placed',
  in_progress: 'In progress',
  ready: 'Ready',
  completed: 'Completed',
  later: 'Later',
  cancelled: 'Cancelled',
};

function Lane(props: { lane: BoardLane; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={`column-${props.lane}`} className={styles.column} data-lane={props.lane}>
      <h2 id={`column-${props.lane}`} className={styles.columnTitle}>
        {TITLES[props.lane]} ({props.count})
      </h2>
      {props.count === 0 ? <p className={styles.empty}>No orders.</p> : props.children}
    </section>
  );
}

/**
 * Today's four status columns, then Later (open orders for another day, by day) and Cancelled
 * (with their reasons) in a side lane: what is done or not yet due never crowds today's work.
 */
export function BoardLanes(props: {
  tickets: readonly Ticket[];
  today: string;
  renderTicket(ticket: Ticket, lane: BoardLane): ReactNode;
}) {
  const inLane = (lane: BoardLane) => props.tickets.filter((t) => laneOf(t, props.today) === lane);
  const list = (tickets: readonly Ticket[], lane: BoardLane) => (
    <ul className={styles.columnList}>
      {tickets.map((ticket) => (
        <li key={ticket.id}>{props.renderTicket(ticket, lane)}</li>
      ))}
    </ul>
  );
  const later = inLane('later');
  const cancelled = inLane('cancelled');
  return (
    <div className={styles.board}>
      <div className={styles.columns}>
        {BOARD_COLUMNS.map((column) => {
          const tickets = inLane(column);
          return (
            <Lane key={column} lane={column} count={tickets.length}>
              {list(tickets, column)}
            </Lane>
          );
        })}
      </div>
      <div className={styles.sideLanes}>
        <Lane lane="later" count={later.length}>
          {groupByDay(later).map((group) => (
            <section key={group.day} aria-labelledby={`later-${group.day}`} className={styles.day}>
              <h3 id={`later-${group.day}`} className={styles.dayTitle}>
                {group.label} ({group.tickets.length})
              </h3>
              {list(group.tickets, 'later')}
            </section>
          ))}
        </Lane>
        <Lane lane="cancelled" count={cancelled.length}>
          {list(cancelled, 'cancelled')}
        </Lane>
      </div>
    </div>
  );
}
