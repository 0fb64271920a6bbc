import { useNavigate } from 'react-router';
import { staffSignInRequest } from '../../domain/staff/contract.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import { FormAlert } from '../ui/form/form-alert.tsx';
import { TextField } from '../ui/form/text-field.tsx';
import formStyles from '../ui/form/form.module.css';
import { useZodForm } from '../ui/form/use-zod-form.ts';
import { staffHeaders, staffRobots, staffSignIn, staffTitle, useStaffSession } from '../features/staff/index.ts';
import { Button } from '../ui/button.tsx';

export const meta = () => [{ title: staffTitle('Staff sign in') }, staffRobots];
export const headers = staffHeaders;

/** /staff/sign-in (issue 16): staff accounts only; a one-time password goes on to /staff/password. */
export default function StaffSignIn() {
  const { setSession } = useStaffSession();
  const navigate = useNavigate();
  const form = useZodForm(staffSignInRequest, { email: '', password: '' });
  const onSubmit = form.submit(
    (input) => staffSignIn(input),
    (reply) => {
      setSession(reply.data);
      void navigate(reply.data.staff.must_change_password ? '/staff/password' : '/staff', { replace: true });
    },
  );
  return (
    <AuthCard title="Staff sign in" intro={<p>For Larkspur store teams. Customers sign in from the main site.</p>}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextField label="Email" type="email" autoComplete="username" {...form.field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
        <FormAlert message={form.formError} />
        <Button type="submit" size="lg" block disabled={form.pending}>
          {form.pending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
