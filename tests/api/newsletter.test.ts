import { eq, like, or } from 'drizzle-orm';
import { newsletterSubscriptions as subs } from '../../src/server/db/schema/newsletter.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (payload: string, contentType = 'application/json') =>
  t.server.inject({ method: 'POST', url: '/api/subscribe', payload, headers: { 'content-type': contentType } });

const countRows = (email: string) => t.database.db.$count(subs, eq(subs.email, email));

describe('POST /api/subscribe', () => {
  it('stores a subscription once, trimmed and lower-cased', async () => {
    const first = await subscribe(JSON.stringify({ email: '  Ada@Example.COM ' }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'ok', data: { email: 'ada@example.com', subscribed: true } });
    const again = await subscribe(JSON.stringify({ email: 'ada@example.com' }));
    expect(again.statusCode).toBe(200);
    expect(await countRows('ada@example.com')).toBe(1);
  });

  it.each([
    ['malformed JSON', '{"email":', /not valid JSON/],
    ['a number for email', JSON.stringify({ email: 42 }), /email/],
    ['a missing email', JSON.stringify({}), /email/],
    ['an unknown field', JSON.stringify({ email: 'x@y.co', admin: true }), /admin|Unrecognized/i],
    ['an invalid address', JSON.stringify({ email: 'not-an-email' }), /Please enter a valid email address/],
    ['a huge string', JSON.stringify({ email: `${'a'.repeat(5000)}@b.co` }), /too long/],
    ['an array body', JSON.stringify([1, 2]), /object/],
  ])('rejects %s with a 4xx message and writes nothing', async (_label, payload, message) => {
    const reply = await subscribe(payload);
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
    const body = reply.json();
    expect(body.status).toBe('error');
    expect(body.message).toMatch(message);
    expect(
      await t.database.db.$count(
        subs,
        or(like(subs.email, '%a@b.co'), eq(subs.email, 'not-an-email'), eq(subs.email, 'x@y.co')),
      ),
    ).toBe(0);
  });

  it('answers 413 to a body over 1 MB', async () => {
    const reply = await subscribe(JSON.stringify({ email: 'x'.repeat(1_100_000) }));
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ status: 'error', code: 'PAYLOAD_TOO_LARGE' });
  });
});
