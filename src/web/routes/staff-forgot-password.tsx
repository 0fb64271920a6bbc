import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { staffForgotPasswordRequest } from '../../domain/staff/access-links-contract.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import cardStyles from '../features/account/auth-card.module.css';
import { staffForgotPassword, staffHeaders, staffRobots, staffTitle } from '../features/staff/index.ts';
import { SubmitBar } from '../ui/form/submit-bar.tsx';
import { TextField } from '../ui/form/text-field.tsx';
import formStyles from '../ui/form/form.module.css';
import { useContractForm } from '../ui/form/use-contract-form.ts';

export const meta = () => [{ title: staffTitle('Forgot password') }, staffRobots];
export const headers = staffHeaders;

/** /staff/forgot-password: e-mails a single-use link; the same words whether or not the account exists. */
export default function StaffForgotPassword() {
  const [sent, setSent] = useState<string | null>(null);
  const said = useRef<HTMLParagraphElement>(null);
  const form = useContractForm(staffForgotPasswordRequest, { email: '' });
  const onSubmit = form.submit(
    (input) => staffForgotPassword(input),
    (reply) => setSent(reply.data.message),
  );
  // The form goes away: the keyboard lands on what happened.
  useEffect(() => {
    if (sent) said.current?.focus();
  }, [sent]);

  return (
    <AuthCard
      title="Forgot password"
      intro={
        sent ? undefined : (
          <p>Enter the e-mail of your staff account and we will send you a link to choose a new password.</p>
        )
      }
    >
      {sent ? (
        <p ref={said} tabIndex={-1} role="status" className={formStyles.notice}>
          {sent}
        </p>
      ) : (
        <form className={formStyles.form} onSubmit={onSubmit} noValidate>
          <TextField label="Email" type="email" autoComplete="username" {...form.field('email')} />
          <SubmitBar form={form} label="Send reset link" pendingLabel="Sending…" />
        </form>
      )}
      <div className={cardStyles.links}>
        {sent ? <p>Didn’t get it? Check your spam folder, or ask an admin to reset your password from Team.</p> : null}
        <Link to="/staff/sign-in">Back to sign in</Link>
      </div>
    </AuthCard>
  );
}
