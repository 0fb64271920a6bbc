import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { COOKIE, memberInput } from './account-support.ts';

/**
 * Issue 14 "Logs without secrets": a failed insert of a new member used to log every SQL parameter
 * (e-mail, phone, the argon2id hash) at level 50, and `GET /account/resetpassword?token=…` its
 * token. The app logs at trace level into memory; each case then searches what was written.
 */
let t: TestApp;
const lines: string[] = [];
const log = () => lines.join('');
const EMAIL = 'grace.logs@larkspur.example';
const PHONE = '(617) 555-0142';

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'trace', ACCOUNT_LIMIT_PER_IP: '1000' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(() => t.close());

describe('log lines hold no personal data or secrets', () => {
  it('logs a failed query by its statement and code, never its parameters', async () => {
    // The database refuses this one row, as it would on a broken constraint or a full disk.
    await t.database.db.execute(
      sql.raw(`alter table members add constraint h3_refuse_grace check (email is distinct from '${EMAIL}')`),
    );
    try {
      const reply = await t.server.inject({
        method: 'POST',
        url: '/api/account/signup',
        payload: memberInput(EMAIL, { phone: PHONE }),
      });
      expect(reply.statusCode).toBe(500);
      expect(reply.json()).toMatchObject({ status: 'error', code: 'INTERNAL' });
    } finally {
      await t.database.db.execute(sql.raw('alter table members drop constraint h3_refuse_grace'));
    }
    const failure = lines.find((line) => line.includes('"level":50'));
    expect(failure, 'the failure is logged').toBeDefined();
    expect(failure).toContain('insert into \\"members');
    expect(failure).toContain('23514');
    for (const secret of [EMAIL, '555-0142', '$argon2id$', 'crumb-and-crust'])
      expect(log(), `log contains ${secret}`).not.toContain(secret);
  });

  it('logs request paths without query values, session cookies or CSRF tokens', async () => {
    const token = 'Zq3'.repeat(15);
    await t.server.inject({ url: `/account/resetpassword?token=${token}` });
    await t.server.inject({ url: `/api/locations?city=${encodeURIComponent(EMAIL)}&token=${token}` });
    const session = await t.server.inject({ url: '/api/session' });
    const cookie = session.cookies.find((c) => c.name === COOKIE)!.value;
    const csrf = session.json().data.csrf_token as string;
    await t.server.inject({
      method: 'POST',
      url: '/api/subscribe',
      cookies: { [COOKIE]: cookie },
      headers: { 'x-csrf-token': csrf },
      payload: { email: EMAIL },
    });
    expect(log()).toContain('/account/resetpassword?token=~');
    for (const secret of [token, EMAIL, cookie, csrf]) expect(log(), `log contains ${secret}`).not.toContain(secret);
  });
});
