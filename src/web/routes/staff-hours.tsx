import { useState } from 'react';
import { HANDOFF_LABELS } from '../../domain/handoff-modes.ts';
import type { HandoffMode } from '../../domain/location-model.ts';
import type { HoursView } from '../../domain/store-ops/contract.ts';
import { weeklyHoursProblem } from '../../domain/store-ops/hours-rules.ts';
import { getHours, setHours, staffHeaders, staffRobots, staffTitle } from '../features/staff/index.ts';
import { ClosuresPanel } from '../features/staff/closures-panel.tsx';
import { draftsOf, unsavedHandoffs, windowsOf, type HoursDrafts } from '../features/staff/hours-drafts.ts';
import { WeeklyHoursGrid } from '../features/staff/weekly-hours-grid.tsx';
import { Button } from '../ui/button.tsx';
import { UnsavedChangesGuard } from '../ui/unsaved-changes.tsx';
import { useStaffLocationPage } from './staff-location-page.tsx';
import pages from './staff-pages.module.css';
import styles from './staff-ordering.module.css';

export const meta = () => [{ title: staffTitle('Hours and closures') }, staffRobots];
export const headers = staffHeaders;

/** "Pickup", "Pickup and Delivery", "Pickup, Curbside and Delivery". */
const listOf = (modes: readonly HandoffMode[]) => {
  const names = modes.map((m) => HANDOFF_LABELS[m]);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/**
 * /staff/hours/{locationId} ("Hours and closures"): the weekly grid of one handoff at a time
 * (validated here and on the server: HH:mm, closes after opens unless marked overnight, no
 * overlap) and the one-off closures. Each handoff keeps its own draft while another is shown;
 * one Save sends every changed handoff, and leaving with unsaved changes asks first. Store
 * staff see it read-only.
 */
export default function StaffHours() {
  const [view, setView] = useState<HoursView | null>(null);
  const [mode, setMode] = useState<HandoffMode>('pickup');
  const [drafts, setDrafts] = useState<HoursDrafts>({});

  const load = (v: HoursView) => {
    setView(v);
    setDrafts(draftsOf(v));
    setMode((m) => (v.handoffs.includes(m) ? m : (v.handoffs[0] ?? 'pickup')));
  };

  const page = useStaffLocationPage(getHours, (reply) => load(reply.data.schedule));
  const unsaved = view ? unsavedHandoffs(view, drafts) : [];
  const guard = <UnsavedChangesGuard dirty={unsaved.length > 0} what={`the hours for ${listOf(unsaved)}`} />;
  if (!page.ready) return guard;
  const { canEdit, locationId } = page;
  const problem = weeklyHoursProblem(windowsOf(drafts[mode]));

  async function save() {
    if (unsaved.length === 0) return page.setSaid('No changes to save.');
    // The first handoff with a problem is shown, with the problem, before anything is sent.
    const wrong = unsaved.find((m) => weeklyHoursProblem(windowsOf(drafts[m])));
    if (wrong) {
      setMode(wrong);
      return page.setError(`${HANDOFF_LABELS[wrong]}: ${weeklyHoursProblem(windowsOf(drafts[wrong]))}`);
    }
    const saving = unsaved;
    await page.attempt(async () => {
      const hours = Object.fromEntries(saving.map((m) => [m, windowsOf(drafts[m])]));
      load((await setHours(locationId, { hours })).data.schedule);
      return `${listOf(saving)} hours saved.`;
    });
  }

  return (
    <section aria-labelledby="hours-title">
      {guard}
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
            <div className={pages.field} style={{ maxWidth: 320 }}>
              <label htmlFor="hours-handoff">Handoff</label>
              <select
                id="hours-handoff"
                value={mode}
                onChange={(e) => setMode(e.target.value as HandoffMode)}
                style={{ minHeight: 48 }}
              >
                {view.handoffs.map((m) => (
                  <option key={m} value={m}>
                    {HANDOFF_LABELS[m]}
                    {unsaved.includes(m) ? ' (unsaved changes)' : ''}
                  </option>
                ))}
              </select>
            </div>
            <WeeklyHoursGrid
              mode={mode}
              draft={drafts[mode] ?? []}
              canEdit={canEdit}
              onChange={(next) => setDrafts((d) => ({ ...d, [mode]: next }))}
            />
            {canEdit ? (
              <div className={pages.actions} style={{ marginTop: 'var(--space-3)' }}>
                <Button onClick={() => void save()} aria-describedby="hours-unsaved hours-problem">
                  Save changes
                </Button>
                {unsaved.length > 0 ? (
                  <Button variant="secondary" onClick={() => setDrafts(draftsOf(view))}>
                    Discard changes
                  </Button>
                ) : null}
                <span id="hours-unsaved" className={styles.unsaved} aria-live="polite">
                  {unsaved.length > 0 ? `Unsaved changes: ${listOf(unsaved)}` : ''}
                </span>
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
