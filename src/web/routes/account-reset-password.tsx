import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { resetPassword } from '../data/account/account-api.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import { NewPasswordForm } from '../features/account/new-password-form.tsx';
import { FormAlert } from '../ui/form/form-alert.tsx';
import { Notice } from '../ui/form/notice.tsx';
import cardStyles from '../features/account/auth-card.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import type { Route } from './+types/account-reset-password';
import { withRedirect } from './checkout-wall.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Reset Password', matches);
}

/** /account/resetpassword?token=… (the e-mailed one-time link, 30 minutes). */
export default function AccountResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Where the person was headed when they asked for the link: sign-in goes on there.
  const redirectTo = params.get('redirectTo');
  const [done, setDone] = useState<string | null>(null);

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
      <NewPasswordForm
        send={(password) => resetPassword({ token, password })}
        onSaved={setDone}
        label="Set New Password"
        whenRefused={
          <div className={cardStyles.links}>
            <Link to="/account/forgotpassword">Request a new link</Link>
          </div>
        }
      />
    </AuthCard>
  );
}
