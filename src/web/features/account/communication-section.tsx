import { useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import { updateProfile } from '../../data/account/account-api.ts';
import { useProfile } from '../../data/account/account-queries.ts';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { Notice } from '../../ui/form/notice.tsx';
import formStyles from '../../ui/form/form.module.css';

/** Communication preferences: the newsletter opt-in, saved as soon as it is ticked. */
export function CommunicationSection() {
  const remote = useProfile();
  const [status, setStatus] = useState<{ ok: string | null; error: string | null }>({ ok: null, error: null });
  if (remote.loading) return <p role="status">Loading your preferences…</p>;
  if (!remote.data) return <FormAlert message={remote.error} />;
  const profile = remote.data;
  const change = async (newsletter: boolean) => {
    setStatus({ ok: null, error: null });
    try {
      const reply = await updateProfile({ newsletter });
      remote.setData(reply.data.profile);
      setStatus({
        ok: newsletter ? 'You will receive our emails.' : 'You will no longer receive our emails.',
        error: null,
      });
    } catch (e) {
      setStatus({ ok: null, error: AppError.from(e).message });
    }
  };
  return (
    <div className={formStyles.form}>
      <CheckboxField
        name="newsletter"
        label="Send me news and offers by email"
        checked={profile.newsletter}
        onChecked={(v) => void change(v)}
      />
      <FormAlert message={status.error} />
      {status.ok ? <Notice>{status.ok}</Notice> : null}
    </div>
  );
}
