import type { z } from 'zod';
import { AppError } from '../../domain/app-error.ts';
import { CSRF_COOKIE, CSRF_HEADER, SECURE_CSRF_COOKIE, isStateChangingMethod } from '../../domain/session.ts';

/** The session's CSRF token: seeded from the root loader, refreshed from API replies. */
let csrfToken: string | null = null;
export const setCsrfToken = (token: string | null) => {
  if (token) csrfToken = token;
};

/**
 * The token to send: the session's readable cookie first (current even on a page from the shared
 * cache, or after another tab signed in), else the last one a reply or the root loader gave.
 */
function currentCsrfToken(): string | null {
  if (typeof document !== 'undefined') {
    for (const pair of document.cookie.split('; ')) {
      const [name, value] = pair.split('=');
      if ((name === SECURE_CSRF_COOKIE || name === CSRF_COOKIE) && value) return decodeURIComponent(value);
    }
  }
  return csrfToken;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A reply's contract schema, or a function that imports it. Code that runs on a page's first
 * load passes the function (`() => import('…-contract.ts').then((c) => c.reply)`): zod and the
 * contracts then load with the first call instead of with the page.
 */
export type ReplySchema<T extends z.ZodType> = T | (() => Promise<T>);

/**
 * The browser's HTTP client (spec §7: base path /api, JSON Accept header). Replies are
 * checked against the shared contract; an error reply becomes an AppError carrying the
 * server's message, which the UI shows as is.
 */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  reply: ReplySchema<T>,
  init: { method?: Method; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<z.infer<T>> {
  // A lazy contract loads while the request is in flight.
  const schema = typeof reply === 'function' ? reply() : reply;
  // Nobody awaits it if the request fails first: keep that rejection from being unhandled.
  if (schema instanceof Promise) schema.catch(() => undefined);
  let { response, body } = await send(path, init);
  // A session older than the token cookie: fetch its current token (and cookie) and retry once.
  if (response.status === 403 && isErrorCode(body, 'CSRF_INVALID')) {
    await send('session', {});
    ({ response, body } = await send(path, init));
  }
  if (!response.ok || (body && typeof body === 'object' && 'status' in body && body.status === 'error')) {
    throw AppError.from(body, response.status);
  }
  const contract = await Promise.resolve(schema).catch(() => {
    throw new AppError('UNAVAILABLE', 'We could not reach the server. Check your connection and try again.');
  });
  const parsed = contract.safeParse(body);
  if (!parsed.success) throw new AppError('INTERNAL', 'The server sent a reply we did not understand.');
  return parsed.data;
}

async function send(
  path: string,
  init: { method?: Method; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> },
): Promise<{ response: Response; body: unknown }> {
  const method = init.method ?? 'GET';
  let response: Response;
  try {
    response = await fetch(`/api/${path.replace(/^\//, '')}`, {
      method,
      headers: {
        Accept: 'application/json',
        // Extra headers a call needs (checkout's Idempotency-Key).
        ...init.headers,
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...csrfHeader(method),
      },
      body: init.body === undefined ? null : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AppError('UNAVAILABLE', 'We could not reach the server. Check your connection and try again.');
  }
  setCsrfToken(response.headers.get(CSRF_HEADER));
  const body: unknown = await response.json().catch(() => null);
  if (path === 'session' && body && typeof body === 'object' && 'data' in body) {
    const data = body.data as { csrf_token?: unknown };
    if (typeof data.csrf_token === 'string') setCsrfToken(data.csrf_token);
  }
  return { response, body };
}

function csrfHeader(method: Method): Record<string, string> {
  const token = isStateChangingMethod(method) ? currentCsrfToken() : null;
  return token ? { [CSRF_HEADER]: token } : {};
}

const isErrorCode = (body: unknown, code: string) =>
  Boolean(body && typeof body === 'object' && 'code' in body && body.code === code);
