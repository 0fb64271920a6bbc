import { z } from 'zod';
import { emailField, firstNameField, lastNameField, phoneField, formatPhone } from '../../../domain/account/fields.ts';
import type { Profile } from '../../../domain/account/profile-contract.ts';
import { setMemberUser } from '../../state/members.ts';
import { Button } from '../../ui/button.tsx';
import { getProfile, updateProfile } from './api.ts';
import { FormAlert, Notice, TextField } from './fields.tsx';
import formStyles from './form.module.css';
import { useRemote } from './use-remote.ts';
import { useZodForm } from './use-zod-form.ts';
import { useState } from 'react';

/** The form's own schema: the API's fields, plus "current password only when the e-mail changes". */
const profileForm = (currentEmail: string) =>
  z
    .object({ first_name: firstNameField, last_name: lastNameField, phone: phoneField, email: emailField, current_password: z.string() })
    .refine((v) => v.email === currentEmail || v.current_password.length > 0, {
      path: ['current_password'],
      error: 'Please enter your current password to change your email address',
    });

/** Profile: names, phone and e-mail (an e-mail change needs the current password). */
export function ProfileSection() {
  const remote = useRemote(() => getProfile().then((r) => r.data.profile));
  if (remote.loading) return <p role="status">Loading your profile…</p>;
  if (!remote.data) return <FormAlert message={remote.error} />;
  return <ProfileForm profile={remote.data} onSaved={remote.setData} />;
}

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const [saved, setSaved] = useState(false);
  const form = useZodForm(profileForm(profile.email), {
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
        <TextField name="first_name" label="First name" autoComplete="given-name" value={form.values.first_name} onValue={(v) => form.set('first_name', v)} error={form.errors.first_name} />
        <TextField name="last_name" label="Last name" autoComplete="family-name" value={form.values.last_name} onValue={(v) => form.set('last_name', v)} error={form.errors.last_name} />
      </div>
      <TextField name="phone" label="Phone" type="tel" autoComplete="tel" optional value={form.values.phone} onValue={(v) => form.set('phone', v)} error={form.errors.phone} />
      <TextField name="email" label="Email" type="email" autoComplete="email" value={form.values.email} onValue={(v) => form.set('email', v)} error={form.errors.email} />
      {emailChanged ? (
        <TextField
          name="current_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Needed to change your email address."
          value={form.values.current_password}
          onValue={(v) => form.set('current_password', v)}
          error={form.errors.current_password}
        />
      ) : null}
      <FormAlert message={form.formError} />
      {saved ? <Notice>Your profile has been saved.</Notice> : null}
      <div className={formStyles.actions}>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
