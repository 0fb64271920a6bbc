import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../domain/account/password-policy.ts';
import { staffResetPasswordRequest } from '../../domain/staff/access-links-contract.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import cardStyles from '../features/account/auth-card.module.css';
import { staffHeaders, staffResetPassword, staffRobots, staffTitle } from '../features/staff/index.ts';
import { FormAlert } from '../ui/form/form-alert.tsx';
import { SubmitBar } from '../ui/form/submit-bar.tsx';
import { TextFieldList, type FieldSpec } from '../ui/form/text-field-list.tsx';
import formStyles from '../ui/form/form.module.css';
import { useContractForm } from '../ui/form/use-contract-form.ts';

export const meta = () => [{ title: staffTitle('Choose a new password') }, staffRobots];
export const headers = staffHeaders;

/** The API's contract plus the confirmation, which only the form has. */
const resetForm = staffResetPasswordRequest.extend({ confirm: z.string() }).refine((v) => v.password === v.confirm, {
  path: ['confirm'],
  error: 'The two passwords do not match.',
});

const resetFields: FieldSpec<'password' | 'confirm'>[] = [
  {
    field: 'password',
    label: 'New password',
    type: 'password',
    autoComplete: 'new-password',
    hint: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters; very common passwords are not accepted.`,
  },
  { field: 'confirm', label: 'Confirm new password', type: 'password', autoComplete: 'new-password' },
];

/** /staff/reset-password?token=… (the e-mailed single-use link): a new password, then sign-in. */
export default function StaffResetPassword() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const form = useContractForm(resetForm, { password: '', confirm: '' }, { toInput: (v) => ({ ...v, token }) });
  const onSubmit = form.submit(
    (input) => staffResetPassword({ token: input.token, password: input.password }),
    (reply) => void navigate('/staff/sign-in', { replace: true, state: { notice: reply.data.message } }),
  );
  const requestAgain = (
    <div className={cardStyles.links}>
      <Link to="/staff/forgot-password">Request a new link</Link>
      <Link to="/staff/sign-in">Back to sign in</Link>
    </div>
  );

  if (!token)
    return (
      <AuthCard title="Choose a new password">
        <FormAlert message="This password reset link is incomplete. Use the link from your e-mail, or request a new one." />
        {requestAgain}
      </AuthCard>
    );
  return (
    <AuthCard
      title="Choose a new password"
      intro={<p>Choosing a new password signs you out on every device. The link works once.</p>}
    >
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextFieldList fields={resetFields} form={form} />
        <SubmitBar form={form} label="Save new password" pendingLabel="Saving…" />
      </form>
      {form.formError ? requestAgain : null}
    </AuthCard>
  );
}
