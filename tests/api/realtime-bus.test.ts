import { once } from 'node:events';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtimeBus, type RealtimeBus, type RealtimeEvent } from '../../src/server/realtime/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The realtime bus (issue 16, decision 224) on the project's engine: publish reaches subscribers
 * of that channel only; on PostgreSQL the LISTEN connection comes back by itself after the server
 * killed it (as a restart does), without an unhandled error, and says so (resync).
 */
let t: TestApp;
let bus: RealtimeBus;
const warnings: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  bus = createRealtimeBus(t.database, { warn: (_details, message) => warnings.push(message) });
  await bus.ready();
});
afterAll(async () => {
  await bus.close();
  await t.close();
});

function nextOn(channel: 'orders' | 'hours'): Promise<RealtimeEvent> {
  return new Promise((resolve) => {
    const off = bus.subscribe(channel, (event) => {
      off();
      resolve(event);
    });
  });
}

describe('realtime bus', () => {
  it('delivers a published event to its channel only', async () => {
    const seen: string[] = [];
    const offHours = bus.subscribe('hours', (e) => seen.push(e.kind));
    const got = nextOn('orders');
    await bus.publish('orders', { locationId: 'bos-back-bay', orderId: 'o-1', kind: 'placed', seq: 1 });
    expect(await got).toEqual({ locationId: 'bos-back-bay', orderId: 'o-1', kind: 'placed', seq: 1 });
    offHours();
    expect(seen).toEqual([]);
  });

  // PostgreSQL only (PGlite has no LISTEN connection to lose): defined there, not skipped here.
  if (process.env.TEST_DB === 'postgres')
    it('reconnects its LISTEN connection after the database dropped it, then resyncs', async () => {
      const resynced = new EventEmitter();
      const off = bus.onResync(() => resynced.emit('resync'));
      const back = once(resynced, 'resync');
      const killed = (await t.database.db.execute(
        sql`select pg_terminate_backend(pid) as done from pg_stat_activity where datname = current_database() and query like 'LISTEN larkspur_%' and pid <> pg_backend_pid()`,
      )) as unknown as { rows: { done: boolean }[] };
      // This bus's connection and the test app's own bus's: both come back.
      expect(killed.rows).toContainEqual({ done: true });
      await back;
      off();
      expect(warnings.some((w) => /LISTEN connection lost/.test(w))).toBe(true);
      const got = nextOn('orders');
      await bus.publish('orders', { locationId: 'bos-back-bay', orderId: 'o-2', kind: 'status', seq: 2 });
      expect((await got).orderId).toBe('o-2');
    });
});
