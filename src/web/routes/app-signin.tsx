import { FormAlert } from '../ui/form/form-alert.tsx';
import { TextField } from '../ui/form/text-field.tsx';
import formStyles from '../ui/form/form.module.css';
import { useSignInForm } from '../features/account/use-sign-in-form.ts';
import styles from '../features/kiosk/kiosk.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
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
  const { form, onSubmit } = useSignInForm({ fallback: '/app/checkout' });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Sign In</h1>
      <p className={styles.lead}>Sign in to place your order.</p>
      <form className={`${formStyles.form} ${styles.signin}`} onSubmit={onSubmit} noValidate>
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          value={form.values.email}
          onValue={(v) => form.set('email', v)}
          error={form.errors.email}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onValue={(v) => form.set('password', v)}
          error={form.errors.password}
        />
        <FormAlert message={form.formError} />
        <Button type="submit" size="lg" block disabled={form.pending}>
          {form.pending ? 'Signing In…' : 'Sign In'}
        </Button>
      </form>
    </div>
  );
}
