import { useState, type FormEvent } from 'react';
import { AppError } from '../../domain/app-error.ts';
import type { StaffLocation } from '../../domain/staff/contract.ts';
import { ROLE_LABELS, STAFF_ROLES, locationsRequired, type StaffRole } from '../../domain/staff/roles.ts';
import { Button } from '../ui/button.tsx';
import styles from './staff-pages.module.css';

export interface MemberFormValues {
  email: string;
  display_name: string;
  role: StaffRole;
  location_ids: string[];
}

/**
 * Add or edit a staff member (issue 16): role and locations; a new member also needs name and
 * e-mail. Locations are only asked for managers and staff (admins run every location).
 */
export function StaffMemberForm(props: {
  idPrefix: string;
  locations: StaffLocation[];
  initial: MemberFormValues;
  isNew: boolean;
  submitLabel: string;
  onSubmit: (values: MemberFormValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = (name: string) => `${props.idPrefix}-${name}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      await props.onSubmit(values);
    } catch (caught) {
      setError(AppError.from(caught).message);
    } finally {
      setPending(false);
    }
  };
  const toggle = (locationId: string, on: boolean) =>
    setValues((v) => ({
      ...v,
      location_ids: on ? [...v.location_ids, locationId] : v.location_ids.filter((x) => x !== locationId),
    }));

  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.formGrid}>
        {props.isNew ? (
          <>
            <div className={styles.field}>
              <label htmlFor={id('name')}>Name</label>
              <input
                id={id('name')}
                name="display_name"
                autoComplete="off"
                value={values.display_name}
                onChange={(e) => setValues({ ...values, display_name: e.target.value })}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={id('email')}>Email</label>
              <input
                id={id('email')}
                name="email"
                type="email"
                autoComplete="off"
                value={values.email}
                onChange={(e) => setValues({ ...values, email: e.target.value })}
              />
            </div>
          </>
        ) : null}
        <div className={styles.field}>
          <label htmlFor={id('role')}>Role</label>
          <select
            id={id('role')}
            name="role"
            value={values.role}
            onChange={(e) => setValues({ ...values, role: e.target.value as StaffRole })}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {locationsRequired(values.role) ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Locations</legend>
          <div className={styles.checks}>
            {props.locations.map((location) => (
              <label key={location.id} className={styles.check}>
                <input
                  type="checkbox"
                  name="location_ids"
                  value={location.id}
                  checked={values.location_ids.includes(location.id)}
                  onChange={(e) => toggle(location.id, e.target.checked)}
                />
                {location.name} ({location.city}, {location.state})
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className={styles.muted}>A brand admin runs every location.</p>
      )}
      <p role="alert" className={styles.formError}>
        {error ?? ''}
      </p>
      <div className={styles.actions}>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? 'Saving…' : props.submitLabel}
        </Button>
        {props.onCancel ? (
          <Button variant="secondary" size="lg" onClick={props.onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
