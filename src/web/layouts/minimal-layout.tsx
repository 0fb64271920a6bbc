import { useChunkReloadOnError } from './chunk-reload.ts';
import { ErrorPageBoundary, RouteErrorPage } from './error-page.tsx';
import { FocusedShell } from './focused-shell.tsx';
import styles from './minimal-layout.module.css';

/**
 * Minimal layout (spec §2): logo-only header for focused flows such as checkout and sign-in,
 * so nothing pulls the guest away mid-task. Keeps the error banner and progress bar.
 */
export default function MinimalLayout() {
  return <FocusedShell styles={styles} />;
}

/** A failed account page keeps the logo header (the way home) around the error page. */
export function ErrorBoundary({ error }: { error: unknown }) {
  useChunkReloadOnError(error);
  return (
    <FocusedShell styles={styles}>
      <ErrorPageBoundary>
        <RouteErrorPage error={error} inChrome />
      </ErrorPageBoundary>
    </FocusedShell>
  );
}
