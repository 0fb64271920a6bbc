import { useState } from 'react';
import { createStaffRequest, updateStaffRequest, type StaffLocation } from '../../domain/staff/contract.ts';
import { ROLE_LABELS, STAFF_ROLES, locationsRequired, type StaffRole } from '../../domain/staff/roles.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form/form-alert.tsx';
import { SelectField } from '../ui/form/select-field.tsx';
import { TextFieldList, type FieldSpec } from '../ui/form/text-field-list.tsx';
import { useContractForm } from '../ui/form/use-contract-form.ts';
import styles from './staff-pages.module.css';

export interface MemberFormValues {
  email: string;
  display_name: string;
  role: StaffRole;
  location_ids: string[];
}

/** A new member's name and e-mail (ids under the form's prefix: the add and edit forms share a page). */
const newMemberFields = (prefix: string): FieldSpec<'display_name' | 'email'>[] => [
  { field: 'display_name', id: `${prefix}-name`, label: 'Name', autoComplete: 'off' },
  { field: 'email', id: `${prefix}-email`, label: 'Email', type: 'email', autoComplete: 'off' },
];

/**
 * Add or edit a staff member: role and locations; a new member also needs name and
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
  const [locationIds, setLocationIds] = useState(props.initial.location_ids);
  // The one form pattern: the API's own contract checks the form before it is sent.
  const form = useContractForm(
    props.isNew ? createStaffRequest : updateStaffRequest,
    { display_name: props.initial.display_name, email: props.initial.email, role: props.initial.role as string },
    {
      toInput: (v) => (props.isNew ? { ...v, location_ids: locationIds } : { role: v.role, location_ids: locationIds }),
    },
  );
  const values = { ...form.values, role: form.values.role as StaffRole, location_ids: locationIds };
  const onSubmit = form.submit(() => props.onSubmit(values));
  const toggle = (locationId: string, on: boolean) =>
    setLocationIds((ids) => (on ? [...ids, locationId] : ids.filter((x) => x !== locationId)));

  return (
    <form className={styles.panel} onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className={styles.formGrid}>
        {props.isNew ? <TextFieldList fields={newMemberFields(props.idPrefix)} form={form} /> : null}
        <div className={styles.field}>
          {/* Registered like a text input: a refused role takes focus and is announced. */}
          <SelectField id={`${props.idPrefix}-role`} label="Role" {...form.field('role')}>
            {STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </SelectField>
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
      <FormAlert message={form.formError} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" disabled={form.pending}>
          {form.pending ? 'Saving…' : props.submitLabel}
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
