import type { ReactNode } from 'react';
import { Button } from '../button.tsx';
import { FormAlert } from './form-alert.tsx';
import styles from './form.module.css';

/**
 * A form's end: its message (FormAlert, role=alert) and the submit button, which says
 * `pendingLabel` and is disabled while the form is sent. `layout="actions"` puts the button in
 * the actions row (an account section) instead of a full-width large one (an auth card).
 */
export function SubmitBar({
  form,
  label,
  pendingLabel,
  layout = 'block',
  children,
}: {
  form: { formError: string | null; pending: boolean };
  label: string;
  pendingLabel: string;
  layout?: 'block' | 'actions';
  /** Between the message and the button (an account section's success Notice). */
  children?: ReactNode;
}) {
  const button = (
    <Button type="submit" size={layout === 'block' ? 'lg' : 'md'} block={layout === 'block'} disabled={form.pending}>
      {form.pending ? pendingLabel : label}
    </Button>
  );
  return (
    <>
      <FormAlert message={form.formError} />
      {children}
      {layout === 'block' ? button : <div className={styles.actions}>{button}</div>}
    </>
  );
}
