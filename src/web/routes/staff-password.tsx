import { useState } from 'react';
import { useNavigate } from 'react-router';
import { staffPasswordRequest } from '../../domain/staff/contract.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import { FormAlert } from '../ui/form/form-alert.tsx';
import { Notice } from '../ui/form/notice.tsx';
import { TextField } from '../ui/form/text-field.tsx';
import formStyles from '../ui/form/form.module.css';
import { useZodForm } from '../ui/form/use-zod-form.ts';
import {
  changeStaffPassword,
  getStaffSession,
  staffHeaders,
  staffRobots,
  staffTitle,
  useStaffSession,
} from '../features/staff/index.ts';
import { Button } from '../ui/button.tsx';

export const meta = () => [{ title: staffTitle('Change password') }, staffRobots];
export const headers = staffHeaders;

/** /staff/password (issue 16): required after a one-time password (decision 223), open to anyone signed in. */
export default function StaffPassword() {
  const { session, setSession } = useStaffSession();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const required = session?.staff.must_change_password ?? false;
  const form = useZodForm(staffPasswordRequest, { current_password: '', new_password: '' });
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
        <TextField
          label={required ? 'One-time password' : 'Current password'}
          type="password"
          autoComplete="current-password"
          {...form.field('current_password')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters; not a common password."
          {...form.field('new_password')}
        />
        <FormAlert message={form.formError} />
        <Button type="submit" size="lg" block disabled={form.pending}>
          {form.pending ? 'Saving…' : 'Save password'}
        </Button>
      </form>
    </AuthCard>
  );
}
