import { useEffect, useMemo, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { AppError } from '../../domain/app-error.ts';
import { roleCan } from '../../domain/staff/roles.ts';
import { seesAllStores } from '../../domain/stores/brand-actions.ts';
import { StaffSessionContext, getStaffSession, staffSignOut, type StaffSessionData } from '../features/staff/index.ts';
import { LayoutTop } from './layout-top.tsx';
import styles from './staff-layout.module.css';

const SIGN_IN = '/staff/sign-in';
const PASSWORD = '/staff/password';
/** Pages for people not signed in: sign-in, forgot password, the first admin's setup. */
const OPEN_PAGES = new Set([SIGN_IN, '/staff/forgot-password', '/staff/reset-password', '/staff/setup']);

/**
 * The staff side's own frame (DESIGN §10): made for a tablet on a counter — large type,
 * 56 px targets, a plain top bar. It asks the server who is signed in after hydration (staff
 * pages are personal and never cached), sends the signed-out to sign-in and a one-time password
 * to the password page.
 */
export default function StaffLayout() {
  const [session, setSession] = useState<StaffSessionData | null>(null);
  const [ready, setReady] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    getStaffSession()
      .then((reply) => setSession(reply.data))
      .catch((error: unknown) => {
        if (!AppError.is(error) || error.status !== 401) console.warn('staff session check failed', error);
        setSession(null);
      })
      .finally(() => setReady(true));
  }, []);

  useEffect(() => {
    if (!ready) return;
    if (!session && !OPEN_PAGES.has(pathname)) void navigate(SIGN_IN, { replace: true });
    else if (session?.staff.must_change_password && pathname !== PASSWORD) void navigate(PASSWORD, { replace: true });
  }, [ready, session, pathname, navigate]);

  const value = useMemo(() => ({ session, ready, setSession }), [session, ready]);
  const role = session?.staff.role;
  const signOut = async () => {
    await staffSignOut().catch(() => undefined);
    setSession(null);
    await navigate(SIGN_IN, { replace: true });
  };

  return (
    <div className={styles.page}>
      <LayoutTop />
      <header className={styles.header}>
        <p className={styles.brand}>Larkspur Staff</p>
        {session && !session.staff.must_change_password ? (
          <nav aria-label="Staff" className={styles.nav}>
            <NavLink to="/staff" end>
              Home
            </NavLink>
            {role &&
            seesAllStores(
              role,
              session.locations.map((l) => l.id),
            ) ? (
              <NavLink to="/staff/stores">All stores</NavLink>
            ) : null}
            {role && roleCan(role, 'manage-staff') ? <NavLink to="/staff/team">Team</NavLink> : null}
            <NavLink to="/staff/orders">Orders</NavLink>
            {role && roleCan(role, 'read-customers') ? <NavLink to="/staff/customers">Customers</NavLink> : null}
            {role && roleCan(role, 'read-reports') ? <NavLink to="/staff/reports">Reports</NavLink> : null}
            {role && roleCan(role, 'read-catalogue') ? <NavLink to="/staff/menu">Menu</NavLink> : null}
            {role && roleCan(role, 'read-audit') ? <NavLink to="/staff/audit">Audit log</NavLink> : null}
            <NavLink to={PASSWORD}>Password</NavLink>
          </nav>
        ) : null}
        {session ? (
          <div className={styles.who}>
            <span>{session.staff.display_name}</span>
            <button type="button" className={styles.signOut} onClick={() => void signOut()}>
              Sign out
            </button>
          </div>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <StaffSessionContext.Provider value={value}>
          {ready ? <Outlet /> : <p aria-live="polite">Loading…</p>}
        </StaffSessionContext.Provider>
      </main>
    </div>
  );
}
