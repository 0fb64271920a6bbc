import { TextField, type TextFieldProps } from './text-field.tsx';

/** What a form gives one of its text inputs (useContractForm's `field`). */
export type FieldBinding = Pick<TextFieldProps, 'name' | 'value' | 'onValue' | 'error' | 'ref' | 'onBlur'>;

/** One text input of a form, as data: the form path it edits and what its TextField shows. */
export type FieldSpec<K extends string> = Omit<TextFieldProps, 'name' | 'value' | 'onValue' | 'error'> & {
  /** The form path it edits (its error is the contract's at that path). */
  field: K;
  /** The input's name, when it differs from the path (checkout's `card_number` edits `card.number`). */
  name?: string;
  /** Cleans what was typed before it is kept (card number spacing, digits only). */
  format?: (typed: string) => string;
};

/** An input's id from its form path: `fieldId('checkout', 'card.postal_code')` → `checkout-card-postal-code`. */
export const fieldId = (prefix: string, path: string) => `${prefix}-${path.replace(/[._]/g, '-')}`;

/**
 * A form's text inputs from a list (one piece of code for every field block): each a TextField
 * tied to its form path, so its value, error and focus come from the form (`form={form}`).
 */
export function TextFieldList<K extends string>({
  fields,
  form,
  disabled,
  idPrefix,
}: {
  fields: readonly FieldSpec<K>[];
  form: { field(name: K): FieldBinding };
  /** Disables every input (checkout's contact of a signed-in member). */
  disabled?: boolean | undefined;
  /** Ids from the form path (`checkout` + `contact.first_name` → `checkout-contact-first-name`): no id list to keep. */
  idPrefix?: string | undefined;
}) {
  return fields.map(({ field, name, format, ...props }) => {
    const binding = form.field(field);
    return (
      <TextField
        key={field}
        {...(idPrefix ? { id: fieldId(idPrefix, field) } : {})}
        {...props}
        {...binding}
        name={name ?? field}
        onValue={(typed) => binding.onValue(format ? format(typed) : typed)}
        disabled={disabled ?? props.disabled}
      />
    );
  });
}
