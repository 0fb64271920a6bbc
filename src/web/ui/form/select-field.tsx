import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styles from './form.module.css';

/**
 * A labelled select tied to one form value (`{...form.field('role')}`), its error tied to it
 * (aria-invalid + aria-describedby) and announced, like TextField's; `ref` lets the form library
 * focus it when it is the first invalid field. The caller wraps it (its page's field layout).
 */
export function SelectField({
  id,
  name,
  label,
  value,
  onValue,
  onBlur,
  error,
  ref,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  onBlur?: SelectHTMLAttributes<HTMLSelectElement>['onBlur'];
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement> | undefined;
  children: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        ref={ref}
        id={id}
        name={name}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        {children}
      </select>
      <p id={errorId} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </>
  );
}
