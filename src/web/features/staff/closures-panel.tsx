import { useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import type { ClosureView } from '../../../domain/store-ops/contract.ts';
import { Button } from '../../ui/button.tsx';
import pages from '../../routes/staff-pages.module.css';
import styles from '../../routes/staff-ordering.module.css';
import { addClosure, removeClosure } from './store-ops-api.ts';

interface Props {
  locationId: string;
  closures: ClosureView[];
  canEdit: boolean;
  onChange: (closures: ClosureView[]) => void;
  onError: (message: string | null) => void;
  onSaid: (message: string) => void;
}

const describe = (c: ClosureView) => (c.closed ? 'Closed all day' : `Open ${c.opens}–${c.closes} only`);

/** One-off closures and special hours (issue 16, decision 232): the list with Remove, and the add form. */
export function ClosuresPanel({ locationId, closures, canEdit, onChange, onError, onSaid }: Props) {
  const [date, setDate] = useState('');
  const [closed, setClosed] = useState(true);
  const [opens, setOpens] = useState('09:00');
  const [closes, setCloses] = useState('14:00');
  const [reason, setReason] = useState('');

  async function add() {
    try {
      const { closure } = (await addClosure(locationId, { date, closed, reason, ...(closed ? {} : { opens, closes }) }))
        .data;
      onChange(
        [...closures.filter((c) => c.date !== closure.date), closure].sort((a, b) => a.date.localeCompare(b.date)),
      );
      onSaid(`${closure.date}: ${describe(closure)}.`);
      onError(null);
      setReason('');
    } catch (caught) {
      onError(AppError.from(caught).message);
    }
  }

  async function remove(day: string) {
    try {
      await removeClosure(locationId, day);
      onChange(closures.filter((c) => c.date !== day));
      onSaid(`${day}: closure removed.`);
      onError(null);
    } catch (caught) {
      onError(AppError.from(caught).message);
    }
  }

  return (
    <section aria-labelledby="closures-title" className={pages.panel} style={{ marginTop: 'var(--space-4)' }}>
      <h2 id="closures-title" className={pages.subtitle} style={{ marginTop: 0 }}>
        Closures and special hours
      </h2>
      {closures.length === 0 ? <p className={pages.muted}>No closures ahead.</p> : null}
      <ul className={styles.closures}>
        {closures.map((c) => (
          <li key={c.date} className={styles.closure}>
            <span>
              <strong>{c.date}</strong> · {describe(c)} · {c.reason}
            </span>
            {canEdit ? (
              <Button
                variant="secondary"
                onClick={() => void remove(c.date)}
                aria-label={`Remove the closure on ${c.date}`}
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <form className={styles.row} onSubmit={(e) => (e.preventDefault(), void add())} aria-label="Add a closure">
          <div className={pages.field}>
            <label htmlFor="closure-date">Date</label>
            <input id="closure-date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
          <fieldset className={pages.fieldset} style={{ marginTop: 0 }}>
            <legend className={pages.legend}>That day</legend>
            <label className={pages.check}>
              <input type="radio" name="closure-kind" checked={closed} onChange={() => setClosed(true)} />
              Closed all day
            </label>
            <label className={pages.check}>
              <input type="radio" name="closure-kind" checked={!closed} onChange={() => setClosed(false)} />
              Special hours
            </label>
          </fieldset>
          {!closed ? (
            <>
              <div className={pages.field}>
                <label htmlFor="closure-opens">Opens</label>
                <input
                  id="closure-opens"
                  type="time"
                  required
                  value={opens}
                  onChange={(e) => setOpens(e.target.value)}
                />
              </div>
              <div className={pages.field}>
                <label htmlFor="closure-closes">Closes</label>
                <input
                  id="closure-closes"
                  type="time"
                  required
                  value={closes}
                  onChange={(e) => setCloses(e.target.value)}
                />
              </div>
            </>
          ) : null}
          <div className={pages.field}>
            <label htmlFor="closure-reason">Reason</label>
            <input
              id="closure-reason"
              type="text"
              required
              maxLength={120}
              placeholder="Holiday, storm…"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              style={{ width: '14rem' }}
            />
          </div>
          <Button type="submit">Add closure</Button>
        </form>
      ) : null}
    </section>
  );
}
