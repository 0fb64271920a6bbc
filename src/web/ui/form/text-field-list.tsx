import { TextField, type TextFieldProps } from './text-field.tsx';

/** One text input of a form, as data: the value it edits and what its TextField shows. */
export type FieldSpec<K extends string> = Omit<TextFieldProps, 'name' | 'value' | 'onValue' | 'error'> & {
  /** The value (and error) key it edits. */
  field: K;
  /** The input's name, when it differs from the key (checkout's `card_number` edits `number`). */
  name?: string;
  /** Cleans what was typed before it is kept (card number spacing, digits only). */
  format?: (typed: string) => string;
};

/**
 * A form's text inputs from a list (issue 19: one piece of code for every field block): each a
 * TextField tied to its value and its error. With a useZodForm: `values={form.values}
 * errors={form.errors} onChange={form.set}`; checkout's parts pass their slice of the page's form.
 */
export function TextFieldList<K extends string>({
  fields,
  values,
  errors,
  onChange,
  disabled,
}: {
  fields: readonly FieldSpec<K>[];
  values: { readonly [P in K]: string };
  errors: Partial<Record<K, string>>;
  onChange: (field: K, value: string) => void;
  /** Disables every input (checkout's contact of a signed-in member). */
  disabled?: boolean | undefined;
}) {
  return fields.map(({ field, name, format, ...props }) => (
    <TextField
      key={field}
      {...props}
      name={name ?? field}
      value={values[field]}
      onValue={(typed) => onChange(field, format ? format(typed) : typed)}
      error={errors[field]}
      disabled={disabled ?? props.disabled}
    />
  ));
}
