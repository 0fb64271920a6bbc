import { Link, useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '../features/account/auth-card.tsx';
import { Notice } from '../ui/form/notice.tsx';
import { SubmitBar } from '../ui/form/submit-bar.tsx';
import { TextFieldList } from '../ui/form/text-field-list.tsx';
import { memberSignInFields, useSignInForm } from '../features/account/use-sign-in-form.ts';
import formStyles from '../ui/form/form.module.css';
import cardStyles from '../features/account/auth-card.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import type { Route } from './+types/account-signin';
import { CheckoutWall, isCheckoutDestination, withRedirect } from './checkout-wall.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Sign In', matches);
}

/** What sign-up and reset pages hand over in navigation state. */
interface ArrivalState {
  notice?: string;
  email?: string;
}

/**
 * /account/signin (spec §2): e-mail + password; afterwards back to the stored previous route.
 * On the way to checkout it is the sign-in wall: it says why, shows the bag, and
 * every link (create an account, forgot password) carries the destination on.
 */
export default function AccountSignIn() {
  const arrival = (useLocation().state ?? {}) as ArrivalState;
  const redirectTo = useSearchParams()[0].get('redirectTo');
  const { form, onSubmit } = useSignInForm(arrival.email ? { email: arrival.email } : {});
  const welcome = isCheckoutDestination(redirectTo) ? (
    <CheckoutWall destination={redirectTo ?? '/order/checkout'} />
  ) : (
    <p>Welcome back. Sign in to order faster and see your favorites.</p>
  );

  return (
    <AuthCard title="Sign In" intro={arrival.notice ? <Notice>{arrival.notice}</Notice> : welcome}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextFieldList fields={memberSignInFields} form={form} />
        <SubmitBar form={form} label="Sign In" pendingLabel="Signing In…" />
      </form>
      <div className={cardStyles.links}>
        <Link to={withRedirect('/account/forgotpassword', redirectTo)}>Forgot your password?</Link>
        <p>
          New here? <Link to={withRedirect('/account/signup', redirectTo)}>Create an account</Link>
        </p>
      </div>
    </AuthCard>
  );
}
