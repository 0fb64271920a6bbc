import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/domain/app-error.ts';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../../src/server/db/unavailable.ts';
import { registerErrorHandling, toErrorReply } from '../../src/server/http/errors.ts';

/** Issue 14: a request that cannot reach the database answers 503 (with Retry-After), never 500. */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows the ways a connection is refused, cut or timed out, however they are wrapped', () => {
    const terminated = withCode('terminating connection due to administrator command', '57P01');
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(
      isDatabaseUnavailable(new AggregateError([refused, withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')])),
    ).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], terminated))).toBe(true);
    expect(
      isDatabaseUnavailable(new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly'))),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('outer', { cause: new Error('middle', { cause: withCode('reset', 'ECONNRESET') }) }),
      ),
    ).toBe(true);
  });

  it('leaves every other failure alone: those stay 500 (or their own 4xx)', () => {
    expect(
      isDatabaseUnavailable(
        new DrizzleQueryError('insert …', [], withCode('duplicate key value violates unique constraint', '23505')),
      ),
    ).toBe(false);
    expect(isDatabaseUnavailable(withCode('canceling statement due to statement timeout', '57014'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    const loop: Error & { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});

describe('the error handler during an outage', () => {
  it('maps an unreachable database to 503 UNAVAILABLE with a customer message', () => {
    expect(
      toErrorReply(new DrizzleQueryError('select …', ['ada@example.com'], withCode('terminating connection', '57P01'))),
    ).toEqual({
      status: 503,
      body: { status: 'error', message: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' },
    });
    expect(toErrorReply(new Error('boom')).status).toBe(500);
    expect(toErrorReply(new AppError('CONFLICT', 'taken')).status).toBe(409);
  });

  it('sends Retry-After and logs a warning without the failed query or its parameters', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    registerErrorHandling(app);
    app.get('/orders', async () => {
      throw new DrizzleQueryError(
        'select * from members where email = $1',
        ['ada@example.com'],
        withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      );
    });
    const reply = await app.inject({ url: '/orders' });
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe('2');
    expect(reply.json()).toEqual({ status: 'error', message: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' });
    const logged = lines.join('');
    expect(logged).toMatch(/"level":40/);
    expect(logged).not.toMatch(/ada@example\.com|select \*/);
    await app.close();
  });
});
