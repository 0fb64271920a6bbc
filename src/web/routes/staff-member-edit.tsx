import { useEffect, useRef, useState } from 'react';
import { AppError } from '../../domain/app-error.ts';
import type { StaffLocation, StaffMemberSummary } from '../../domain/staff/contract.ts';
import { resetStaffPassword, updateStaffMember } from '../features/staff/index.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form/form-alert.tsx';
import { StaffMemberForm } from './staff-member-form.tsx';
import styles from './staff-pages.module.css';

/** Team → Edit a person: role and locations, and resetting their password. */
export function StaffMemberEdit({
  member,
  locations,
  onDone,
}: {
  member: StaffMemberSummary;
  locations: StaffLocation[];
  onDone: (message: string | null) => void;
}) {
  return (
    <>
      <h2 className={styles.subtitle}>Edit {member.display_name}</h2>
      <StaffMemberForm
        key={member.id}
        idPrefix={`edit-${member.id}`}
        isNew={false}
        locations={locations}
        initial={{
          email: member.email,
          display_name: member.display_name,
          role: member.role,
          location_ids: member.location_ids,
        }}
        submitLabel="Save changes"
        onCancel={() => onDone(null)}
        onSubmit={async (values) => {
          await updateStaffMember(member.id, { role: values.role, location_ids: values.location_ids });
          onDone(`${member.display_name} was updated.`);
        }}
      />
      <PasswordReset key={`reset-${member.id}`} member={member} />
    </>
  );
}

/**
 * "Reset password": a new one-time password, shown once like when a person is added. Their
 * sessions end at once and they choose their own at next sign-in. Focus moves to the result.
 */
function PasswordReset({ member }: { member: StaffMemberSummary }) {
  const [issued, setIssued] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (issued) result.current?.focus();
  }, [issued]);

  const reset = async () => {
    setPending(true);
    try {
      setIssued((await resetStaffPassword(member.id)).data.one_time_password);
      setError(null);
    } catch (caught) {
      setError(AppError.from(caught).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`reset-${member.id}-title`}>
      <h3 id={`reset-${member.id}-title`} className={styles.legend}>
        Password
      </h3>
      {issued ? (
        <div
          ref={result}
          tabIndex={-1}
          role="status"
          className={styles.resetResult}
          data-testid="password-reset-result"
        >
          <p>
            New one-time password for <strong>{member.email}</strong> (shown once; they are signed out everywhere and
            choose their own at next sign-in):
          </p>
          <p>
            <code className={styles.secret} data-testid="one-time-password">
              {issued}
            </code>
          </p>
          <Button variant="secondary" onClick={() => setIssued(null)}>
            Done
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.muted}>
            Makes a new one-time password for {member.display_name} and signs them out on every device.
          </p>
          <FormAlert message={error} />
          <Button variant="secondary" disabled={pending} onClick={() => void reset()}>
            {pending ? 'Resetting…' : 'Reset password'}
          </Button>
        </>
      )}
    </section>
  );
}
