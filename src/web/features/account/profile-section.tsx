import { z } from 'zod';
import { emailField, firstNameField, lastNameField, phoneField } from '../../../domain/account/fields.ts';
import { formatPhone } from '../../../domain/locations/format.ts';
import type { Profile } from '../../../domain/account/profile-contract.ts';
import { setMemberUser } from '../../state/members.ts';
import { updateProfile } from '../../data/account/account-api.ts';
import { useProfile } from '../../data/account/account-queries.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { Notice } from '../../ui/form/notice.tsx';
import { SubmitBar } from '../../ui/form/submit-bar.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import formStyles from '../../ui/form/form.module.css';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import styles from './account-page.module.css';

/** The form's own schema: the API's fields, plus "current password only when the e-mail changes". */
const profileForm = (currentEmail: string) =>
  z
    .object({
      first_name: firstNameField,
      last_name: lastNameField,
      phone: phoneField,
      email: emailField,
      current_password: z.string(),
    })
    .refine((v) => v.email === currentEmail || v.current_password.length > 0, {
      path: ['current_password'],
      error: 'Please enter your current password to change your email address',
    });

/** Profile: names, phone and e-mail (an e-mail change needs the current password). */
export function ProfileSection() {
  const remote = useProfile();
  if (remote.loading) return <p role="status">Loading your profile…</p>;
  if (!remote.data) return <FormAlert message={remote.error} />;
  return (
    <>
      <ProfileForm profile={remote.data} onSaved={remote.setData} />
      <DeleteAccountLink />
    </>
  );
}

/**
 * Deleting the account is a profile matter, set apart at the foot of Profile, not under every
 * section (issue 42 §13: it sat right under the order history); the page it opens asks again.
 */
function DeleteAccountLink() {
  return (
    <section className={styles.closeAccount} aria-labelledby="close-account-title">
      <h3 id="close-account-title" className={styles.closeAccountTitle}>
        Delete account
      </h3>
      <p className={styles.closeAccountText}>
        Deleting your account erases your profile, favorite locations and saved addresses. You will be asked to confirm.
      </p>
      <Link to="/account/deleteaccount" className={styles.closeAccountLink}>
        Delete my account
      </Link>
    </section>
  );
}

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const [saved, setSaved] = useState(false);
  const form = useContractForm(profileForm(profile.email), {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: formatPhone(profile.phone),
    email: profile.email,
    current_password: '',
  });
  const emailChanged = form.values.email.trim().toLowerCase() !== profile.email;
  const onSubmit = form.submit(
    (input) =>
      updateProfile({
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone ?? '',
        ...(input.email !== profile.email ? { email: input.email, current_password: input.current_password } : {}),
      }),
    (reply) => {
      onSaved(reply.data.profile);
      setMemberUser({ first_name: reply.data.profile.first_name });
      form.set('current_password', '');
      setSaved(true);
    },
  );
  return (
    <form className={formStyles.form} onSubmit={(e) => (setSaved(false), onSubmit(e))} noValidate>
      <div className={formStyles.row}>
        <TextField label="First name" autoComplete="given-name" {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...form.field('last_name')} />
      </div>
      <TextField label="Phone" type="tel" autoComplete="tel" optional {...form.field('phone')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      {emailChanged ? (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Needed to change your email address."
          {...form.field('current_password')}
        />
      ) : null}
      <SubmitBar form={form} label="Save Changes" pendingLabel="Saving…" layout="actions">
        {saved ? <Notice>Your profile has been saved.</Notice> : null}
      </SubmitBar>
    </form>
  );
}
