import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AppError } from '../../domain/app-error.ts';
import { customerMessage } from '../../domain/customer-copy.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import cardStyles from '../features/account/auth-card.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import { FormAlert } from '../ui/form/form-alert.tsx';
import { Notice } from '../ui/form/notice.tsx';
import type { Route } from './+types/account-verify-email';

export function meta({ matches }: Route.MetaArgs) {
  return [...titleMeta('Verify Your E-mail', matches), { name: 'robots', content: 'noindex' }];
}

type Outcome = { ok: true; message: string; claimed: number } | { ok: false; message: string };

/**
 * /account/verifyemail?token=… (the e-mailed single-use link). The token is spent by a POST from
 * the page, never by the GET itself, so a mail scanner that follows links verifies nothing.
 */
export default function AccountVerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void (async () => {
      try {
        const { verifyEmail } = await import('../data/account/account-api.ts');
        const reply = await verifyEmail({ token });
        setOutcome({ ok: true, message: reply.data.message, claimed: reply.data.claimed });
      } catch (e) {
        setOutcome({ ok: false, message: customerMessage(AppError.from(e)) });
      }
    })();
  }, [token]);

  if (!token || (outcome && !outcome.ok)) {
    return (
      <AuthCard title="Verify Your E-mail">
        <FormAlert
          message={outcome?.message ?? 'This verification link is incomplete. Please use the link from your e-mail.'}
        />
        <div className={cardStyles.links}>
          <Link to="/account">Go to My Account</Link>
        </div>
      </AuthCard>
    );
  }
  if (!outcome) {
    return (
      <AuthCard title="Verify Your E-mail">
        <p>Verifying your e-mail…</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="E-mail Verified">
      <Notice>{outcome.message}</Notice>
      <div className={cardStyles.links}>
        <Link to={outcome.claimed > 0 ? '/account?section=orders' : '/account'}>
          {outcome.claimed > 0 ? 'See Your Orders' : 'Go to My Account'}
        </Link>
      </div>
    </AuthCard>
  );
}
