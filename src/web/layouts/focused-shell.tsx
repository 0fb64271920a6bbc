import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useRootData } from '../root-data.ts';
import { LayoutTop } from './layout-top.tsx';
import { Logo } from './logo.tsx';
import { useScrollLock } from './use-scroll-lock.ts';

/** The logo-only frame the minimal and app layouts share; each brings its own class names. */
export function FocusedShell({
  styles,
  compactLogo = false,
  children,
}: {
  styles: Record<string, string>;
  compactLogo?: boolean;
  /** What the main shows instead of the route (the layout's error page). */
  children?: ReactNode;
}) {
  const root = useRootData();
  useScrollLock();
  if (!root) return null;
  return (
    <div className={styles.page}>
      <LayoutTop />
      <header className={styles.header}>
        <Logo name={root.app.name} compact={compactLogo} />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
