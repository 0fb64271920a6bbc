import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { z } from 'zod';
import { AppError } from '../../../domain/app-error.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';

/**
 * Every error message by its dotted path, and each parent path with its first child's message
 * (a transformed input's parts: `card.expiry.exp_month` shows at `card.expiry`).
 */
export function errorMessages(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, path: string): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    let first = 'message' in node && typeof node.message === 'string' && node.message ? node.message : undefined;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'type' || key === 'message' || key === 'types') continue;
      const inner = walk(child, path ? `${path}.${key}` : key);
      first ??= inner;
    }
    if (first) out[path] = first;
    return first;
  };
  walk(errors, '');
  return out;
}

/**
 * The form field a server `field` ("contact.email") is about: that path if the form has it, else
 * the deepest part of the path that is a field ("contact.email.domain" → "contact.email"), else
 * the first field under it ("contact" → "contact.first_name"). Routing by path, so a new field of
 * the contract needs no table here.
 */
export function fieldForPath(fields: readonly string[], path: string): string | null {
  for (let parts = path.split('.'); parts.length > 0; parts = parts.slice(0, -1)) {
    const name = parts.join('.');
    if (fields.includes(name)) return name;
  }
  return fields.find((name) => name.startsWith(`${path}.`)) ?? null;
}

/** What a form whose values are not the contract's shape needs; both parts are optional. */
export interface ContractFormOptions<V> {
  /** The values as the contract's input (extra request fields, a nested request), before the check. */
  toInput?: (values: V) => unknown;
  /** A contract path another input shows: `exp_month` → `card.expiry` (one input for two request fields). */
  aliases?: Readonly<Record<string, string>>;
}

/** Puts an error at a dotted path of a nested errors object. */
function putAt(errors: Record<string, unknown>, path: string, error: { type: string; message?: string | undefined }) {
  const parts = path.split('.');
  let node = errors;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts[parts.length - 1]!] = error;
}

/** Each error of a failed check (a leaf of the resolver's nested errors) by its dotted path. */
function leafErrors(errors: FieldErrors, path = ''): [string, FieldError][] {
  const node = (path ? get(errors, path) : errors) as Record<string, unknown> | undefined;
  if (!node || typeof node !== 'object') return [];
  if (typeof node.message === 'string') return [[path, node as FieldError]];
  return Object.keys(node).flatMap((key) => leafErrors(errors, path ? `${path}.${key}` : key));
}

/**
 * A form checked by the same zod contract as the API (DESIGN §1: one rule, two places), through
 * react-hook-form and its zod resolver. Each error sits at the field its path names (routed by
 * path: fieldForPath), in the contract's own words; on a failed submit focus moves to the first
 * (the library's shouldFocusError). A server error is placed by its `field` the same way with
 * `setError`, else shown as the form's message; either way in the customer copy list's words.
 */
