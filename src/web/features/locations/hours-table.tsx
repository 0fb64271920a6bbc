import { HANDOFF_LABELS, HANDOFF_MODES } from '../../../domain/handoff-modes.ts';
import type { Location } from '../../../domain/locations/location-contract.ts';
import { formatClock } from '../../../domain/locations/format.ts';
import styles from './hours-table.module.css';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Weekly hours per handoff mode, one column each; times in the store's own zone. */
export function HoursTable({ location }: { location: Location }) {
  const modes = HANDOFF_MODES.filter((m) => location.hours[m]);
  return (
    // Five handoff columns do not fit a phone: the table scrolls sideways in a focusable region
    // (keyboard users can scroll it; axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className={styles.wrap} role="region" aria-label="Hours" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>Hours</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {modes.map((m) => (
              <th key={m} scope="col">
                {HANDOFF_LABELS[m]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {DAYS.map((day, weekday) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              {modes.map((m) => {
                const windows = (location.hours[m] ?? []).filter((w) => w.weekday === weekday);
                return (
                  <td key={m}>
                    {windows.length
                      ? windows
                          .map((w) =>
                            w.opens === '00:00' && w.closes === '24:00'
                              ? 'Open 24 hours'
                              : `${formatClock(w.opens)} – ${formatClock(w.closes)}`,
                          )
                          .join(', ')
                      : 'Closed'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
