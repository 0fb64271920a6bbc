import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { resetPasswordRequest } from '../../domain/account/auth-contract.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../domain/account/password-policy.ts';
import { resetPassword } from '../data/account/account-api.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import { FormAlert } from '../ui/form/form-alert.tsx';
import { Notice } from '../ui/form/notice.tsx';
import { SubmitBar } from '../ui/form/submit-bar.tsx';
import { TextFieldList, type FieldSpec } from '../ui/form/text-field-list.tsx';
import { useContractForm } from '../ui/form/use-contract-form.ts';
import formStyles from '../ui/form/form.module.css';
import cardStyles from '../features/account/auth-card.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import type { Route } from './+types/account-reset-password';
import { withRedirect } from './checkout-wall.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Reset Password', matches);
}

/** /account/resetpassword?token=… (the e-mailed one-time link, 30 minutes). */
/** The API's contract plus the confirmation field, which only the form has. */
const resetForm = resetPasswordRequest.extend({ confirm: z.string() }).refine((v) => v.password === v.confirm, {
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

export default function AccountResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Where the person was headed when they asked for the link (issue 15 §6): sign-in goes on there.
  const redirectTo = params.get('redirectTo');
  const [done, setDone] = useState<string | null>(null);
  const form = useContractForm(resetForm, { password: '', confirm: '' }, { toInput: (v) => ({ ...v, token }) });
  const onSubmit = form.submit(
    (input) => resetPassword({ token: input.token, password: input.password }),
    (reply) => setDone(reply.data.message),
  );

  if (!token) {
    return (
      <AuthCard title="Reset Password">
        <FormAlert message="This password reset link is incomplete. Please use the link from your email, or request a new one." />
        <div className={cardStyles.links}>
          <Link to="/account/forgotpassword">Request a new link</Link>
        </div>
      </AuthCard>
    );
  }
  if (done) {
    return (
      <AuthCard title="Password Changed">
        <Notice>{done}</Notice>
        <div className={cardStyles.links}>
          <Link to={withRedirect('/account/signin', redirectTo)}>Sign in</Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset Password" intro={<p>Choose a new password for your account.</p>}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextFieldList fields={resetFields} form={form} />
        <SubmitBar form={form} label="Set New Password" pendingLabel="Saving…" />
      </form>
      {form.formError ? (
        <div className={cardStyles.links}>
          <Link to="/account/forgotpassword">Request a new link</Link>
        </div>
      ) : null}
    </AuthCard>
  );
}
