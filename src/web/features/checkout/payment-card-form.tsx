import { TextFieldList, type FieldSpec } from '../../ui/form/text-field-list.tsx';
import type { FieldGroupProps } from './contact-fields.tsx';
import styles from './checkout.module.css';

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  postal_code: string;
}
export const emptyCard: CardValues = { number: '', expiry: '', cvc: '', postal_code: '' };

/** "4242424242424242" → "4242 4242 4242 4242" as the person types (digits only, at most `maxDigits`). */
export function formatCardNumber(text: string, maxDigits = 19): string {
  return text
    .replace(/\D/g, '')
    .slice(0, maxDigits)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "0829" → "08/29" as the person types; "8/" → "08/"; a pasted "12/2029" → "12/29". */
export function formatExpiry(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (/^\s*\d\s*\//.test(text)) digits = `0${digits}`;
  if (digits.length === 6) digits = digits.slice(0, 2) + digits.slice(4);
  digits = digits.slice(0, 4);
  return digits.length > 2 || text.trimEnd().endsWith('/') ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** "1229" / "12/29" / "12/2029" → { month 12, year 2029 }; null when it is not a month and year. */
export function parseExpiry(text: string): { exp_month: number; exp_year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  return { exp_month: Number(m[1]), exp_year: Number(m[2]) };
}

const numeric = { inputMode: 'numeric' } as const;
const cardFields: FieldSpec<`card.${keyof CardValues}`>[] = [
  { field: 'card.number', label: 'Card Number', ...numeric, autoComplete: 'cc-number', format: formatCardNumber },
  {
    field: 'card.expiry',
    label: 'Expiration (MM/YY)',
    ...numeric,
    autoComplete: 'cc-exp',
    placeholder: 'MM/YY',
    format: formatExpiry,
  },
  {
    field: 'card.cvc',
    label: 'Security Code',
    ...numeric,
    autoComplete: 'cc-csc',
    format: (v) => v.replace(/\D/g, '').slice(0, 4),
  },
  { field: 'card.postal_code', label: 'Billing ZIP Code', autoComplete: 'postal-code', optional: true },
];

/**
 * The card form (DESIGN §5 payment). The number is sent once to the tokenization call when the
 * order is placed (use-place-order.ts) and never to the order call. Sandbox test cards are
 * listed for the demo brand.
 */
export function PaymentCardForm({ form, showTestCards = true }: FieldGroupProps & { showTestCards?: boolean }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Credit or Debit Card</legend>
      <div className={styles.cardGrid}>
        <TextFieldList fields={cardFields} form={form} idPrefix="checkout" />
      </div>
      {/* Sandbox processor only, marked as a demo; never shown with Stripe. */}
      {showTestCards ? (
        <aside className={styles.testCards} aria-label="Demo payments">
          <p className={styles.testCardsTag}>Demo</p>
          <p>
            No real card is charged on this demo site. Test cards: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002
            is declined, 4000 0025 0000 3155 asks for an extra confirmation. Any future date and any 3 digits.
          </p>
        </aside>
      ) : null}
    </fieldset>
  );
}
