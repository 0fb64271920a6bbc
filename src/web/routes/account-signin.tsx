import { Link, useLocation, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { signInRequest } from '../../domain/account/auth-contract.ts';
import { setCsrfToken } from '../lib/api-client.ts';
import { signIn } from '../features/account/api.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import { FormAlert, Notice, TextField } from '../features/account/fields.tsx';
import { takePreviousRoute } from '../features/account/previous-route.ts';
import { useZodForm } from '../features/account/use-zod-form.ts';
import formStyles from '../features/account/form.module.css';
import cardStyles from '../features/account/auth-card.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import { setMemberUser } from '../state/members.ts';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/account-signin';

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Sign In', matches);
}

/** What sign-up and reset pages hand over in navigation state. */
interface ArrivalState {
  notice?: string;
  email?: string;
}

/** /account/signin (spec §2): e-mail + password; afterwards back to the stored previous route. */
export default function AccountSignIn() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const arrival = (useLocation().state ?? {}) as ArrivalState;
  const [params] = useSearchParams();
  const form = useZodForm(signInRequest, { email: arrival.email ?? '', password: '' });

  const onSubmit = form.submit(
    (input) => signIn(input),
    async (reply) => {
      setCsrfToken(reply.data.csrf_token);
      setMemberUser(reply.data.user);
      // The root loader picks up the new session (viewer, CSRF token) before we move on.
      await revalidator.revalidate();
      await navigate(takePreviousRoute(params.get('redirectTo')), { replace: true });
    },
  );

  return (
    <AuthCard title="Sign In" intro={arrival.notice ? <Notice>{arrival.notice}</Notice> : <p>Welcome back. Sign in to order faster and see your favourites.</p>}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <FormAlert message={form.formError} />
        <Button type="submit" size="lg" block disabled={form.pending}>
          {form.pending ? 'Signing In…' : 'Sign In'}
        </Button>
      </form>
      <div className={cardStyles.links}>
        <Link to="/account/forgotpassword">Forgot your password?</Link>
        <p>
          New here? <Link to="/account/signup">Create an account</Link>
        </p>
      </div>
    </AuthCard>
  );
}
