import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  LINE_BREAKS_MESSAGE,
  MALFORMED_TEXT_MESSAGE,
  MAX_INPUT_DEPTH,
  cleanInput,
  normalizeText,
  textProblem,
} from '../../src/domain/text-hygiene.ts';

describe('textProblem (decision 176)', () => {
  it('refuses NUL, other C0 controls, DEL and C1 controls everywhere', () => {
    for (const bad of ['a\u0000b', '\u0007', '\u001b[31m', 'x\u007f', '\u0085', '\u009f']) {
      expect(textProblem(bad, false), JSON.stringify(bad)).toBe(CONTROL_CHARACTERS_MESSAGE);
      expect(textProblem(bad, true), JSON.stringify(bad)).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it('allows line breaks and tabs only in free text', () => {
    for (const text of ['two\nlines', 'tab\there', 'crlf\r\n', 'ls\u2028']) {
      expect(textProblem(text, false)).toBe(LINE_BREAKS_MESSAGE);
      expect(textProblem(text, true)).toBeNull();
    }
  });

  it('refuses half a surrogate pair and accepts ordinary and emoji text', () => {
    expect(textProblem('a\ud800b', true)).toBe(MALFORMED_TEXT_MESSAGE);
    expect(textProblem('\udc00', false)).toBe(MALFORMED_TEXT_MESSAGE);
    for (const ok of ['Ada', 'Zoë Brontë', '👩‍🍳 no nuts', "O'Brien-Smith", '東京', ''])
      expect(textProblem(ok, false), ok).toBeNull();
  });

  it('normalizes to NFC', () => {
    expect(normalizeText('Zoe\u0308')).toBe('Zo\u00eb');
    expect(normalizeText('plain')).toBe('plain');
  });
});

describe('cleanInput', () => {
  it('names the field of the first problem with its dotted path', () => {
    expect(cleanInput({ first_name: 'A\u0000' }, 'body')).toEqual({
      field: 'first_name',
      message: CONTROL_CHARACTERS_MESSAGE,
    });
    expect(cleanInput({ lines: [{ recipient: 'x\ny' }] }, 'body')).toEqual({
      field: 'lines.0.recipient',
      message: LINE_BREAKS_MESSAGE,
    });
    expect(cleanInput({ tags: ['ok', 'b\u0001'] }, 'body')).toEqual({
      field: 'tags.1',
      message: CONTROL_CHARACTERS_MESSAGE,
    });
  });

  it('lets free-text fields keep their lines, wherever they are nested', () => {
    const body = { line: { instructions: 'no nuts\nplease', choices: [{ id: 'c1', text: 'Happy\nBirthday' }] } };
    expect(cleanInput(body, 'body')).toBeNull();
  });

  it('checks object keys too (a jsonb key with NUL fails in the database)', () => {
    expect(cleanInput({ payload: { ['k\u0000']: 1 } }, 'body')).toEqual({
      field: 'payload',
      message: `field names ${CONTROL_CHARACTERS_MESSAGE}`,
    });
    expect(cleanInput({ ['k\u0000']: 1 }, 'query')).toEqual({
      field: 'query',
      message: `field names ${CONTROL_CHARACTERS_MESSAGE}`,
    });
  });

  it('normalizes every string in place, keys of router objects included', () => {
    const body = { name: 'Zoe\u0308', list: ['e\u0301'] };
    expect(cleanInput(body, 'body')).toBeNull();
    expect(body).toEqual({ name: 'Zo\u00eb', list: ['\u00e9'] });
    const params = Object.create(Object.create(null) as object) as Record<string, string>;
    params.id = 'a\u0000';
    expect(cleanInput(params, 'path')).toEqual({ field: 'id', message: CONTROL_CHARACTERS_MESSAGE });
  });

  it('keeps passwords as typed (their hashes were made from those bytes), still refusing control characters', () => {
    const body = { password: 'Zoe\u0308', new_password: 'e\u0301' };
    expect(cleanInput(body, 'body')).toBeNull();
    expect(body).toEqual({ password: 'Zoe\u0308', new_password: 'e\u0301' });
    expect(cleanInput({ current_password: 'a\u0000' }, 'body')).toEqual({
      field: 'current_password',
      message: CONTROL_CHARACTERS_MESSAGE,
    });
  });

  it('refuses input nested deeper than any contract, without walking all of it', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(cleanInput({ a: deep }, 'body')?.message).toBe('is nested too deeply');
    let ok: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) ok = { a: ok };
    expect(cleanInput(ok, 'body')).toBeNull();
  });

  it('leaves streams, numbers and null alone', () => {
    expect(cleanInput(null, 'body')).toBeNull();
    expect(cleanInput(42, 'body')).toBeNull();
    expect(cleanInput(new Map([['k', 'a\u0000']]), 'body')).toBeNull();
  });
});
