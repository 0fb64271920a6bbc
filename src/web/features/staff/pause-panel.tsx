import { useEffect, useState } from 'react';
import type { OrderingView } from '../../../domain/store-ops/contract.ts';
import { putOrderingSchema, type PutOrderingInput } from '../../../domain/store-ops/hours-rules.ts';
import { MAX_PAUSE_MINUTES, PAUSE_PRESET_MINUTES, minutesLeft } from '../../../domain/store-ops/ordering-pause.ts';
import { Button } from '../../ui/button.tsx';
import pages from '../../routes/staff-pages.module.css';
import styles from '../../routes/staff-ordering.module.css';

interface Props {
  view: OrderingView;
  canEdit: boolean;
  save: (body: PutOrderingInput, done: string) => Promise<void>;
}

/** Re-reads the clock every few seconds so the countdown moves; the server decides when a pause ends. */
function useNow(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(new Date()), 5000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

/**
 * Whether typed minutes are a timed pause the API takes, by its own contract. The custom-minutes
 * form stays outside the submit-time form pattern: it says whether the number is
 * good while it is typed (aria-invalid, a Pause button enabled only then) and has no error text
 * of its own; what the server refuses is the page's alert, like the preset buttons'.
 */
const pauseMinutesOk = (minutes: number) =>
  putOrderingSchema.safeParse({ pause: { mode: 'minutes', minutes } }).success;

/** Pause online ordering for 15/30/60/custom minutes or until resumed, and resume. */
export function PausePanel({ view, canEdit, save }: Props) {
  const [custom, setCustom] = useState('45');
  const now = useNow(view.paused);
  const paused = view.paused && (!view.paused_until || Date.parse(view.paused_until) > now.getTime());
  const left = paused
    ? minutesLeft({ paused: true, until: view.paused_until ? new Date(view.paused_until) : null }, now)
    : null;
  const customMinutes = Number(custom);
  const customOk = pauseMinutesOk(customMinutes);

  return (
    <section aria-labelledby="pause-title" className={pages.panel}>
      <h2 id="pause-title" className={pages.subtitle} style={{ marginTop: 0 }}>
        Pause
      </h2>
      <p className={styles.state} data-testid="ordering-state">
        <span className={`${styles.badge} ${paused ? styles.paused : ''}`}>
          {paused ? 'Paused: not taking orders' : 'Taking orders'}
        </span>
        {paused ? <span>{left === null ? 'Until you resume' : `${left} min left`}</span> : null}
      </p>
      {canEdit ? (
        paused ? (
          <Button size="lg" onClick={() => void save({ pause: { mode: 'none' } }, 'Online ordering resumed.')}>
            Resume online ordering
          </Button>
        ) : (
          <>
            <div className={styles.presets} role="group" aria-label="Pause for">
              {PAUSE_PRESET_MINUTES.map((m) => (
                <Button
                  key={m}
                  variant="secondary"
                  onClick={() => void save({ pause: { mode: 'minutes', minutes: m } }, `Paused for ${m} minutes.`)}
                >
                  Pause {m} min
                </Button>
              ))}
              <Button
                variant="secondary"
                onClick={() => void save({ pause: { mode: 'until-resumed' } }, 'Paused until you resume.')}
              >
                Pause until resumed
              </Button>
            </div>
            <form
              className={styles.row}
              onSubmit={(e) => (
                e.preventDefault(),
                customOk &&
                  void save(
                    { pause: { mode: 'minutes', minutes: customMinutes } },
                    `Paused for ${customMinutes} minutes.`,
                  )
              )}
            >
              <div className={pages.field}>
                <label htmlFor="pause-custom">Custom minutes</label>
                <input
                  id="pause-custom"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_PAUSE_MINUTES}
                  value={custom}
                  onChange={(e) => setCustom(e.target.value)}
                  aria-invalid={!customOk}
                  aria-describedby="pause-custom-hint"
                />
              </div>
              <Button type="submit" variant="secondary" disabled={!customOk}>
                Pause
              </Button>
              <span id="pause-custom-hint" className={pages.muted}>
                1 to {MAX_PAUSE_MINUTES} minutes
              </span>
            </form>
          </>
        )
      ) : (
        <p className={pages.muted}>Only a shift lead, a store manager or a brand admin can pause ordering.</p>
      )}
    </section>
  );
}
