import { TextFieldList, type FieldBinding, type FieldSpec } from '../../ui/form/text-field-list.tsx';
import styles from './checkout.module.css';
import cardStyles from '../../ui/card.module.css';

export interface ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}
/** A part of the checkout form: its inputs are bound to the page's form by their paths. */
export interface FieldGroupProps {
  form: { field(path: string): FieldBinding };
}
export const emptyContact: ContactValues = { first_name: '', last_name: '', email: '', phone: '' };

const contactFields: FieldSpec<`contact.${keyof ContactValues}`>[] = [
  { field: 'contact.first_name', label: 'First Name', autoComplete: 'given-name' },
  { field: 'contact.last_name', label: 'Last Name', autoComplete: 'family-name' },
  { field: 'contact.email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'contact.phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

/**
 * Contact details: who the order is for. A member's are filled from the profile; a
 * guest in a borderless app types name, e-mail and phone. Errors sit under their field and are
 * announced (TextField: aria-describedby + a polite live region).
 */
export function ContactFields({ form, disabled }: FieldGroupProps & { disabled?: boolean }) {
  return (
    <section className={cardStyles.card} aria-labelledby="checkout-contact">
      <h2 id="checkout-contact" className={cardStyles.cardTitle}>
        Contact Details
      </h2>
      <div className={styles.twoCol}>
        <TextFieldList fields={contactFields} form={form} disabled={disabled} idPrefix="checkout" />
      </div>
    </section>
  );
}
