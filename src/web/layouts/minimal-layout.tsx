import { FocusedShell } from './focused-shell.tsx';
import styles from './minimal-layout.module.css';

/**
 * Minimal layout (spec §2): logo-only header for focused flows such as checkout and sign-in,
 * so nothing pulls the guest away mid-task. Keeps the error banner and progress bar.
 */
export default function MinimalLayout() {
  return <FocusedShell styles={styles} />;
}
