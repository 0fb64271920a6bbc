import { Link } from 'react-router';
import type { CitySummary, StateSummary } from '../../../domain/locations/locations-reader.ts';
import { toQueryString, type SearchType } from './search-steps.ts';
import styles from './state-picker.module.css';

/** Search by state, then city (spec §1): plain links, server-rendered. */
export function StatePicker({ states, type }: { states: StateSummary[]; type: SearchType }) {
  return (
    <nav aria-labelledby="browse-states" className={styles.block}>
      <h2 id="browse-states" className={styles.heading}>
        Browse by State
      </h2>
      <ul className={styles.chips}>
        {states.map((s) => (
          <li key={s.code}>
            <Link to={`/locations${toQueryString({ type, state: s.code })}`} className={styles.chip}>
              {s.name} <span className={styles.count}>({s.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function CityPicker({
  state,
  cities,
  selected,
  type,
}: {
  state: string;
  cities: CitySummary[];
  selected: string | null;
  type: SearchType;
}) {
  return (
    <nav aria-labelledby="browse-cities" className={styles.block}>
      <h2 id="browse-cities" className={styles.heading}>
        Cities
      </h2>
      <ul className={styles.chips}>
        <li>
          <Link
            to={`/locations${toQueryString({ type, state })}`}
            className={styles.chip}
            aria-current={selected === null ? 'true' : undefined}
          >
            All cities
          </Link>
        </li>
        {cities.map((c) => (
          <li key={c.slug}>
            <Link
              to={`/locations${toQueryString({ type, state, city: c.slug })}`}
              className={styles.chip}
              aria-current={selected === c.slug ? 'true' : undefined}
            >
              {c.city} <span className={styles.count}>({c.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
