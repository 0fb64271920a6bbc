import { Link, useLocation, useNavigate } from 'react-router';
import { staffSignInRequest } from '../../domain/staff/contract.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import cardStyles from '../features/account/auth-card.module.css';
import { Notice } from '../ui/form/notice.tsx';
import { SubmitBar } from '../ui/form/submit-bar.tsx';
import { TextFieldList, type FieldSpec } from '../ui/form/text-field-list.tsx';
import formStyles from '../ui/form/form.module.css';
import { useContractForm } from '../ui/form/use-contract-form.ts';
import { staffHeaders, staffRobots, staffSignIn, staffTitle, useStaffSession } from '../features/staff/index.ts';

export const meta = () => [{ title: staffTitle('Staff sign in') }, staffRobots];
export const headers = staffHeaders;

/** Staff e-mail is the account name (`username`), so a password manager keeps it apart from a member's. */
const staffSignInFields: FieldSpec<'email' | 'password'>[] = [
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { field: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

/** /staff/sign-in: staff accounts only; a one-time password goes on to /staff/password. */
export default function StaffSignIn() {
  const { setSession } = useStaffSession();
  const navigate = useNavigate();
  // After a reset or the first admin's setup: what happened, and the e-mail to sign in with.
  const arrived = (useLocation().state ?? {}) as { notice?: string; email?: string };
  const form = useContractForm(staffSignInRequest, { email: arrived.email ?? '', password: '' });
  const onSubmit = form.submit(
    (input) => staffSignIn(input),
    (reply) => {
      setSession(reply.data);
      void navigate(reply.data.staff.must_change_password ? '/staff/password' : '/staff', { replace: true });
    },
  );
  return (
    <AuthCard title="Staff sign in" intro={<p>For Larkspur store teams. Customers sign in from the main site.</p>}>
      {arrived.notice ? <Notice>{arrived.notice}</Notice> : null}
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextFieldList fields={staffSignInFields} form={form} />
        <SubmitBar form={form} label="Sign in" pendingLabel="Signing in…" />
      </form>
      <div className={cardStyles.links}>
        <Link to="/staff/forgot-password">Forgot password?</Link>
      </div>
    </AuthCard>
  );
}
