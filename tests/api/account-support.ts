import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Shared helpers of the account API tests (issue 7): members, cookies, the outbox. */
export const COOKIE = 'larkspur_sid';
export const PASSWORD = 'crumb-and-crust-42';

export const tempOutbox = () => mkdtempSync(path.join(tmpdir(), 'larkspur-outbox-'));

export interface Signed {
  cookie: string;
  csrf: string;
}

export const memberInput = (email: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Baker',
  email,
  phone: '(617) 555-0101',
  password: PASSWORD,
  newsletter: false,
  ...overrides,
});

export async function signUp(server: FastifyInstance, email: string, overrides: Record<string, unknown> = {}) {
  const reply = await server.inject({
    method: 'POST',
    url: '/api/account/signup',
    payload: memberInput(email, overrides),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply;
}

export function sessionOf(reply: LightMyRequestResponse): Signed {
  const cookie = reply.cookies.find((c) => c.name === COOKIE)?.value;
  expect(cookie).toBeTruthy();
  const csrf = reply.headers['x-csrf-token'];
  expect(typeof csrf).toBe('string');
  return { cookie: cookie!, csrf: csrf as string };
}

export async function signIn(
  server: FastifyInstance,
  email: string,
  password = PASSWORD,
  extra: { cookie?: string; csrf?: string } = {},
): Promise<Signed> {
  const reply = await server.inject({
    method: 'POST',
    url: '/api/account/signin',
    payload: { email, password },
    ...(extra.cookie ? { cookies: { [COOKIE]: extra.cookie } } : {}),
    ...(extra.csrf ? { headers: { 'x-csrf-token': extra.csrf } } : {}),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return sessionOf(reply);
}

/** An injected request carrying the member's cookie and CSRF token. */
export function as(server: FastifyInstance, who: Signed) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    server.inject({
      method,
      url,
      cookies: { [COOKIE]: who.cookie },
      headers: { 'x-csrf-token': who.csrf },
      ...(payload ? { payload } : {}),
    });
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** Waits for the newest message to `to` (mail is sent in the background). */
export async function waitForMail(dir: string, to: string, after = 0): Promise<OutboxMessage[]> {
  for (let i = 0; i < 50; i += 1) {
    const messages = readMail(dir).filter((m) => m.to === to);
    if (messages.length > after) return messages;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}

export function readMail(dir: string): OutboxMessage[] {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return names.map((n) => JSON.parse(readFileSync(path.join(dir, n), 'utf8')) as OutboxMessage);
}

export const resetTokenIn = (text: string) => /resetpassword\?token=([\w-]+)/.exec(text)?.[1] ?? '';
