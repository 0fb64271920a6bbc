import { TextField } from '../../ui/form/text-field.tsx';
import styles from './checkout.module.css';

export interface ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}
export type FieldErrors<K extends string> = Partial<Record<K, string>>;
export const emptyContact: ContactValues = { first_name: '', last_name: '', email: '', phone: '' };

/**
 * Contact details (issue 6): who the order is for. A member's are filled from the profile; a
 * guest in a borderless app types name, e-mail and phone. Errors sit under their field and are
 * announced (TextField: aria-describedby + a polite live region).
 */
export function ContactFields({
  values,
  errors,
  onChange,
  disabled,
}: {
  values: ContactValues;
  errors: FieldErrors<keyof ContactValues>;
  onChange: (name: keyof ContactValues, value: string) => void;
  disabled?: boolean;
}) {
  return (
    <section className={styles.card} aria-labelledby="checkout-contact">
      <h2 id="checkout-contact" className={styles.cardTitle}>
        Contact Details
      </h2>
      <div className={styles.twoCol}>
        <TextField
          name="first_name"
          id="checkout-first-name"
          label="First Name"
          autoComplete="given-name"
          value={values.first_name}
          onValue={(v) => onChange('first_name', v)}
          error={errors.first_name}
          disabled={disabled}
        />
        <TextField
          name="last_name"
          id="checkout-last-name"
          label="Last Name"
          autoComplete="family-name"
          value={values.last_name}
          onValue={(v) => onChange('last_name', v)}
          error={errors.last_name}
          disabled={disabled}
        />
        <TextField
          name="email"
          id="checkout-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onValue={(v) => onChange('email', v)}
          error={errors.email}
          disabled={disabled}
        />
        <TextField
          name="phone"
          id="checkout-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onValue={(v) => onChange('phone', v)}
          error={errors.phone}
          disabled={disabled}
        />
      </div>
    </section>
  );
}
