import { describe, expect, it } from 'vitest';
import { clientErrorResponse } from '../../src/server/http/framework-errors.ts';
import { redactUrl, scrubText, serializeError, serializeRequest } from '../../src/server/http/log-serializers.ts';

/** Drizzle's wrapper, as drizzle-orm builds it: the parameters are in the message and the stack. */
class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause });
  }
}

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

describe('serializeError (decision 178)', () => {
  it('keeps the statement, code and cause of a failed query, never its parameters or pg detail', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "members_email_uq"'), {
      code: '23505',
      constraint: 'members_email_uq',
      table: 'members',
      detail: 'Key (email)=(ada@example.com) already exists.',
      where: 'SQL statement',
      query: 'insert into members …',
      params: ['ada@example.com', '(617) 555-0101', HASH],
    });
    const error = new DrizzleQueryError(
      'insert into "members" ("email", "phone", "password_hash") values ($1, $2, $3)',
      ['ada@example.com', '(617) 555-0101', HASH],
      pgError,
    );
    const serialized = serializeError(error);
    const text = JSON.stringify(serialized);
    expect(serialized.type).toBe('DrizzleQueryError');
    expect(serialized.message).toContain('insert into "members"');
    expect(serialized.cause).toMatchObject({ code: '23505', constraint: 'members_email_uq', table: 'members' });
    for (const secret of ['ada@example.com', '555-0101', '$argon2id$', 'already exists'])
      expect(text, secret).not.toContain(secret);
    expect(text).not.toMatch(/"params"|"detail"|"where"/);
  });

  it('masks e-mail addresses and password hashes in any error text', () => {
    expect(scrubText(`mail to grace@larkspur.example failed; ${HASH}`)).toBe('mail to [email] failed; [hash]');
    const serialized = serializeError(new Error('550 <grace@larkspur.example> unknown'));
    expect(serialized.message).toBe('550 <[email]> unknown');
    expect(serialized.stack).not.toContain('grace@');
  });

  it('follows a cause chain and aggregate errors, and copes with thrown non-errors', () => {
    const nested = serializeError(
      new AggregateError([new Error('a@b.co one'), 'two'], 'all failed', { cause: new Error('root') }),
    );
    expect(nested.errors?.map((e) => e.message)).toEqual(['[email] one', 'two']);
    expect(nested.cause?.message).toBe('root');
    expect(serializeError('x@y.io went away').message).toBe('[email] went away');
    expect(serializeError(undefined)).toMatchObject({ type: 'undefined', message: 'undefined' });
  });
});

describe('serializeRequest', () => {
  it('logs the path and the names of query parameters, never their values', () => {
    expect(redactUrl('/account/resetpassword?token=abc123')).toBe('/account/resetpassword?token=~');
    expect(redactUrl('/api/locations?city=a%40b.co&lat=1&&weird%00name=2')).toBe('/api/locations?city=~&lat=~&_=~');
    expect(redactUrl('/api/menus/10101')).toBe('/api/menus/10101');
    expect(serializeRequest({ url: '/api/locations/ada%40larkspur.example?x=1' }).url).toBe(
      '/api/locations/[email]?x=~',
    );
    expect(
      serializeRequest({ method: 'GET', url: '/x?token=s', host: 'h', ip: '1.2.3.4', socket: { remotePort: 5 } }),
    ).toEqual({ method: 'GET', url: '/x?token=~', host: 'h', remoteAddress: '1.2.3.4', remotePort: 5 });
  });
});

describe('clientErrorResponse', () => {
  it('answers an HTTP parser error with the error envelope', () => {
    const raw = clientErrorResponse('HPE_HEADER_OVERFLOW');
    expect(raw.startsWith('HTTP/1.1 431 Request Header Fields Too Large\r\n')).toBe(true);
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toContain('Connection: close');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body!)}`);
    expect(JSON.parse(body!)).toEqual({
      status: 'error',
      message: 'The request headers are too large.',
      code: 'BAD_REQUEST',
    });
    expect(clientErrorResponse('HPE_INVALID_METHOD').startsWith('HTTP/1.1 400 Bad Request')).toBe(true);
  });
});
