import { SubmitBar } from '../ui/form/submit-bar.tsx';
import { TextFieldList } from '../ui/form/text-field-list.tsx';
import formStyles from '../ui/form/form.module.css';
import { memberSignInFields, useSignInForm } from '../features/account/use-sign-in-form.ts';
import styles from '../features/kiosk/kiosk.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
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
        <TextFieldList fields={memberSignInFields} form={form} />
        <SubmitBar form={form} label="Sign In" pendingLabel="Signing In…" />
      </form>
    </div>
  );
}
