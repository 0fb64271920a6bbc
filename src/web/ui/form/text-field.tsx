import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  /** The form library's handle on the input (it focuses the first invalid field). */
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * A labelled input whose error is tied to it (aria-invalid + aria-describedby) and announced
 * (the error paragraph is a polite live region that exists before any error appears).
 */
export function TextField({ name, label, value, onValue, error, hint, optional, id, ref, ...rest }: TextFieldProps) {
  const inputId = id ?? `field-${name}`;
  const errorId = `${inputId}-error`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        {...rest}
        ref={ref}
        id={inputId}
        name={name}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
      />
      <p id={errorId} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
