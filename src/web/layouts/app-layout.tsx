import { Outlet } from 'react-router';
import { useRootData } from '../root.tsx';
import { ErrorBanner } from './error-banner.tsx';
import { Logo } from './logo.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { useScrollLock } from './use-scroll-lock.ts';
import styles from './app-layout.module.css';

/**
 * App layout (spec §2; the in-app and kiosk flows under /app): no site navigation, a
 * non-linked brand bar, larger type and 56 px touch targets for a counter-top screen.
 */
export default function AppLayout() {
  const root = useRootData();
  useScrollLock();
  if (!root) return null;
  return (
    <div className={styles.page}>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <ProgressBar />
      <ErrorBanner />
      <header className={styles.header}>
        <Logo name={root.app.name} compact />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
