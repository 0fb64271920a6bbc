import { TextFieldList, type FieldSpec } from '../../ui/form/text-field-list.tsx';
import styles from './checkout.module.css';
import cardStyles from '../../ui/card.module.css';

export interface ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}
export type FieldErrors<K extends string> = Partial<Record<K, string>>;
/** A part of the checkout form: its slice of the page's values and errors, and the setter. */
export interface FieldGroupProps<V extends { [K in keyof V]: string }> {
  values: V;
  errors: FieldErrors<keyof V & string>;
  onChange: (name: keyof V & string, value: string) => void;
}
export const emptyContact: ContactValues = { first_name: '', last_name: '', email: '', phone: '' };

const contactFields: FieldSpec<keyof ContactValues>[] = [
  { field: 'first_name', id: 'checkout-first-name', label: 'First Name', autoComplete: 'given-name' },
  { field: 'last_name', id: 'checkout-last-name', label: 'Last Name', autoComplete: 'family-name' },
  { field: 'email', id: 'checkout-email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'phone', id: 'checkout-phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

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
}: FieldGroupProps<ContactValues> & { disabled?: boolean }) {
  return (
    <section className={cardStyles.card} aria-labelledby="checkout-contact">
      <h2 id="checkout-contact" className={cardStyles.cardTitle}>
        Contact Details
      </h2>
      <div className={styles.twoCol}>
        <TextFieldList fields={contactFields} values={values} errors={errors} onChange={onChange} disabled={disabled} />
      </div>
    </section>
  );
}
