import { HANDOFF_LABELS } from '../../../domain/handoff-modes.ts';
import type { HandoffMode } from '../../../domain/location-model.ts';
import { WEEKDAY_NAMES, type HoursWindowInput } from '../../../domain/store-ops/hours-rules.ts';
import { Button } from '../../ui/button.tsx';
import pages from '../../routes/staff-pages.module.css';
import styles from '../../routes/staff-ordering.module.css';
import { newWindow, type DraftWindow } from './hours-drafts.ts';

/** `<input type="time">` has no 24:00: it shows 23:59 and saves back 24:00 (end of day). */
const toInput = (closes: string) => (closes === '24:00' ? '23:59' : closes);
const fromInput = (closes: string, was: string) => (closes === '23:59' && was === '24:00' ? '24:00' : closes);

/** One handoff's week: a row per day with its opening windows, each editable, removable, and Add window. */
export function WeeklyHoursGrid({
  mode,
  draft,
  canEdit,
  onChange,
}: {
  mode: HandoffMode;
  draft: DraftWindow[];
  canEdit: boolean;
  onChange: (next: DraftWindow[]) => void;
}) {
  const edit = (key: number, change: Partial<HoursWindowInput>) =>
    onChange(draft.map((w) => (w.key === key ? { ...w, ...change } : w)));
  return (
    <div className={styles.grid} role="group" aria-label={`${HANDOFF_LABELS[mode]} hours by day`}>
      {WEEKDAY_NAMES.map((dayName, weekday) => {
        const rows = draft.filter((w) => w.weekday === weekday);
        return (
          <div key={dayName} className={styles.day}>
            <strong id={`day-${weekday}`}>{dayName}</strong>
            <div className={styles.windows}>
              {rows.length === 0 ? <span className={pages.muted}>Closed</span> : null}
              {rows.map((w, i) => (
                <div key={w.key} className={styles.window} role="group" aria-label={`${dayName} window ${i + 1}`}>
                  <label htmlFor={`opens-${w.key}`}>Opens</label>
                  <input
                    id={`opens-${w.key}`}
                    type="time"
                    value={w.opens}
                    onChange={(e) => edit(w.key, { opens: e.target.value })}
                    disabled={!canEdit}
                    required
                  />
                  <label htmlFor={`closes-${w.key}`}>Closes</label>
                  <input
                    id={`closes-${w.key}`}
                    type="time"
                    value={toInput(w.closes)}
                    onChange={(e) => edit(w.key, { closes: fromInput(e.target.value, w.closes) })}
                    disabled={!canEdit}
                    required
                  />
                  <label className={pages.check}>
                    <input
                      type="checkbox"
                      checked={w.overnight ?? false}
                      onChange={(e) => edit(w.key, { overnight: e.target.checked })}
                      disabled={!canEdit}
                    />
                    Past midnight
                  </label>
                  {canEdit ? (
                    <Button
                      variant="link"
                      onClick={() => onChange(draft.filter((x) => x.key !== w.key))}
                      aria-label={`Remove ${dayName} window ${i + 1}`}
                    >
                      Remove
                    </Button>
                  ) : null}
                </div>
              ))}
              {canEdit ? (
                <Button
                  variant="secondary"
                  onClick={() => onChange([...draft, newWindow(weekday)])}
                  aria-label={`Add window on ${dayName}`}
                >
                  Add window
                </Button>
              ) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
