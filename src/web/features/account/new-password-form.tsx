import type { ReactNode } from 'react';
import { z } from 'zod';
import { newPasswordField } from '../../../domain/account/fields.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../domain/account/password-policy.ts';
import formStyles from '../../ui/form/form.module.css';
import { SubmitBar } from '../../ui/form/submit-bar.tsx';
import { TextFieldList, type FieldSpec } from '../../ui/form/text-field-list.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';

/** The confirmation check every new-password form adds to its contract (`.refine(...passwordsMatch)`). */
export const passwordsMatch: [
  (v: { password: string; confirm: string }) => boolean,
  { path: string[]; error: string },
] = [(v) => v.password === v.confirm, { path: ['confirm'], error: 'The two passwords do not match.' }];

/** The password and confirmation inputs, with the policy as the hint. */
export const passwordFields = (label: string, confirmLabel: string): FieldSpec<'password' | 'confirm'>[] => [
  {
    field: 'password',
    label,
    type: 'password',
    autoComplete: 'new-password',
    hint: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters; very common passwords are not accepted.`,
  },
  { field: 'confirm', label: confirmLabel, type: 'password', autoComplete: 'new-password' },
];

/** The reset contracts' password rule plus the confirmation, which only the form has. */
const newPasswordForm = z.object({ password: newPasswordField, confirm: z.string() }).refine(...passwordsMatch);
const newPasswordFields = passwordFields('New password', 'Confirm new password');

/** A new password and its confirmation, sent with an e-mailed link's token (members and staff). */
export function NewPasswordForm({
  send,
  onSaved,
  label,
  whenRefused,
}: {
  send: (password: string) => Promise<{ data: { message: string } }>;
  onSaved: (message: string) => void;
  label: string;
  /** Shown under the form once the server refused it (a used or expired link): where to go next. */
  whenRefused: ReactNode;
}) {
  const form = useContractForm(newPasswordForm, { password: '', confirm: '' });
  const onSubmit = form.submit(
    (input) => send(input.password),
    (reply) => onSaved(reply.data.message),
  );
  return (
    <>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextFieldList fields={newPasswordFields} form={form} />
        <SubmitBar form={form} label={label} pendingLabel="Saving…" />
      </form>
      {form.formError ? whenRefused : null}
    </>
  );
}
