import { useState } from 'react';
import { Link, redirect, useRevalidator } from 'react-router';
import { deleteAccountRequest } from '../../domain/account/profile-contract.ts';
import { deleteAccount } from '../data/account/account-api.ts';
import { AuthCard } from '../features/account/auth-card.tsx';
import { CheckboxField } from '../ui/form/checkbox-field.tsx';
import { Notice } from '../ui/form/notice.tsx';
import { SubmitBar } from '../ui/form/submit-bar.tsx';
import { TextField } from '../ui/form/text-field.tsx';
import { useContractForm } from '../ui/form/use-contract-form.ts';
import formStyles from '../ui/form/form.module.css';
import cardStyles from '../features/account/auth-card.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import { setMemberUser } from '../state/members.ts';
import type { Route } from './+types/account-delete';

export function loader({ context }: Route.LoaderArgs) {
  if (!context.viewer.signedIn) throw redirect('/account/signin?redirectTo=%2Faccount%2Fdeleteaccount');
  return null;
}

/** After deletion the root loader refreshes (signed out); this page must stay to say it is done. */
export function shouldRevalidate() {
  return false;
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Delete Account', matches);
}

/**
 * /account/deleteaccount: confirmation and password re-entry. Personal data is erased;
 * past orders stay, anonymised, for the bakery's books.
 */
export default function AccountDelete() {
  const revalidator = useRevalidator();
  const [done, setDone] = useState<string | null>(null);
  const form = useContractForm(deleteAccountRequest, { password: '', confirm: false as boolean });
  const onSubmit = form.submit(
    (input) => deleteAccount(input),
    (reply) => {
      setMemberUser(null);
      setDone(reply.data.message);
      void revalidator.revalidate();
    },
  );
  if (done) {
    return (
      <AuthCard title="Account Deleted">
        <Notice>{done} Thank you for ordering with us.</Notice>
        <div className={cardStyles.links}>
          <Link to="/">Back to the home page</Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Delete Account"
      intro={
        <>
          <p>
            This permanently deletes your account: your profile, favorite locations, saved addresses and sign-in. It
            cannot be undone.
          </p>
          <p>Receipts of past orders are kept without your name or contact details.</p>
        </>
      }
    >
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <CheckboxField label="I understand that my account will be deleted permanently" {...form.check('confirm')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
        <SubmitBar form={form} label="Delete My Account" pendingLabel="Deleting…" />
      </form>
      <div className={cardStyles.links}>
        <Link to="/account?section=general">Keep my account</Link>
      </div>
    </AuthCard>
  );
}
