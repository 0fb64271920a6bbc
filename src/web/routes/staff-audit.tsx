import { useEffect, useState } from 'react';
import { AppError } from '../../domain/app-error.ts';
import type { AuditEntry } from '../../domain/staff/contract.ts';
import { roleCan } from '../../domain/staff/roles.ts';
import { getAuditPage, staffHeaders, staffRobots, staffTitle, useStaffSession } from '../features/staff/index.ts';
import { Button } from '../ui/button.tsx';
import { StaffTable } from './staff-table.tsx';
import styles from './staff-pages.module.css';

export const meta = () => [{ title: staffTitle('Audit log') }, staffRobots];
export const headers = staffHeaders;

// Made on first use, not at module load: the first ICU formatter loads locale data.
let whenFormat: Intl.DateTimeFormat | undefined;
const when = (iso: string) =>
  (whenFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(iso));
const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

/** /staff/audit (admin): every staff action, newest first, filtered by location, page by page. */
export default function StaffAudit() {
  const { session } = useStaffSession();
  const [page, setPage] = useState(1);
  const [locationId, setLocationId] = useState('');
  const [data, setData] = useState<{ entries: AuditEntry[]; has_more: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const allowed = session ? roleCan(session.staff.role, 'read-audit') : false;

  useEffect(() => {
    if (!allowed) return;
    getAuditPage(page, locationId || null)
      .then((reply) => (setData(reply.data), setError(null)))
      .catch((caught: unknown) => setError(AppError.from(caught).message));
  }, [allowed, page, locationId]);

  if (!session || session.staff.must_change_password) return null;
  if (!allowed) return <p role="alert">Only a brand admin can read the audit log.</p>;
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className={styles.title}>
        Audit log
      </h1>
      <div className={`${styles.field} ${styles.filter}`}>
        <label htmlFor="audit-location">Location</label>
        <select id="audit-location" value={locationId} onChange={(e) => (setLocationId(e.target.value), setPage(1))}>
          <option value="">All locations and team changes</option>
          {session.locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <p role="alert">{error ?? ''}</p>
      <StaffTable caption="Staff actions, newest first" columns={['When', 'Who', 'Action', 'Before', 'After']}>
        {(data?.entries ?? []).map((entry) => (
          <tr key={entry.id}>
            <td>{when(entry.at)}</td>
            <td>{entry.staff_email ?? (entry.integration ? `Integration: ${entry.integration}` : 'Command line')}</td>
            <td>
              {entry.action}
              {entry.location_id ? <span className={styles.muted}> at {entry.location_id}</span> : null}
            </td>
            <td data-label="Before">
              <pre className={styles.changes}>{show(entry.before)}</pre>
            </td>
            <td data-label="After">
              <pre className={styles.changes}>{show(entry.after)}</pre>
            </td>
          </tr>
        ))}
      </StaffTable>
      {data && data.entries.length === 0 ? <p>No staff actions yet.</p> : null}
      <nav aria-label="Audit log pages" className={styles.pager}>
        <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
          Newer
        </Button>
        <span>Page {page}</span>
        <Button variant="secondary" disabled={!data?.has_more} onClick={() => setPage(page + 1)}>
          Older
        </Button>
      </nav>
    </section>
  );
}
