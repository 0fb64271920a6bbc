import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveReply, notReadyReply, readyReply } from '../../src/domain/health/health-contract.ts';
import { readJournal } from '../../src/server/db/migrate.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { query } from './checkout-support.ts';

/**
 * Probes for balancers and orchestrators: liveness is the process, readiness is the database,
 * the schema, the realtime connection and not stopping. Neither counts towards the rate limit.
 */
const LIMIT = 3;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
});
afterAll(() => t.close());

const get = (url: string, app = t) => app.server.inject({ url, remoteAddress: '10.77.0.1' });

describe('health probes', () => {
  it('live: 200 with the version, uncached', async () => {
    const r = await get('/api/health/live');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(liveReply.parse(r.json()).data.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('ready: 200 with database latency, migration and realtime state; /health is the same', async () => {
    for (const url of ['/api/health/ready', '/api/health']) {
      const r = await get(url);
      expect(r.statusCode).toBe(200);
      const state = readyReply.parse(r.json()).data;
      expect(state).toMatchObject({
        ready: true,
        problems: [],
        database: { kind: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite', reachable: true },
        migration: { current: true, applied: readJournal().at(-1)!.tag },
      });
      expect(state.database.latency_ms).toBeGreaterThanOrEqual(0);
      expect(state.realtime).toBe(process.env.TEST_DB === 'postgres' ? 'listening' : 'in-process');
    }
  });

  it(`is never rate-limited: ${LIMIT * 4} probes a minute from one balancer all answer, while an API call from it is limited`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT * 2; i++) {
      statuses.push((await get('/api/health/ready')).statusCode, (await get('/api/health/live')).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
    const api: number[] = [];
    for (let i = 0; i <= LIMIT; i++) api.push((await get('/api/session')).statusCode);
    expect(api.at(-1)).toBe(429);
  });

  it('once the process is stopping: ready 503 naming it (Connection: close), live still 200, requests still served', async () => {
    const own = await createTestApp();
    try {
      own.server.lifecycle.beginStop();
      const ready = await get('/api/health/ready', own);
      expect(ready.statusCode).toBe(503);
      expect(ready.headers.connection).toBe('close');
      expect(ready.headers['retry-after']).toBeTruthy();
      const body = notReadyReply.parse(ready.json());
      expect(body).toMatchObject({
        status: 'error',
        code: 'UNAVAILABLE',
        data: { ready: false, problems: ['draining'] },
      });
      expect(body.message).toBe('Not ready: this server is shutting down.');
      expect((await get('/api/health/live', own)).statusCode).toBe(200);
      expect((await get('/api/app', own)).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('a database behind this release: ready 503 naming the migration step, until the migration is there', async () => {
    const own = await createTestApp();
    try {
      const journal = readJournal();
      const newest = journal.at(-1)!;
      const removed = await query(
        own,
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest.when} returning hash`,
      );
      expect(removed.rows).toHaveLength(1);
      const behind = await get('/api/health/ready', own);
      expect(behind.statusCode).toBe(503);
      const body = notReadyReply.parse(behind.json());
      expect(body.data.problems).toEqual(['migrations']);
      expect(body.data.migration).toEqual({
        applied: journal.at(-2)!.tag,
        expected: newest.tag,
        pending: 1,
        current: false,
      });
      expect(body.message).toMatch(/run npm run db:migrate/);
      await query(
        own,
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${String(removed.rows[0]!.hash)}, ${newest.when})`,
      );
      expect((await get('/api/health/ready', own)).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
