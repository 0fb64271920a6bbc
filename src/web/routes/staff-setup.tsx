import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AppError } from '../../domain/app-error.ts';
import { SETUP_LINK_INVALID } from '../../domain/staff/access-links.ts';
import { staffSetupRequest, type StaffSetupStatusReply } from '../../domain/staff/access-links-contract.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import cardStyles from '../features/account/auth-card.module.css';
import { passwordFields, passwordsMatch } from '../features/account/new-password-form.tsx';
import { staffHeaders, staffRobots, staffSetUp, staffSetupStatus, staffTitle } from '../features/staff/index.ts';
import { FormAlert } from '../ui/form/form-alert.tsx';
import { SubmitBar } from '../ui/form/submit-bar.tsx';
import { TextFieldList, type FieldSpec } from '../ui/form/text-field-list.tsx';
import formStyles from '../ui/form/form.module.css';
import { useContractForm } from '../ui/form/use-contract-form.ts';

export const meta = () => [{ title: staffTitle('Set up the first admin') }, staffRobots];
export const headers = staffHeaders;

type Status = StaffSetupStatusReply['data'];

/** The API's contract plus the confirmation, which only the form has. */
const setupForm = staffSetupRequest.and(z.object({ confirm: z.string() })).refine(...passwordsMatch);

const setupFields: FieldSpec<'display_name' | 'email' | 'password' | 'confirm'>[] = [
  { field: 'display_name', label: 'Your name', autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  ...passwordFields('Password', 'Confirm password'),
];

/**
 * /staff/setup?token=… — the link the server prints at start while no admin exists: the first
 * admin's account, once. A used or unknown link says so before any form.
 */
export default function StaffSetup() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const [checked, setStatus] = useState<Status | null>(null);
  // No token at all needs no question to the server.
  const status: Status | null = token ? checked : { state: 'invalid', message: SETUP_LINK_INVALID };
  const form = useContractForm(
    setupForm,
    { display_name: '', email: '', password: '', confirm: '' },
    { toInput: (v) => ({ ...v, token }) },
  );

  useEffect(() => {
    if (!token) return;
    staffSetupStatus(token)
      .then((reply) => setStatus(reply.data))
      .catch((caught: unknown) => setStatus({ state: 'invalid', message: AppError.from(caught).message }));
  }, [token]);

  const onSubmit = form.submit(
    ({ token: sent, display_name, email, password }) => staffSetUp({ token: sent, display_name, email, password }),
    (reply) =>
      void navigate('/staff/sign-in', {
        replace: true,
        state: { notice: reply.data.message, email: form.values.email },
      }),
  );

  if (!status) return <p aria-live="polite">Checking the setup link…</p>;
  if (status.state !== 'ready')
    return (
      <AuthCard title={status.state === 'used' ? 'Setup link already used' : 'Setup link not valid'}>
        <FormAlert message={status.message} />
        <div className={cardStyles.links}>
          {/* The staff home sends whoever is not signed in on to sign-in. */}
          <Link to="/staff">Go to the staff side</Link>
        </div>
      </AuthCard>
    );
  return (
    <AuthCard
      title="Set up the first admin"
      intro={
        <p>
          This link works once. The account you create here runs every store and adds the rest of the team from Team.
        </p>
      }
    >
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextFieldList fields={setupFields} form={form} />
        <SubmitBar form={form} label="Create admin account" pendingLabel="Creating…" />
      </form>
    </AuthCard>
  );
}
