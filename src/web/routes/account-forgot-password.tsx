import { Link, useNavigate, useSearchParams } from 'react-router';
import { forgotPasswordRequest, RETURN_PATH_PATTERN } from '../../domain/account/auth-contract.ts';
import { forgotPassword } from '../data/account/account-api.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import { SubmitBar } from '../ui/form/submit-bar.tsx';
import { TextField } from '../ui/form/text-field.tsx';
import { useContractForm } from '../ui/form/use-contract-form.ts';
import formStyles from '../ui/form/form.module.css';
import cardStyles from '../features/account/auth-card.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import type { Route } from './+types/account-forgot-password';
import { withRedirect } from './checkout-wall.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Forgot Password', matches);
}

/** /account/forgotpassword → /account/forgotpasswordsuccess (spec §2). */
export default function AccountForgotPassword() {
  const navigate = useNavigate();
  // The destination (checkout) survives the reset: it rides on the e-mailed link.
  const redirectTo = useSearchParams()[0].get('redirectTo');
  const returnTo = redirectTo && RETURN_PATH_PATTERN.test(redirectTo) ? redirectTo : null;
  const form = useContractForm(
    forgotPasswordRequest,
    { email: '' },
    {
      toInput: (v) => ({ ...v, ...(returnTo ? { return_to: returnTo } : {}) }),
    },
  );
  const onSubmit = form.submit(
    (input) => forgotPassword(input),
    (reply) =>
      void navigate(withRedirect('/account/forgotpasswordsuccess', returnTo), {
        state: { message: reply.data.message },
      }),
  );
  return (
    <AuthCard
      title="Forgot Password"
      intro={<p>Enter the email address of your account and we will send you a link to choose a new password.</p>}
    >
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <SubmitBar form={form} label="Send Reset Link" pendingLabel="Sending…" />
      </form>
      <div className={cardStyles.links}>
        <Link to={withRedirect('/account/signin', redirectTo)}>Back to sign in</Link>
      </div>
    </AuthCard>
  );
}
