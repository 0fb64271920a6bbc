import { describe, expect, it } from 'vitest';
import { isAbortError } from '../../src/web/layouts/quiet-aborts.ts';

describe('aborts kept out of error reports', () => {
  it('is an abort only when the reason is the AbortError an aborted signal carries', () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(controller.signal.reason)).toBe(true);
    expect(isAbortError(new DOMException('stopped', 'AbortError'))).toBe(true);
    for (const other of [
      new Error('signal is aborted without reason'),
      new DOMException('x', 'NetworkError'),
      'AbortError',
      null,
    ])
      expect(isAbortError(other)).toBe(false);
  });
});
