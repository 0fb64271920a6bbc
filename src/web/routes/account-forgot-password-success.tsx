import { Link, useLocation, useSearchParams } from 'react-router';
import { forgotPasswordAccepted } from '../../domain/account/messages.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import { Notice } from '../ui/form/notice.tsx';
import cardStyles from '../features/account/auth-card.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import type { Route } from './+types/account-forgot-password-success';
import { withRedirect } from './checkout-wall.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Check Your Email', matches);
}

/** /account/forgotpasswordsuccess: the same words whether or not the account exists. */
export default function AccountForgotPasswordSuccess() {
  const state = (useLocation().state ?? {}) as { message?: string };
  const redirectTo = useSearchParams()[0].get('redirectTo');
  const message = state.message ?? forgotPasswordAccepted('that e-mail address');
  return (
    <AuthCard title="Check Your Email">
      <Notice>{message}</Notice>
      <div className={cardStyles.links}>
        <p>
          Didn't get it? Check your spam folder, or{' '}
          <Link to={withRedirect('/account/forgotpassword', redirectTo)}>send another link</Link>.
        </p>
        <Link to={withRedirect('/account/signin', redirectTo)}>Back to sign in</Link>
      </div>
    </AuthCard>
  );
}
