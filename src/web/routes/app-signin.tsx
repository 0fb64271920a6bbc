import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { signInRequest } from '../../domain/account/auth-contract.ts';
import { signIn } from '../features/account/api.ts';
import { FormAlert, TextField } from '../features/account/fields.tsx';
import formStyles from '../features/account/form.module.css';
import { takePreviousRoute } from '../features/account/previous-route.ts';
import { useZodForm } from '../features/account/use-zod-form.ts';
import styles from '../features/kiosk/kiosk.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import { setCsrfToken } from '../lib/api-client.ts';
import { setMemberUser } from '../state/members.ts';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/app-signin';

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Sign In', matches);
}

/**
 * /app/signin (spec §2 in-app flows): the member sign-in in the kiosk frame, back to the stored
 * route (the kiosk checkout) afterwards. The kiosk's idle reset signs the member out again.
 */
export default function AppSignIn() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const form = useZodForm(signInRequest, { email: '', password: '' });
  const onSubmit = form.submit(
    (input) => signIn(input),
    async (reply) => {
      setCsrfToken(reply.data.csrf_token);
      setMemberUser(reply.data.user);
      await revalidator.revalidate();
      await navigate(takePreviousRoute(params.get('redirectTo') ?? '/app/checkout'), { replace: true });
    },
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Sign In</h1>
      <p className={styles.lead}>Sign in to place your order.</p>
      <form className={`${formStyles.form} ${styles.signin}`} onSubmit={onSubmit} noValidate>
        <TextField name="email" label="Email" type="email" autoComplete="email" value={form.values.email} onValue={(v) => form.set('email', v)} error={form.errors.email} />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" value={form.values.password} onValue={(v) => form.set('password', v)} error={form.errors.password} />
        <FormAlert message={form.formError} />
        <Button type="submit" size="lg" block disabled={form.pending}>
          {form.pending ? 'Signing In…' : 'Sign In'}
        </Button>
      </form>
    </div>
  );
}
