import { Link, useNavigate } from 'react-router';
import { signUpRequest } from '../../domain/account/auth-contract.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../domain/account/password-policy.ts';
import { signUp } from '../features/account/api.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import { CheckboxField, FormAlert, TextField } from '../features/account/fields.tsx';
import { useZodForm } from '../features/account/use-zod-form.ts';
import formStyles from '../features/account/form.module.css';
import cardStyles from '../features/account/auth-card.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/account-signup';

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Create Account', matches);
}

/**
 * /account/signup (issue 7): first name, last name, e-mail, phone (optional), password,
 * newsletter opt-in. The reply is the same for a new and a known e-mail (decision 070), so the
 * next step is always the sign-in page with that message.
 */
export default function AccountSignUp() {
  const navigate = useNavigate();
  const form = useZodForm(signUpRequest, { first_name: '', last_name: '', email: '', phone: '', password: '', newsletter: false as boolean });
  const onSubmit = form.submit(
    (input) => signUp({ ...input, phone: input.phone ?? '' }),
    (reply) => void navigate('/account/signin', { state: { notice: reply.data.message, email: form.values.email.trim().toLowerCase() } }),
  );

  return (
    <AuthCard title="Create Account" intro={<p>Save favourite locations and delivery addresses, and check out faster.</p>}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <div className={formStyles.row}>
          <TextField label="First name" autoComplete="given-name" {...form.field('first_name')} />
          <TextField label="Last name" autoComplete="family-name" {...form.field('last_name')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" optional {...form.field('phone')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A few unrelated words make a strong one; very common passwords are not accepted.`}
          {...form.field('password')}
        />
        <CheckboxField name="newsletter" label="Send me news and offers by email" checked={form.values.newsletter} onChecked={(v) => form.set('newsletter', v)} />
        <FormAlert message={form.formError} />
        <Button type="submit" size="lg" block disabled={form.pending}>
          {form.pending ? 'Creating Account…' : 'Create Account'}
        </Button>
      </form>
      <div className={cardStyles.links}>
        <p>
          Already have an account? <Link to="/account/signin">Sign in</Link>
        </p>
      </div>
    </AuthCard>
  );
}
