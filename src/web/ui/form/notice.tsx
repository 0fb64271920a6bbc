import type { ReactNode } from 'react';
import styles from './form.module.css';

/** A success or information message after a form's action (a status region). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.notice}>
      {children}
    </p>
  );
}
