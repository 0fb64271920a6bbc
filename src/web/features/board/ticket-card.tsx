import { forwardRef, useRef, useState, type KeyboardEvent } from 'react';
import { dayLabel, minutesSince, placedAgo, type BoardLane } from '../../../domain/board/board-lanes.ts';
import { bumpTarget, recallTarget, ticketAge, type TicketAge } from '../../../domain/board/board-rules.ts';
import { boardStatusRequest, type Ticket } from '../../../domain/board/ticket-contract.ts';
import { ORDER_STATUS_LABELS } from '../../../domain/orders/order-schema.ts';
import { TextField } from '../../ui/form/text-field.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import styles from './board.module.css';
import { clockOf, TicketFace } from './ticket-face.tsx';
import print from './ticket-print.module.css';

const AGE_LABELS: Record<TicketAge, string> = { 'on-time': 'On time', 'due-soon': 'Due soon', late: 'Late', done: '' };

/** The board's status request of a cancel (its reason trimmed by the contract). */
const cancelRequest = ({ reason }: { reason: string }) => ({ action: 'cancel' as const, reason });

export interface TicketCardProps {
  ticket: Ticket;
  /** Where it sits: a Later ticket shows its day and no age. */
  lane?: BoardLane;
  now: Date;
  fresh: boolean;
  busy: boolean;
  /** This ticket is the one being printed (the print stylesheet shows only it). */
  printing?: boolean;
  onPrint?(ticket: Ticket): void;
  /** Someone focused or tapped the ticket: a new order stops waiting (its chime stops). */
  onTouch?(ticket: Ticket): void;
  onMove(ticket: Ticket, action: 'bump' | 'recall' | 'cancel', reason?: string): void;
}

/**
 * One ticket. The card itself is focusable: Enter or Space bumps it
 * (bump bars are keyboards); the buttons do the same by tap. Its age shows in words and colour.
 */
export const TicketCard = forwardRef<HTMLElement, TicketCardProps>(function TicketCard(
  { ticket, lane, now, fresh, busy, printing = false, onPrint, onTouch, onMove },
  ref,
) {
  const [canceling, setCanceling] = useState(false);
  // A tap touches the ticket when it ends: the board's toolbar changing under a pressed finger would lose the click.
  const pressing = useRef(false);
  // The one form pattern: the board's status request checks the cancel reason.
  const cancel = useContractForm(boardStatusRequest, { reason: '' }, { toInput: cancelRequest });
  // Cancel order is offered only once the request would be taken (a reason, as the contract trims it).
  const reasonGiven = canceling && boardStatusRequest.safeParse(cancelRequest(cancel.values)).success;
  // The board's move says how it went (its status line or its alert), as for a bump.
  const onCancel = cancel.submit((input) => Promise.resolve(onMove(ticket, 'cancel', input.reason)));
  const later = lane === 'later';
  const age = later ? 'done' : ticketAge(ticket, now);
  const next = bumpTarget(ticket.status);
  const back = recallTarget(ticket.status);
  const cancelable = ticket.status === 'placed' || ticket.status === 'in_progress';
  const due = `${later ? `${dayLabel(ticket.promised_local.slice(0, 8))} ` : ''}${clockOf(ticket.promised_local)}`;
  const ago = placedAgo(minutesSince(ticket.placed_at, now));
  const label = `Order ${ticket.number}, ${ticket.first_name}, due ${due}${AGE_LABELS[age] ? `, ${AGE_LABELS[age].toLowerCase()}` : ''}, ${ORDER_STATUS_LABELS[ticket.status].toLowerCase()}`;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || !next || busy) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onMove(ticket, 'bump');
    }
  };

  /* eslint-disable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions -- a bump-bar ticket: the focused card takes Enter/Space; its buttons are the tap path */
  return (
    <article
      ref={ref}
      tabIndex={0}
      aria-label={label}
      data-ticket={ticket.id}
      data-age={later ? 'later' : age}
      data-new={fresh ? 'waiting' : undefined}
      className={`${styles.ticket} ${fresh ? styles.fresh : ''} ${printing ? print.printing : ''}`}
      onKeyDown={onKeyDown}
      onFocus={() => {
        if (!pressing.current) onTouch?.(ticket);
      }}
      onPointerDown={() => {
        pressing.current = true;
      }}
      onPointerUp={() => {
        pressing.current = false;
        onTouch?.(ticket);
      }}
      onPointerCancel={() => {
        pressing.current = false;
      }}
    >
      <TicketFace ticket={ticket} due={due} age={AGE_LABELS[age]} ago={ago} />
      <div className={`${styles.ticketActions} ${print.noPrint}`}>
        {next ? (
          <button
            type="button"
            className={styles.bump}
            disabled={busy}
            aria-label={`Bump order ${ticket.number} to ${ORDER_STATUS_LABELS[next]}`}
            onClick={() => onMove(ticket, 'bump')}
          >
            {ORDER_STATUS_LABELS[next]}
          </button>
        ) : null}
        {back ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            aria-label={`Recall order ${ticket.number} to ${back ? ORDER_STATUS_LABELS[back] : ''}`}
            onClick={() => onMove(ticket, 'recall')}
          >
            Recall
          </button>
        ) : null}
        {cancelable && !canceling ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            aria-label={`Cancel order ${ticket.number}…`}
            onClick={() => setCanceling(true)}
          >
            Cancel…
          </button>
        ) : null}
        {onPrint ? (
          <button
            type="button"
            className={styles.secondary}
            aria-label={`Print order ${ticket.number}`}
            onClick={() => onPrint(ticket)}
          >
            Print
          </button>
        ) : null}
      </div>
      {cancelable && canceling ? (
        <form className={`${styles.cancelForm} ${print.noPrint}`} onSubmit={(event) => void onCancel(event)}>
          <TextField
            id={`reason-${ticket.id}`}
            label="Reason for canceling"
            maxLength={200}
            required
            {...cancel.field('reason')}
          />
          <div className={styles.ticketActions}>
            <button type="submit" className={styles.danger} disabled={busy || !reasonGiven}>
              Cancel order
            </button>
            <button type="button" className={styles.secondary} onClick={() => setCanceling(false)}>
              Keep order
            </button>
          </div>
        </form>
      ) : null}
    </article>
  );
  /* eslint-enable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions */
});