export function useContractForm<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  defaultValues: DefaultValues<V>,
  { toInput, aliases = {} }: ContractFormOptions<V> = {},
) {
  type Name = Path<V>;
  // The fields drawn in this form (field() calls), in page order: where errors may sit.
  const drawn = useRef<string[]>([]);
  // Where errors may sit: the drawn fields, and the top-level values no drawn field is under
  // (a checkbox or a select the form does not draw through field()).
  const names = () => [
    ...drawn.current,
    ...Object.keys(defaultValues ?? {}).filter((key) => !drawn.current.some((name) => name.startsWith(`${key}.`))),
  ];
  const route = (path: string): string | null => fieldForPath(names(), aliases[path] ?? path);
  // The page's current schema and toInput (checkout's card only while a card is due; a
  // toInput reading what the page shows): useForm keeps its first resolver, which reads these.
  const latest = useRef({ schema, toInput });
  useLayoutEffect(() => {
    latest.current = { schema, toInput };
  });
  const [resolver] = useState(() => {
    return (async (values, context, options) => {
      const { schema: now, toInput: prepare } = latest.current;
      const contract = zodResolver((prepare ? z.preprocess(prepare as (v: unknown) => unknown, now) : now) as never);
      const result = await contract(values as never, context, options as never);
      if (Object.keys(result.errors).length === 0) return result;
      const errors: FieldErrors = {};
      for (const [path, error] of leafErrors(result.errors)) {
        const name = route(path) ?? 'root.contract';
        if (!get(errors, name)) putAt(errors, name, { type: error.type, message: error.message });
      }
      return { values: {}, errors };
    }) as Resolver<V, unknown, z.output<S>>;
  });
  const form = useForm<V, unknown, z.output<S>>({ resolver, defaultValues, shouldFocusError: true });
  const [formError, setFormError] = useState<string | null>(null);
  /** The last server error's code (e.g. ACCOUNT_EXISTS), so a page can offer the next step. */
  const [serverCode, setServerCode] = useState<string | null>(null);
  const values = useWatch({ control: form.control }) as V;
  const { isSubmitting } = form.formState;
  const errors: Partial<Record<string, string>> = errorMessages(form.formState.errors);

  /** Sets a value; an edited field loses its stale error (it is checked again on submit). */
  const set = (name: Name, value: unknown) => {
    form.setValue(name, value as never, { shouldDirty: true });
    form.clearErrors(name);
  };

  /** The props that tie a TextField to one string field: `<TextField label="Email" {...form.field('email')} />`. */
  const field = (name: Name) => {
    if (!drawn.current.includes(name)) drawn.current.push(name);
    const { ref, onBlur } = form.register(name);
    return {
      name,
      ref,
      onBlur,
      value: String(get(values, name) ?? ''),
      onValue: (value: string) => set(name, value),
      error: errors[name],
    };
  };

  /**
   * The props that tie a CheckboxField (or a select, through `field`) to one value: registered
   * like a text input, so a failed submit focuses it when it is the first invalid field.
   */
  const check = (name: Name) => {
    const { value: _text, onValue: _type, ...binding } = field(name);
    return { ...binding, checked: get(values, name) === true, onChecked: (on: boolean) => set(name, on) };
  };

  /** Shows errors found elsewhere (a server reply a page routes itself) like the form's own; focus goes to the first. */
  const showErrors = (next: Partial<Record<string, string>>) => {
    let first = true;
    for (const [path, message] of Object.entries(next)) {
      if (!message) continue;
      form.setError(path as Name, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  };

  /** A server refusal: at its field when the form draws it, else the form's message (`message`: already in customer words); true when placed at a field. */
  const showServerError = (error: unknown, message?: string): boolean => {
    const app = AppError.from(error);
    setServerCode(app.code);
    const name = app.field ? route(app.field) : null;
    if (name) showErrors({ [name]: message ?? customerMessage(app) });
    else setFormError(message ?? customerMessage(app));
    return name !== null;
  };

  /**
   * Validates, then runs `action` with the parsed input; its result goes to `onDone`. `run` is for
   * fields that cannot be a form of their own (inside another form: checkout's gift cards).
   */
  const run = <R>(action: (input: z.output<S>) => Promise<R>, onDone?: (result: R) => void) => {
    if (isSubmitting) return Promise.resolve();
    setFormError(null);
    setServerCode(null);
    return form.handleSubmit(
      async (input) => {
        try {
          // Awaited apart: `onDone?.(await action(input))` never runs the action when there is no onDone.
          const result = await action(input);
          onDone?.(result);
        } catch (error) {
          showServerError(error);
        }
      },
      // A refusal that names no field the form draws (a refine without a path).
      (invalid) => {
        if (!names().some((name) => get(invalid, name))) setFormError(invalid.root?.contract?.message ?? null);
      },
    )();
  };

  /** `<form onSubmit={form.submit(action)}>`: `run` on submit. */
  const submit =
    <R>(action: (input: z.output<S>) => Promise<R>, onDone?: (result: R) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      return run(action, onDone);
    };

  return {
    ...form,
    values,
    errors,
    set,
    field,
    check,
    /** Puts several values at once (a profile that arrived, a reply that reset the form). */
    setValues: (update: V | ((current: V) => V)) => {
      const next = typeof update === 'function' ? update(form.getValues()) : update;
      for (const key of Object.keys(next)) form.setValue(key as Name, next[key as keyof V] as never);
    },
    clearError: (name: Name) => form.clearErrors(name),
    showErrors,
    showServerError,
    formError,
    setFormError,
    pending: isSubmitting,
    serverCode,
    submit,
    run,
  };
}
export type ContractForm = ReturnType<typeof useContractForm>;
