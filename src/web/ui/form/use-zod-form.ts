import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { AppError } from '../../../domain/app-error.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';

type Values = Record<string, string | boolean>;
type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
/** The error names an options object adds beyond the values (its `extraFields`). */
type ExtraFields<O> = O extends { extraFields: readonly (infer E extends string)[] } ? E : never;

/** What a form with more than flat inputs needs (checkout, issue 19); every part is optional. */
export interface ZodFormOptions<F extends string> {
  /** Error names that are not values (checkout's `time`: the shared time picker shows it). */
  extraFields?: readonly F[];
  /** A contract or server path that another input shows: `exp_month` → `expiry`, `payment.token` → `number`. */
  aliases?: Readonly<Record<string, F>>;
  /** Element ids in page order: focus goes to the first field with an error by id instead of by input name. */
  ids?: Readonly<Partial<Record<F, string>>>;
}

/**
 * The field a zod issue path or a server `field` ("contact.email") is about, or null: an alias
 * of the whole path, else the deepest part of the path that names a field (or an alias of it).
 */
export function fieldFinder<F extends string>(fields: readonly F[], options: ZodFormOptions<F> = {}) {
  const names = new Set<string>([...fields, ...(options.extraFields ?? [])]);
  const known = (name: string): F | null => options.aliases?.[name] ?? (names.has(name) ? (name as F) : null);
  return (path: readonly PropertyKey[]): F | null => {
    const whole = options.aliases?.[path.map(String).join('.')];
    if (whole) return whole;
    for (let i = path.length - 1; i >= 0; i--) {
      const field = known(String(path[i]));
      if (field) return field;
    }
    return null;
  };
}

/** The first message per field of a failed parse (issues with no field are left to the caller). */
export function fieldErrors<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldOf: (path: readonly PropertyKey[]) => F | null,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const key = fieldOf(issue.path);
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/**
 * A plain controlled form checked by the same zod schema as the API (DESIGN §1: one rule, two
 * places) — the one form pattern (issue 19, decision 286). Errors land next to their field; on a
 * failed submit focus moves to the first one. An error belongs to the deepest part of its path
 * that names a field (`contact.email` → `email`), so a form may parse a nested request. A server
 * error about one of the form's fields (its `field`) sits at that field; any other becomes the
 * form's message. Either way in the customer copy list's words (issue 15 §5).
 */
export function useZodForm<
  S extends z.ZodType,
  V extends Values,
  const O extends ZodFormOptions<string> = Record<never, never>,
>(schema: S, initial: V, toInput: (values: V) => unknown = (v) => v, options: O = {} as O) {
  type Field = (keyof V & string) | ExtraFields<O>;
  type Errors = Partial<Record<Field, string>>;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const lastForm = useRef<HTMLFormElement | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  /** The last server error's code (e.g. ACCOUNT_EXISTS), so a page can offer the next step. */
  const [serverCode, setServerCode] = useState<string | null>(null);

  const clearError = useCallback(
    (name: Field) => setErrors((e) => (e[name] ? ({ ...e, [name]: undefined } as Errors) : e)),
    [],
  );
  const set = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      setValues((v) => ({ ...v, [name]: value }));
      // An edited field loses its stale error; it is checked again on submit.
      clearError(name);
    },
    [clearError],
  );

  const fieldOf = fieldFinder<Field>(Object.keys(values) as Field[], options as ZodFormOptions<Field>);

  const focusFirstError = (names: string[]) => {
    const ids = options.ids;
    if (ids) {
      const first = (Object.keys(ids) as Field[]).find((k) => names.includes(k));
      const id = first ? ids[first] : undefined;
      // After React has rendered the messages, so the field's description is current when focus lands.
      if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
      return;
    }
    for (const element of Array.from(lastForm.current?.elements ?? [])) {
      if (
        element instanceof HTMLElement &&
        'name' in element &&
        names.includes(String((element as HTMLInputElement).name))
      ) {
        element.focus();
        return;
      }
    }
  };

  /** Shows errors found elsewhere (a server reply the page routes itself, e.g. checkout's) like the form's own. */
  const showErrors = (next: Errors) => {
    setErrors(next);
    focusFirstError(Object.keys(next).filter((k) => next[k as Field]));
  };

  /**
   * Validates, then runs `action` with the parsed input; its result goes to `onDone`. `run` is for
   * fields that cannot be a form of their own (inside another form: checkout's gift cards).
   */
  const run = async <R>(action: (input: z.output<S>) => Promise<R>, onDone?: (result: R) => void) => {
    if (pending) return;
    setFormError(null);
    setServerCode(null);
    const parsed = schema.safeParse(toInput(values));
    if (!parsed.success) {
      const next: Errors = fieldErrors(parsed.error.issues, fieldOf);
      if (Object.keys(next).length === 0) setFormError(parsed.error.issues[0]?.message ?? 'Please check the form.');
      showErrors(next);
      return;
    }
    // Valid now: what a server said about the last attempt (e.g. checkout's time) no longer stands.
    setErrors({});
    setPending(true);
    try {
      const result = await action(parsed.data);
      onDone?.(result);
    } catch (error) {
      const app = AppError.from(error);
      setServerCode(app.code);
      const key = app.field ? fieldOf(app.field.split('.')) : null;
      if (key) showErrors({ [key]: customerMessage(app) } as Errors);
      else setFormError(customerMessage(app));
    } finally {
      setPending(false);
    }
  };

  /** `<form onSubmit={form.submit(action)}>`: `run` on submit, focus by the form's input names. */
  const submit =
    <R>(action: (input: z.output<S>) => Promise<R>, onDone?: (result: R) => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      lastForm.current = event.currentTarget;
      await run(action, onDone);
    };

  /** The props that tie a TextField to one string field: `<TextField label="Email" {...form.field('email')} />`. */
  const field = <K extends StringKeys<V>>(name: K) => ({
    name,
    value: values[name] as string,
    onValue: (value: string) => set(name, value as V[K]),
    error: errors[name],
  });

  return {
    values,
    set,
    errors,
    showErrors,
    clearError,
    formError,
    setFormError,
    pending,
    submit,
    run,
    setValues,
    field,
    serverCode,
  };
}
