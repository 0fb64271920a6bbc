import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { changePasswordRequest } from '../../../domain/account/profile-contract.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../domain/account/password-policy.ts';
import { changePassword } from '../../data/account/account-api.ts';
import { Notice } from '../../ui/form/notice.tsx';
import { SubmitBar } from '../../ui/form/submit-bar.tsx';
import { TextFieldList, type FieldSpec } from '../../ui/form/text-field-list.tsx';
import formStyles from '../../ui/form/form.module.css';
import { useContractForm } from '../../ui/form/use-contract-form.ts';

const passwordFields: FieldSpec<'current_password' | 'new_password'>[] = [
  { field: 'current_password', label: 'Current password', type: 'password', autoComplete: 'current-password' },
  {
    field: 'new_password',
    label: 'New password',
    type: 'password',
    autoComplete: 'new-password',
    hint: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters; very common passwords are not accepted. Other devices will be signed out.`,
  },
];

/** Password change: other devices are signed out; this one continues on a new session id. */
export function PasswordSection() {
  const [done, setDone] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const form = useContractForm(changePasswordRequest, { current_password: '', new_password: '' });
  const onSubmit = form.submit(
    (input) => changePassword(input),
    (reply) => {
      form.setValues({ current_password: '', new_password: '' });
      setDone(reply.data.message);
      // The session was rotated: refresh the root loader's CSRF token.
      void revalidator.revalidate();
    },
  );
  return (
    <form className={formStyles.form} onSubmit={(e) => (setDone(null), onSubmit(e))} noValidate>
      <TextFieldList fields={passwordFields} form={form} />
      <SubmitBar form={form} label="Change Password" pendingLabel="Saving…" layout="actions">
        {done ? <Notice>{done}</Notice> : null}
      </SubmitBar>
    </form>
  );
}
