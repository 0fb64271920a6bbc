import styles from './form.module.css';

/** The form-level message (server replies): an alert region, present before it has text. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <p role="alert" className={styles.alert}>
      {message ?? ''}
    </p>
  );
}
