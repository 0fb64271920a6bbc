import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { changePasswordRequest } from '../../../domain/account/profile-contract.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../domain/account/password-policy.ts';
import { Button } from '../../ui/button.tsx';
import { changePassword } from '../../data/account/account-api.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { Notice } from '../../ui/form/notice.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import formStyles from '../../ui/form/form.module.css';
import { useZodForm } from '../../ui/form/use-zod-form.ts';

/** Password change: other devices are signed out; this one continues on a new session id. */
export function PasswordSection() {
  const [done, setDone] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const form = useZodForm(changePasswordRequest, { current_password: '', new_password: '' });
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
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...form.field('current_password')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters; very common passwords are not accepted. Other devices will be signed out.`}
        {...form.field('new_password')}
      />
      <FormAlert message={form.formError} />
      {done ? <Notice>{done}</Notice> : null}
      <div className={formStyles.actions}>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Saving…' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
