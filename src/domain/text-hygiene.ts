/**
 * What text the API accepts: every string that comes in — body fields,
 * query values, path parameters, and object keys — is checked by one rule before any contract
 * sees it. PostgreSQL refuses NUL in text and jsonb (that refusal became a 500), and other control
 * characters corrupt logs, receipts and kitchen tickets. Line breaks and tabs are allowed only in
 * the free-text fields a guest types several lines into. Text is NFC-normalized, so "é" typed as
 * e + combining accent matches "é" and counts as one character against a contract's limit.
 */

/** Field names (the last key of a field's path) that are free text: several lines are fine. */
export const FREE_TEXT_FIELDS: ReadonlySet<string> = new Set([
  // Special instructions on a cart line, a delivery address, a saved address.
  'instructions',
  // A custom-text choice (the message piped on a cake).
  'text',
  // The menu editor's products CSV (a file's lines).
  'csv',
]);

/**
 * Passwords are checked but kept as typed: a stored hash was made from the bytes the member typed
 * at the time, and normalizing now would lock out anyone whose password was not already NFC.
 */
const isVerbatim = (field: string) => field.endsWith('password');

/** Deeper than any contract nests: a body that goes further is refused before it is walked. */
export const MAX_INPUT_DEPTH = 16;

// C0 controls but tab, LF and CR; DEL; C1 controls. Tab/LF/CR and the Unicode line and paragraph
// separators are the "line break" class allowed only in free text.
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL
const NON_ASCII = /[^\u0000-\u007f]/;
// Half a surrogate pair: no character at all; the database would store U+FFFD instead.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';
export const LINE_BREAKS_MESSAGE = 'must be a single line (no line breaks or tabs)';
export const MALFORMED_TEXT_MESSAGE = 'is not valid Unicode text';

/** Why this string is refused, or null when it is fine. */
export function textProblem(value: string, freeText: boolean): string | null {
  if (CONTROL.test(value)) return CONTROL_CHARACTERS_MESSAGE;
  if (!freeText && LINE_BREAK.test(value)) return LINE_BREAKS_MESSAGE;
  if (NON_ASCII.test(value) && LONE_SURROGATE.test(value)) return MALFORMED_TEXT_MESSAGE;
  return null;
}

/** The string as stored and compared: NFC (ASCII is already NFC, so it skips the work). */
export const normalizeText = (value: string): string => (NON_ASCII.test(value) ? value.normalize('NFC') : value);

export interface InputProblem {
  /** Dotted path of the field ("lines.0.recipient"), or where the input came from at the top. */
  field: string;
  message: string;
}

/**
 * Checks and NFC-normalizes every string of a parsed input in place (plain objects and arrays;
 * anything else is left alone). Returns the first problem, or null.
 */
export function cleanInput(input: unknown, where: string): InputProblem | null {
  return walk(input, [], where, 0);
}

function walk(node: unknown, path: string[], where: string, depth: number): InputProblem | null {
  if (depth > MAX_INPUT_DEPTH) return { field: path.length ? path.join('.') : where, message: 'is nested too deeply' };
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const item: unknown = node[i];
      if (typeof item === 'string') {
        const problem = textProblem(item, isFreeText(path));
        if (problem) return { field: [...path, String(i)].join('.'), message: problem };
        node[i] = normalizeText(item);
      } else if (item !== null && typeof item === 'object') {
        const problem = walk(item, [...path, String(i)], where, depth + 1);
        if (problem) return problem;
      }
    }
    return null;
  }
  if (node === null || typeof node !== 'object' || !isPlainRecord(node)) return null;
  const record = node as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const keyProblem = textProblem(key, false);
    if (keyProblem) return { field: path.length ? path.join('.') : where, message: `field names ${keyProblem}` };
    const value = record[key];
    if (typeof value === 'string') {
      const problem = textProblem(value, FREE_TEXT_FIELDS.has(key));
      if (problem) return { field: [...path, key].join('.'), message: problem };
      if (!isVerbatim(key)) record[key] = normalizeText(value);
    } else if (value !== null && typeof value === 'object') {
      const problem = walk(value, [...path, key], where, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

/** Strings in an array are free text when the array itself is a free-text field. */
const isFreeText = (path: string[]) => path.length > 0 && FREE_TEXT_FIELDS.has(path.at(-1)!);

/** Parsed JSON, or a router's params / query object (whose prototype has a null prototype); not a stream. */
function isPlainRecord(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}
