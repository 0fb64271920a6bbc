import type { ReactNode } from 'react';
import styles from './form.module.css';

/** A labelled checkbox whose error is tied to it and announced, like TextField's. */
export function CheckboxField({
  name,
  label,
  checked,
  onChecked,
  error,
}: {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChecked: (v: boolean) => void;
  error?: string | undefined;
}) {
  const inputId = `field-${name}`;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          type="checkbox"
          id={inputId}
          name={name}
          checked={checked}
          onChange={(e) => onChecked(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      <p id={errorId} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
