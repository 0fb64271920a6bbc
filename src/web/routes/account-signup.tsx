import { Link, useSearchParams } from 'react-router';
import { signUpRequest } from '../../domain/account/auth-contract.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../domain/account/password-policy.ts';
import { signUp } from '../data/account/account-api.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import { CheckboxField } from '../ui/form/checkbox-field.tsx';
import { FormAlert } from '../ui/form/form-alert.tsx';
import { TextField } from '../ui/form/text-field.tsx';
import { useFinishSignIn } from '../features/account/use-sign-in-form.ts';
import { useContractForm } from '../ui/form/use-contract-form.ts';
import formStyles from '../ui/form/form.module.css';
import cardStyles from '../features/account/auth-card.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/account-signup';
import { CheckoutWall, isCheckoutDestination, withRedirect } from './checkout-wall.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Create Account', matches);
}

/**
 * /account/signup: first name, last name, e-mail, phone (optional), password,
 * newsletter opt-in. A new member is signed in and goes back where they were headed — checkout
 * when they came from the sign-in wall. A known e-mail
 * is told so at the e-mail field, with sign-in and reset offered (destination kept).
 */
export default function AccountSignUp() {
  const redirectTo = useSearchParams()[0].get('redirectTo');
  const finish = useFinishSignIn();
  const form = useContractForm(signUpRequest, {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    password: '',
    newsletter: false as boolean,
  });
  const onSubmit = form.submit(
    (input) => signUp({ ...input, phone: input.phone ?? '' }),
    (reply) => void finish(reply.data),
  );
  const intro = isCheckoutDestination(redirectTo) ? (
    <CheckoutWall destination={redirectTo ?? '/order/checkout'} />
  ) : (
    <p>Save favorite locations and delivery addresses, and check out faster.</p>
  );

  return (
    <AuthCard title="Create Account" intro={intro}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <div className={formStyles.row}>
          <TextField label="First name" autoComplete="given-name" {...form.field('first_name')} />
          <TextField label="Last name" autoComplete="family-name" {...form.field('last_name')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        {/* Right under the e-mail's own message: the two ways on. */}
        {form.serverCode === 'ACCOUNT_EXISTS' ? (
          <p className={cardStyles.next}>
            <Link
              to={withRedirect('/account/signin', redirectTo)}
              state={{ email: form.values.email.trim().toLowerCase() }}
            >
              Sign in
            </Link>{' '}
            or <Link to={withRedirect('/account/forgotpassword', redirectTo)}>reset your password</Link>
          </p>
        ) : null}
        <TextField label="Phone" type="tel" autoComplete="tel" optional {...form.field('phone')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A few unrelated words make a strong one; very common passwords are not accepted.`}
          {...form.field('password')}
        />
        <CheckboxField label="Send me news and offers by email" {...form.check('newsletter')} />
        <FormAlert message={form.formError} />
        <Button type="submit" size="lg" block disabled={form.pending}>
          {form.pending ? 'Creating Account…' : 'Create Account'}
        </Button>
      </form>
      <div className={cardStyles.links}>
        <p>
          Already have an account? <Link to={withRedirect('/account/signin', redirectTo)}>Sign in</Link>
        </p>
      </div>
    </AuthCard>
  );
}
