import { Link } from 'react-router';
import { toQueryString, type SearchParams, type SearchType } from './search-steps.ts';
import styles from './handoff-tabs.module.css';

const TABS: { type: SearchType; label: string }[] = [
  { type: 'pickup', label: 'Pickup' },
  { type: 'delivery', label: 'Delivery' },
];

/** Handoff tabs (spec §1): links that keep the search and switch the handoff filter. */
export function HandoffTabs({ params }: { params: SearchParams }) {
  return (
    <nav aria-label="Handoff" className={styles.tabs}>
      {TABS.map((tab) => (
        <Link
          key={tab.type}
          to={`/locations${toQueryString({ ...params, type: tab.type })}`}
          aria-current={params.type === tab.type ? 'page' : undefined}
          className={styles.tab}
          preventScrollReset
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** List / Map switch for the results. */
export function ViewSwitch({ params }: { params: SearchParams }) {
  return (
    <nav aria-label="Results view" className={styles.switch}>
      {(['list', 'map'] as const).map((view) => (
        <Link
          key={view}
          to={`/locations${toQueryString({ ...params, view })}`}
          aria-current={params.view === view ? 'page' : undefined}
          className={styles.switchItem}
          preventScrollReset
        >
          {view === 'list' ? 'List' : 'Map'}
        </Link>
      ))}
    </nav>
  );
}
