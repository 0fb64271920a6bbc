import { Outlet } from 'react-router';
import { useRootData } from '../root.tsx';
import { ErrorBanner } from './error-banner.tsx';
import { Logo } from './logo.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { useScrollLock } from './use-scroll-lock.ts';
import styles from './minimal-layout.module.css';

/**
 * Minimal layout (spec §2): logo-only header for focused flows such as checkout and sign-in,
 * so nothing pulls the guest away mid-task. Keeps the error banner and progress bar.
 */
export default function MinimalLayout() {
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
        <Logo name={root.app.name} />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
