import { useState } from 'react';
import type { HandoffMode } from '../../domain/location-model.ts';
import type { HoursView } from '../../domain/store-ops/contract.ts';
import {
  WEEKDAY_NAMES,
  isOvernight,
  weeklyHoursProblem,
  type HoursWindowInput,
} from '../../domain/store-ops/hours-rules.ts';
import { getHours, setHours, staffHeaders, staffRobots, staffTitle } from '../features/staff/index.ts';
import { ClosuresPanel } from '../features/staff/closures-panel.tsx';
import { Button } from '../ui/button.tsx';
import { useStaffLocationPage } from './staff-location-page.tsx';
import pages from './staff-pages.module.css';
import styles from './staff-ordering.module.css';

export const meta = () => [{ title: staffTitle('Hours and closures') }, staffRobots];
export const headers = staffHeaders;

const HANDOFF_LABELS: Record<HandoffMode, string> = {
  pickup: 'Pickup',
  curbside: 'Curbside',
  drivethru: 'Drive-thru',
  delivery: 'Delivery',
  catering: 'Catering',
};
type Draft = HoursWindowInput & { key: number };
let nextKey = 1;
const draftOf = (view: HoursView, mode: HandoffMode): Draft[] =>
  (view.hours[mode] ?? []).map((w) => ({
    weekday: w.weekday,
    opens: w.opens,
    closes: w.closes,
    overnight: isOvernight(w) && w.closes !== '24:00',
    key: nextKey++,
  }));
/** `<input type="time">` has no 24:00: it shows 23:59 and saves back 24:00 (end of day). */
const toInput = (closes: string) => (closes === '24:00' ? '23:59' : closes);
const fromInput = (closes: string, was: string) => (closes === '23:59' && was === '24:00' ? '24:00' : closes);

/**
 * /staff/hours/{locationId} ("Hours and closures"): the weekly grid of
 * one handoff at a time (validated here and on the server: HH:mm, closes after opens unless
 * marked overnight, no overlap) and the one-off closures. Store staff see it read-only.
 */
export default function StaffHours() {
  const [view, setView] = useState<HoursView | null>(null);
  const [mode, setMode] = useState<HandoffMode>('pickup');
  const [draft, setDraft] = useState<Draft[]>([]);

  const load = (v: HoursView, m: HandoffMode) => {
    const chosen = v.handoffs.includes(m) ? m : (v.handoffs[0] ?? 'pickup');
    setView(v);
    setMode(chosen);
    setDraft(draftOf(v, chosen));
  };

  const page = useStaffLocationPage(getHours, (reply) => load(reply.data.schedule, 'pickup'));
  if (!page.ready) return null;
  const { canEdit, locationId } = page;

  const windows = draft.map(({ key: _key, ...w }) => w);
  const problem = weeklyHoursProblem(windows);
  const edit = (key: number, change: Partial<HoursWindowInput>) =>
    setDraft((d) => d.map((w) => (w.key === key ? { ...w, ...change } : w)));

  async function save() {
    if (problem) return page.setError(problem);
    await page.attempt(async () => {
      load((await setHours(locationId, { hours: { [mode]: windows } })).data.schedule, mode);
      return `${HANDOFF_LABELS[mode]} hours saved.`;
    });
  }

  return (
    <section aria-labelledby="hours-title">
      <h1 id="hours-title" className={pages.title}>
        Hours and closures{view ? ` — ${view.name}` : ''}
      </h1>
      <p className={pages.lead}>
        Weekly hours per handoff, and days the store closes or keeps special hours. Times are store time
        {view ? ` (${view.time_zone})` : ''}; customers see changes at once.
      </p>
      {page.messages}
      {view ? (
        <>
          <section aria-labelledby="weekly-title" className={pages.panel}>
            <h2 id="weekly-title" className={pages.subtitle} style={{ marginTop: 0 }}>
              Weekly hours
            </h2>
            <div className={pages.field} style={{ maxWidth: 260 }}>
              <label htmlFor="hours-handoff">Handoff</label>
              <select
                id="hours-handoff"
                value={mode}
                onChange={(e) => load(view, e.target.value as HandoffMode)}
                style={{ minHeight: 48 }}
              >
                {view.handoffs.map((m) => (
                  <option key={m} value={m}>
                    {HANDOFF_LABELS[m]}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.grid} role="group" aria-label={`${HANDOFF_LABELS[mode]} hours by day`}>
              {WEEKDAY_NAMES.map((dayName, weekday) => {
                const rows = draft.filter((w) => w.weekday === weekday);
                return (
                  <div key={dayName} className={styles.day}>
                    <strong id={`day-${weekday}`}>{dayName}</strong>
                    <div className={styles.windows}>
                      {rows.length === 0 ? <span className={pages.muted}>Closed</span> : null}
                      {rows.map((w, i) => (
                        <div
                          key={w.key}
                          className={styles.window}
                          role="group"
                          aria-label={`${dayName} window ${i + 1}`}
                        >
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
                              onClick={() => setDraft((d) => d.filter((x) => x.key !== w.key))}
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
                          onClick={() =>
                            setDraft((d) => [...d, { weekday, opens: '07:00', closes: '19:00', key: nextKey++ }])
                          }
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
            {canEdit ? (
              <div className={pages.actions} style={{ marginTop: 'var(--space-3)' }}>
                <Button onClick={() => void save()} aria-describedby="hours-problem">
                  Save {HANDOFF_LABELS[mode].toLowerCase()} hours
                </Button>
                <span id="hours-problem" className={pages.formError}>
                  {problem ?? ''}
                </span>
              </div>
            ) : null}
          </section>
          <ClosuresPanel
            locationId={locationId}
            closures={view.closures}
            canEdit={canEdit}
            onChange={(closures) => setView({ ...view, closures })}
            onError={page.setError}
            onSaid={page.setSaid}
          />
        </>
      ) : null}
    </section>
  );
}
