import { useState, type FormEvent } from 'react';
import type { SalesReportQuery } from '../../../domain/reports/report-contract.ts';
import { Button } from '../../ui/button.tsx';
import { businessDay } from './report-dates.ts';
import styles from './reports.module.css';

/** One-tap ranges, as business-day offsets from today in the store's zone. */
const PRESETS = [
  { label: 'Yesterday', from: -1, to: -1 },
  { label: 'Today', from: 0, to: 0 },
  { label: 'Last 7 days', from: -7, to: -1 },
] as const;

interface Store {
  id: string;
  name: string;
  time_zone: string;
}

/** Which stores and days: a store or all of the person's, a range, and one-tap yesterday / last 7 days. */
export function ReportFilters({
  query,
  stores,
  onChange,
}: {
  query: SalesReportQuery;
  stores: Store[];
  onChange: (next: SalesReportQuery) => void;
}) {
  const [draft, setDraft] = useState(query);
  const apply = (next: SalesReportQuery) => (setDraft(next), onChange(next));
  const zone = (stores.find((s) => s.id === draft.location_id) ?? stores[0])?.time_zone ?? 'America/New_York';
  const day = (offset: number) => businessDay(zone, offset);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Report filters">
      <div className={styles.field}>
        <label htmlFor="report-store">Store</label>
        <select
          id="report-store"
          value={draft.location_id ?? ''}
          onChange={(e) => setDraft({ ...draft, location_id: e.target.value || undefined })}
        >
          {stores.length > 1 ? <option value="">All my stores</option> : null}
          {stores.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="report-from">From</label>
        <input
          id="report-from"
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="report-to">To</label>
        <input
          id="report-to"
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
      </div>
      <div className={styles.filterActions}>
        <Button type="submit">Show report</Button>
        {PRESETS.map((p) => (
          <Button
            key={p.label}
            variant="secondary"
            onClick={() => apply({ ...draft, from: day(p.from), to: day(p.to) })}
          >
            {p.label}
          </Button>
        ))}
      </div>
    </form>
  );
}
