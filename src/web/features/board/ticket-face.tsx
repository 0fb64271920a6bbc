import { dayLabel } from '../../../domain/board/board-lanes.ts';
import type { Ticket } from '../../../domain/board/ticket-contract.ts';
import { formatClock, formatPhone } from '../../../domain/locations/format.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import styles from './board.module.css';
import print from './ticket-print.module.css';

const HANDOFF_LABELS: Record<Ticket['handoff'], string> = {
  pickup: 'In-store pickup',
  curbside: 'Curbside',
  drivethru: 'Drive-thru',
  delivery: 'Delivery',
  dispatch: 'Delivery (courier)',
};

/** 'YYYYMMDD HH:mm' → '10:20 AM' (the location's own clock). */
export function clockOf(local: string): string {
  return formatClock(local.slice(9));
}

/**
 * What a ticket says, on the board and on paper: number, name, when it is due, its age, total
 * and payment, handoff and phone, and the lines to make. `age` and `ago` are the board's words
 * ("Late", "placed 4 min ago"); a reprint says so instead.
 */
export function TicketFace({ ticket, due, age, ago }: { ticket: Ticket; due: string; age: string; ago: string }) {
  return (
    <>
      <header className={styles.ticketHead}>
        <span className={styles.number}>#{ticket.number}</span>
        <span className={styles.name}>{ticket.first_name}</span>
        <span className={styles.due}>
          <span className={print.printOnly}>Promised </span>
          {due}
        </span>
      </header>
      {ticket.status === 'cancelled' ? (
        <p className={styles.cancelReason}>Cancelled: {ticket.cancel_reason ?? 'no reason recorded'}</p>
      ) : null}
      <p className={styles.meta}>
        {age ? <span className={styles.age}>{age}</span> : null}
        <span>{ago}</span>
      </p>
      <p className={styles.meta}>
        <span>{formatCents(ticket.total_cents)}</span>
        <span className={ticket.payment.startsWith('Paid') ? styles.paid : styles.unpaid}>{ticket.payment}</span>
      </p>
      <p className={styles.handoff}>
        {HANDOFF_LABELS[ticket.handoff]}
        {ticket.vehicle ? `: ${ticket.vehicle}` : ''}
        {ticket.delivery_address ? `: ${ticket.delivery_address}` : ''}
        {ticket.phone ? (
          <>
            {' · '}
            <span className={styles.phone}>{formatPhone(ticket.phone)}</span>
          </>
        ) : null}
      </p>
      <ul className={styles.lines}>
        {ticket.lines.map((line, index) => (
          <li key={index}>
            <strong>
              {line.quantity} × {line.name}
            </strong>
            {line.choices.length ? <span className={styles.choices}>{line.choices.join(', ')}</span> : null}
            {line.made_for ? <span className={styles.note}>Made for: {line.made_for}</span> : null}
            {line.instructions ? <span className={styles.note}>Instructions: {line.instructions}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A ticket printed again from the order page, whatever its age: hidden on screen, the only thing
 * on paper while `printing` (the board's print stylesheet), marked as a reprint with its day.
 */
export function ReprintTicket({ ticket, printing, timeZone }: { ticket: Ticket; printing: boolean; timeZone: string }) {
  const due = `${dayLabel(ticket.promised_local.slice(0, 8))} ${clockOf(ticket.promised_local)}`;
  const placed = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(ticket.placed_at),
  );
  return (
    <div className={print.reprint}>
      <article
        aria-label={`Kitchen ticket of order ${ticket.number}`}
        className={`${styles.ticket} ${printing ? print.printing : ''}`}
      >
        <TicketFace ticket={ticket} due={due} age="Reprint" ago={`placed ${placed}`} />
      </article>
    </div>
  );
}
