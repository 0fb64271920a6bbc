import { useState } from 'react';
import { useNavigate } from 'react-router';
import { staffPasswordRequest } from '../../domain/staff/contract.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import { Notice } from '../ui/form/notice.tsx';
import { SubmitBar } from '../ui/form/submit-bar.tsx';
import { TextFieldList, type FieldSpec } from '../ui/form/text-field-list.tsx';
import formStyles from '../ui/form/form.module.css';
import { useContractForm } from '../ui/form/use-contract-form.ts';
import {
  changeStaffPassword,
  getStaffSession,
  staffHeaders,
  staffRobots,
  staffTitle,
  useStaffSession,
} from '../features/staff/index.ts';

export const meta = () => [{ title: staffTitle('Change password') }, staffRobots];
export const headers = staffHeaders;

/** After a one-time password the "current" one is that. */
const passwordFields = (required: boolean): FieldSpec<'current_password' | 'new_password'>[] => [
  {
    field: 'current_password',
    label: required ? 'One-time password' : 'Current password',
    type: 'password',
    autoComplete: 'current-password',
  },
  {
    field: 'new_password',
    label: 'New password',
    type: 'password',
    autoComplete: 'new-password',
    hint: newPasswordHint,
  },
];
const newPasswordHint = 'At least 8 characters; not a common password.';

/** /staff/password: required after a one-time password, open to anyone signed in. */
export default function StaffPassword() {
  const { session, setSession } = useStaffSession();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const required = session?.staff.must_change_password ?? false;
  const form = useContractForm(staffPasswordRequest, { current_password: '', new_password: '' });
  const onSubmit = form.submit(
    async (input) => {
      await changeStaffPassword(input);
      return getStaffSession();
    },
    (reply) => {
      setSession(reply.data);
      if (required) void navigate('/staff', { replace: true });
      else {
        form.setValues({ current_password: '', new_password: '' });
        setDone(true);
      }
    },
  );
  if (!session) return null;
  const intro = required ? (
    <Notice>You signed in with a one-time password. Choose your own password to continue.</Notice>
  ) : (
    <p>Changing your password signs you out on every other device.</p>
  );
  return (
    <AuthCard title="Change password" intro={intro}>
      {done ? <Notice>Your password has been changed.</Notice> : null}
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <input type="email" name="username" autoComplete="username" value={session.staff.email} readOnly hidden />
        <TextFieldList fields={passwordFields(required)} form={form} />
        <SubmitBar form={form} label="Save password" pendingLabel="Saving…" />
      </form>
    </AuthCard>
  );
}
