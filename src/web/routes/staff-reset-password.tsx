import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../features/account/auth-card.tsx';
import { NewPasswordForm } from '../features/account/new-password-form.tsx';
import cardStyles from '../features/account/auth-card.module.css';
import { staffHeaders, staffResetPassword, staffRobots, staffTitle } from '../features/staff/index.ts';
import { FormAlert } from '../ui/form/form-alert.tsx';

export const meta = () => [{ title: staffTitle('Choose a new password') }, staffRobots];
export const headers = staffHeaders;

/** /staff/reset-password?token=… (the e-mailed single-use link): a new password, then sign-in. */
export default function StaffResetPassword() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const requestAgain = (
    <div className={cardStyles.links}>
      <Link to="/staff/forgot-password">Request a new link</Link>
      <Link to="/staff/sign-in">Back to sign in</Link>
    </div>
  );

  if (!token)
    return (
      <AuthCard title="Choose a new password">
        <FormAlert message="This password reset link is incomplete. Use the link from your e-mail, or request a new one." />
        {requestAgain}
      </AuthCard>
    );
  return (
    <AuthCard
      title="Choose a new password"
      intro={<p>Choosing a new password signs you out on every device. The link works once.</p>}
    >
      <NewPasswordForm
        send={(password) => staffResetPassword({ token, password })}
        onSaved={(notice) => void navigate('/staff/sign-in', { replace: true, state: { notice } })}
        label="Save new password"
        whenRefused={requestAgain}
      />
    </AuthCard>
  );
}
