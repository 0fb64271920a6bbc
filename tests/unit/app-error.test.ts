import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/domain/app-error.ts';

describe('AppError.is', () => {
  it('knows an AppError made by another copy of the module (the web server build has its own)', () => {
    const foreign = Object.assign(new Error('Address search is unavailable right now. Please try again.'), {
      name: 'AppError',
      code: 'UNAVAILABLE',
      status: 503,
    });
    expect(AppError.is(new AppError('NOT_FOUND', 'gone'))).toBe(true);
    expect(AppError.is(foreign)).toBe(true);
    expect(AppError.is(new Error('boom'))).toBe(false);
    expect(AppError.is(Object.assign(new Error('x'), { name: 'AppError', code: 'NOT_A_CODE' }))).toBe(false);
    expect(AppError.is({ name: 'AppError', code: 'NOT_FOUND', message: 'plain object' })).toBe(false);
  });
});
