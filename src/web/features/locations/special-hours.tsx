import type { Location } from '../../../domain/locations/location-contract.ts';
import { specialDayHours } from '../../../domain/locations/special-days.ts';
import { shortDayLabel } from '../../../domain/us-english-format.ts';
import styles from './location-detail.module.css';

/**
 * The store page's closures and special hours of the next two weeks (the reply's special_days,
 * in the store's own calendar), above the weekly hours a customer would otherwise trust. Nothing
 * is shown when the coming days keep the regular hours.
 */
export function SpecialHours({ days }: { days: Location['special_days'] }) {
  if (days.length === 0) return null;
  return (
    <section aria-labelledby="special-hours-heading" className={styles.special}>
      <h2 id="special-hours-heading" className={styles.sectionHeading}>
        Holiday and special hours
      </h2>
      <ul className={styles.specialList}>
        {days.map((d) => (
          <li key={d.date}>
            <strong>{shortDayLabel(d.date)}:</strong> {specialDayHours(d)}
            {d.reason ? ` (${d.reason})` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
