import { useCallback, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { AppError } from '../../../domain/app-error.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';

type Values = Record<string, string | boolean>;
type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A plain controlled form checked by the same zod schema as the API (DESIGN §1: one rule, two
 * places). Errors land next to their field; on a failed submit focus moves to the first one.
 * A server error about one of the form's fields (its `field`, issue 19) sits at that field; any
 * other becomes the form's message. Either way in the customer copy list's words (issue 15 §5).
 */
export function useZodForm<S extends z.ZodType, V extends Values>(
  schema: S,
  initial: V,
  toInput: (values: V) => unknown = (v) => v,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  /** The last server error's code (e.g. ACCOUNT_EXISTS), so a page can offer the next step. */
  const [serverCode, setServerCode] = useState<string | null>(null);

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    // An edited field loses its stale error; it is checked again on submit.
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  const focusFirstError = (form: HTMLFormElement, names: string[]) => {
    for (const element of Array.from(form.elements)) {
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

  /** Validates, then runs `action` with the parsed input. Returns its result or null. */
  const submit =
    <R>(action: (input: z.output<S>) => Promise<R>, onDone?: (result: R) => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (pending) return;
      setFormError(null);
      setServerCode(null);
      const parsed = schema.safeParse(toInput(values));
      if (!parsed.success) {
        const next: Partial<Record<keyof V, string>> = {};
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '') as keyof V;
          if (key in values && !next[key]) next[key] = issue.message;
        }
        if (Object.keys(next).length === 0) setFormError(parsed.error.issues[0]?.message ?? 'Please check the form.');
        setErrors(next);
        focusFirstError(event.currentTarget, Object.keys(next));
        return;
      }
      setPending(true);
      try {
        const result = await action(parsed.data);
        onDone?.(result);
      } catch (error) {
        const app = AppError.from(error);
        setServerCode(app.code);
        const key = app.field?.split('.').pop();
        if (key && key in values) {
          setErrors({ [key]: customerMessage(app) } as Partial<Record<keyof V, string>>);
          focusFirstError(form, [key]);
        } else setFormError(customerMessage(app));
      } finally {
        setPending(false);
      }
    };

  /** The props that tie a TextField to one string field: `<TextField label="Email" {...form.field('email')} />`. */
  const field = <K extends StringKeys<V>>(name: K) => ({
    name,
    value: values[name] as string,
    onValue: (value: string) => set(name, value as V[K]),
    error: errors[name],
  });

  return { values, set, errors, formError, setFormError, pending, submit, setValues, field, serverCode };
}
