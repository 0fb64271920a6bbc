import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppError } from '../../domain/app-error.ts';
import { AUDIT_ACTION_KINDS, type AuditEntry, type StaffMemberSummary } from '../../domain/staff/contract.ts';
import { roleCan } from '../../domain/staff/roles.ts';
import {
  getAuditPage,
  listStaffMembers,
  staffHeaders,
  staffRobots,
  staffTitle,
  useStaffSession,
} from '../features/staff/index.ts';
import { Button } from '../ui/button.tsx';
import { StaffTable } from './staff-table.tsx';
import styles from './staff-pages.module.css';

export const meta = () => [{ title: staffTitle('Audit log') }, staffRobots];
export const headers = staffHeaders;

const KIND_LABELS: Record<(typeof AUDIT_ACTION_KINDS)[number], string> = {
  order: 'Orders and refunds',
  location: 'Pause, capacity, hours and closures',
  availability: 'Sold out',
  menu: 'Menu edits, publishes and store prices',
  customer: 'Customers’ rewards',
  staff: 'Team',
  integration: 'Integrations',
};

/** When, in the store's own clock (team changes in this device's), with the zone named. */
const when = (entry: AuditEntry) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(entry.time_zone ? { timeZone: entry.time_zone, timeZoneName: 'short' } : {}),
  }).format(new Date(entry.at));

const FILTERS = ['location_id', 'staff_id', 'action'] as const;

/** /staff/audit (admin): every staff action in plain words, newest first, filtered by store, person and kind. */
export default function StaffAudit() {
  const { session } = useStaffSession();
  const [params, setParams] = useSearchParams();
  const [answer, setAnswer] = useState<{
    search: string;
    data?: { entries: AuditEntry[]; has_more: boolean };
    error?: string;
  } | null>(null);
  const [people, setPeople] = useState<StaffMemberSummary[]>([]);
  const allowed = session ? roleCan(session.staff.role, 'read-audit') : false;
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const search = params.toString();

  useEffect(() => {
    if (!allowed) return;
    const filter = Object.fromEntries(FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
    getAuditPage({ page, ...filter })
      .then((reply) => setAnswer({ search, data: reply.data }))
      .catch((caught: unknown) => setAnswer({ search, error: AppError.from(caught).message }));
    // The search string carries every filter and the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed, search]);
  useEffect(() => {
    if (allowed)
      listStaffMembers()
        .then((reply) => setPeople(reply.data.members))
        .catch(() => setPeople([]));
  }, [allowed]);

  const set = (key: (typeof FILTERS)[number] | 'page', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const current = answer?.search === search ? answer : null;

  if (!session || session.staff.must_change_password) return null;
  if (!allowed) return <p role="alert">Only a brand admin can read the audit log.</p>;
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className={styles.title}>
        Audit log
      </h1>
      <div className={`${styles.formGrid} ${styles.filtersRow}`}>
        <div className={styles.field}>
          <label htmlFor="audit-location">Store</label>
          <select
            id="audit-location"
            value={params.get('location_id') ?? ''}
            onChange={(e) => set('location_id', e.target.value)}
          >
            <option value="">Every store and team changes</option>
            {session.locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="audit-person">Person</label>
          <select
            id="audit-person"
            value={params.get('staff_id') ?? ''}
            onChange={(e) => set('staff_id', e.target.value)}
          >
            <option value="">Everyone</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.display_name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="audit-kind">Action</label>
          <select id="audit-kind" value={params.get('action') ?? ''} onChange={(e) => set('action', e.target.value)}>
            <option value="">All actions</option>
            {AUDIT_ACTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="alert" className={styles.formError}>
        {current?.error ?? ''}
      </p>
      <StaffTable caption="Staff actions, newest first" columns={['When', 'What happened', 'Details']}>
        {(current?.data?.entries ?? []).map((entry) => (
          <tr key={entry.id}>
            <td>{when(entry)}</td>
            <td>{entry.summary}</td>
            <td>
              <details>
                <summary>Before and after</summary>
                <pre className={styles.changes}>
                  {JSON.stringify({ before: entry.before, after: entry.after }, null, 1)}
                </pre>
              </details>
            </td>
          </tr>
        ))}
      </StaffTable>
      {current?.data && current.data.entries.length === 0 ? <p>No staff actions match.</p> : null}
      <nav aria-label="Audit log pages" className={styles.pager}>
        <Button variant="secondary" disabled={page === 1} onClick={() => set('page', String(page - 1))}>
          Newer
        </Button>
        <span>Page {page}</span>
        <Button variant="secondary" disabled={!current?.data?.has_more} onClick={() => set('page', String(page + 1))}>
          Older
        </Button>
      </nav>
    </section>
  );
}
