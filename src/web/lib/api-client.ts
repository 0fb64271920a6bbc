import type { z } from 'zod';
import { AppError } from '../../domain/app-error.ts';

/**
 * The browser's HTTP client (spec §7: base path /api, JSON Accept header). Replies are
 * checked against the shared contract; an error reply becomes an AppError carrying the
 * server's message, which the UI shows as is.
 */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  reply: T,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; signal?: AbortSignal } = {},
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/${path.replace(/^\//, '')}`, {
      method: init.method ?? 'GET',
      headers: { Accept: 'application/json', ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: init.body === undefined ? null : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AppError('UNAVAILABLE', 'We could not reach the server. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || (body && typeof body === 'object' && 'status' in body && body.status === 'error')) {
    throw AppError.from(body, response.status);
  }
  const parsed = reply.safeParse(body);
  if (!parsed.success) throw new AppError('INTERNAL', 'The server sent a reply we did not understand.');
  return parsed.data;
}
