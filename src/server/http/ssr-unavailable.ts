import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../db/unavailable.ts';

/**
 * A load-context port whose calls turn "database unreachable" into a thrown 503 Response, which
 * React Router renders as the error page with that status (issue 14: a page answers 503 during
 * an outage, like the API, instead of a 500 page).
 */
export function unavailableAs503<T extends object>(port: T): T {
  return new Proxy(port, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(target, args);
          return result instanceof Promise ? result.catch(rethrow) : result;
        } catch (error) {
          return rethrow(error);
        }
      };
    },
  });
}

function rethrow(error: unknown): never {
  if (isDatabaseUnavailable(error)) {
    throw Response.json(
      { status: 'error', message: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' },
      { status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } },
    );
  }
  throw error;
}
