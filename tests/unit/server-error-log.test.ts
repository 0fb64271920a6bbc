import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleServerError, isLoggedServerError } from '../../src/web/server-error-log.ts';

/** React Router's server error hook: a visitor's 4xx is answered, not logged; everything else is. */
const request = (aborted = false) => {
  const controller = new AbortController();
  if (aborted) controller.abort();
  return new Request('http://localhost/menu/10101', { method: 'POST', signal: controller.signal });
};
const noAction = () =>
  new ErrorResponse(
    405,
    'Method Not Allowed',
    new Error('You made a POST request to "/menu/10101" but did not provide an `action`'),
    true,
  );

afterEach(() => vi.restoreAllMocks());

describe('server error log', () => {
  it('skips route error responses below 500 (405 without an action, 404) and abandoned requests', () => {
    expect(isLoggedServerError(noAction(), false)).toBe(false);
    expect(isLoggedServerError(new ErrorResponse(404, 'Not Found', null), false)).toBe(false);
    expect(isLoggedServerError(new Error('boom'), true)).toBe(false);
  });

  it('logs thrown errors and 5xx responses, the inner error where React Router keeps one', () => {
    expect(isLoggedServerError(new Error('boom'), false)).toBe(true);
    expect(isLoggedServerError(new ErrorResponse(500, 'Internal Server Error', null), false)).toBe(true);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const inner = new Error('database gone');
    handleServerError(new ErrorResponse(503, 'Service Unavailable', inner, true), {
      request: request(),
      params: {},
      context: {} as never,
    });
    handleServerError(noAction(), { request: request(), params: {}, context: {} as never });
    handleServerError(new Error('late'), { request: request(true), params: {}, context: {} as never });
    expect(logged.mock.calls).toEqual([[inner]]);
  });
});
