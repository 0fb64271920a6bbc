import { ROLE_LABELS } from '../../domain/staff/roles.ts';
import { staffHeaders, staffRobots, staffTitle, useStaffSession } from '../features/staff/index.ts';
import styles from './staff-pages.module.css';

export const meta = () => [{ title: staffTitle('Staff home') }, staffRobots];
export const headers = staffHeaders;

/** /staff (issue 16): the locations this person runs. The order board per location comes next in issue 16. */
export default function StaffHome() {
  const { session } = useStaffSession();
  if (!session || session.staff.must_change_password) return null;
  return (
    <section aria-labelledby="staff-home-title">
      <h1 id="staff-home-title" className={styles.title}>
        Hello, {session.staff.display_name}
      </h1>
      <p className={styles.lead}>
        {ROLE_LABELS[session.staff.role]} · {session.locations.length === 1 ? '1 location' : `${session.locations.length} locations`}
      </p>
      <h2 className={styles.subtitle}>Your locations</h2>
      {session.locations.length === 0 ? (
        <p>No locations yet. Ask a brand admin to give you one.</p>
      ) : (
        <ul className={styles.cards}>
          {session.locations.map((location) => (
            <li key={location.id} className={styles.card}>
              <h3 className={styles.cardTitle}>{location.name}</h3>
              <p className={styles.muted}>
                {location.city}, {location.state}
              </p>
              {/* Reserved for the order board (/staff/board/{location}), built in the next part of issue 16. */}
              <p className={styles.muted}>Order board: coming soon</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
