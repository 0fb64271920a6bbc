import { useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';
import { VERIFY_EMAIL_NOTICE } from '../../../domain/account/verify-email-contract.ts';
import { useProfile } from '../../data/account/account-queries.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { Notice } from '../../ui/form/notice.tsx';
import styles from './account-page.module.css';

/**
 * A borderless brand's account page, until the member opens a verification link: their guest
 * orders join the account only then. "Send Link" mails a new one (the welcome mail had the first).
 */
export function VerifyEmailNotice() {
  const profile = useProfile();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!profile.data || profile.data.email_verified) return null;
  const send = async () => {
    setPending(true);
    setError(null);
    try {
      const { sendEmailVerification } = await import('../../data/account/account-api.ts');
      setSent((await sendEmailVerification()).data.message);
    } catch (e) {
      setError(customerMessage(AppError.from(e)));
    } finally {
      setPending(false);
    }
  };
  return (
    <section className={styles.verify} aria-labelledby="verify-email-title">
      <h2 id="verify-email-title" className={styles.verifyTitle}>
        {VERIFY_EMAIL_NOTICE}
      </h2>
      <p className={styles.verifyText}>We e-mailed a link to {profile.data.email}. Open it to finish.</p>
      {sent ? (
        <Notice>{sent}</Notice>
      ) : (
        <Button variant="secondary" onClick={() => void send()} disabled={pending}>
          {pending ? 'Sending…' : 'Send a New Link'}
        </Button>
      )}
      {error ? <FormAlert message={error} /> : null}
    </section>
  );
}
