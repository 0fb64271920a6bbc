import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './form.module.css';

/**
 * A labelled checkbox whose error is tied to it and announced, like TextField's; `ref` is the
 * form library's handle (it focuses the first invalid field, a checkbox too).
 */
export function CheckboxField({
  name,
  label,
  checked,
  onChecked,
  error,
  ref,
  onBlur,
}: {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChecked: (v: boolean) => void;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
  onBlur?: InputHTMLAttributes<HTMLInputElement>['onBlur'];
}) {
  const inputId = `field-${name}`;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          ref={ref}
          type="checkbox"
          id={inputId}
          name={name}
          checked={checked}
          onChange={(e) => onChecked(e.target.checked)}
          onBlur={onBlur}
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
