import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationKey, revokeIntegrationKey } from '../../src/server/modules/integrations/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { pgUrlFor } from '../support/test-databases.ts';
import { integrationCreateCommand } from '../../src/server/commands/integration-create-command.ts';
import { runOperatorCommand } from '../../src/server/operator-command.ts';
import { tempOutbox } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import { cardToken, cartWith, memberShopper, newKey, query, submit, type Shopper } from './checkout-support.ts';
import { asStaff, staffReady } from './staff-support.ts';

/**
 * The integration API (issue 16, decision 242), on both databases: per-integration keys made by
 * `npm run integration:create`, hashed, scoped to locations and scopes, moving orders through the
 * same status machine as the board, audited as the integration; the old STAFF_API_KEY is mapped
 * to one every-location key.
 */
const LEGACY = 'legacy-staff-key-0123456789abcdef';
const LOCATION = 'bos-back-bay';
let t: TestApp;
let other: string;
let here: { key: string; id: string; prefix: string };
let elsewhere: { key: string };
let everywhere: { key: string };

const move = (orderId: string, status: unknown, key: string | null, extra: Record<string, string> = {}) =>
  t.server.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/status`,
    headers: { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...extra },
    payload: { status },
  });

let ivy: Shopper;
async function place(): Promise<string> {
  const cart = await cartWith(ivy);
  const r = await submit(ivy, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ivy) } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.order.id as string;
}

beforeAll(async () => {
  t = await createTestApp({ OUTBOX_DIR: tempOutbox(), ACCOUNT_LIMIT_PER_IP: '1000', STAFF_API_KEY: LEGACY });
  await openAroundTheClock(t, [LOCATION]);
  ivy = await memberShopper(t, 'ivy.integrations@larkspur.example');
  other = (await query(t, sql`select id from locations where id <> ${LOCATION} order by id limit 1`)).rows[0]
    ?.id as string;
  const made = await createIntegrationKey(t.database.db, {
    name: 'Back Bay KDS',
    locations: [LOCATION],
    allLocations: false,
    scopes: ['orders:status'],
  });
  here = { key: made.key, id: made.row.id, prefix: made.row.keyPrefix };
  elsewhere = await createIntegrationKey(t.database.db, {
    name: 'Other POS',
    locations: [other],
    allLocations: false,
    scopes: [],
  });
  everywhere = await createIntegrationKey(t.database.db, {
    name: 'Brand POS',
    locations: [],
    allLocations: true,
    scopes: ['orders:status'],
  });
});
afterAll(() => t.close());

describe('per-integration keys (decision 242)', () => {
  it('keeps only a hash and the public prefix; the key is lsk_<prefix>_<secret>', async () => {
    expect(here.key).toMatch(/^lsk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(here.key.startsWith(`lsk_${here.prefix}_`)).toBe(true);
    const [row] = (await query(t, sql`select key_hash, scopes from integration_keys where id = ${here.id}`)).rows as {
      key_hash: string;
      scopes: string[];
    }[];
    expect(row?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify((await query(t, sql`select * from integration_keys`)).rows)).not.toContain(
      here.key.slice(17),
    );
    expect(row?.scopes).toEqual(['orders:status']);
  });

  it('moves an order of its location through the status machine, audited as the integration; 409 for an illegal move', async () => {
    const orderId = await place();
    const r = await move(orderId, 'in_progress', here.key);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.order.status).toBe('in_progress');
    expect(r.headers['cache-control']).toBe('no-store');
    const illegal = await move(orderId, 'placed', here.key);
    expect(illegal.statusCode).toBe(409);
    const [audit] = (
      await query(
        t,
        sql`select staff_id, integration_id, action, location_id, target, before, after from staff_audit_log where target = ${`order:${orderId}`}`,
      )
    ).rows;
    expect(audit).toMatchObject({
      staff_id: null,
      integration_id: here.id,
      action: 'order.status',
      location_id: LOCATION,
      before: { status: 'placed' },
      after: { status: 'in_progress', via: 'integration:Back Bay KDS' },
    });
    // The admin's audit log names the integration.
    const auditor = await staffReady(t.server, t.database, 'integrations.admin@larkspur.example', 'admin');
    const page = await asStaff(t.server, auditor)('GET', `/api/staff/audit?location_id=${LOCATION}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(
      (page.json().data.entries as { target: string }[]).find((e) => e.target === `order:${orderId}`),
    ).toMatchObject({ staff_email: null, integration: 'Back Bay KDS', action: 'order.status' });
    const [used] = (await query(t, sql`select last_used_at from integration_keys where id = ${here.id}`)).rows as {
      last_used_at: unknown;
    }[];
    expect(used?.last_used_at).not.toBeNull();
    // The every-location key and the legacy STAFF_API_KEY (mapped, audited as such) move it on.
    expect((await move(orderId, 'ready', everywhere.key)).json().data.order.status).toBe('ready');
    expect((await move(orderId, 'completed', LEGACY)).json().data.order.status).toBe('completed');
    const legacyRow = (
      await query(
        t,
        sql`select integration_id, after from staff_audit_log where target = ${`order:${orderId}`} and after->>'status' = 'completed'`,
      )
    ).rows[0];
    expect(legacyRow).toMatchObject({ integration_id: null, after: { via: 'STAFF_API_KEY' } });
  });

  it('another location’s order is a 404 like an unknown one; no scope is a 403; nothing changes', async () => {
    const orderId = await place();
    // A key without the orders:status scope (none other exists yet; set here directly) is a 403.
    await query(t, sql`update integration_keys set scopes = '{}' where name = 'Other POS'`);
    const unscoped = await move(orderId, 'in_progress', elsewhere.key);
    expect(unscoped.statusCode).toBe(403);
    expect(unscoped.json().code).toBe('FORBIDDEN');
    // With the scope the location is the reason, answered as 404.
    await query(t, sql`update integration_keys set scopes = '{orders:status}' where name = 'Other POS'`);
    expect((await move(orderId, 'in_progress', elsewhere.key)).statusCode).toBe(404);
    expect((await move('00000000-0000-4000-8000-000000000000', 'in_progress', here.key)).statusCode).toBe(404);
    const [row] = (await query(t, sql`select status from orders where id = ${orderId}`)).rows as { status: string }[];
    expect(row?.status).toBe('placed');
    expect(
      (await query(t, sql`select count(*)::int as n from staff_audit_log where target = ${`order:${orderId}`}`)).rows[0]
        ?.n,
    ).toBe(0);
  });

  it('refuses a missing, malformed, unknown, tampered or revoked key with 401 before reading the body', async () => {
    const orderId = await place();
    const tampered = `${here.key.slice(0, -1)}${here.key.endsWith('A') ? 'B' : 'A'}`;
    for (const key of [null, '', 'not-a-key', tampered, `lsk_000000000000_${'A'.repeat(43)}`, 'x'.repeat(5000)]) {
      const r = await move(orderId, 'nonsense', key);
      expect(r.statusCode, `${String(key).slice(0, 40)}: ${r.body}`).toBe(401);
      expect(r.json().code).toBe('UNAUTHORIZED');
    }
    expect((await move(orderId, 'in_progress', here.key, { authorization: `Basic ${here.key}` })).statusCode).toBe(401);
    const revoked = await createIntegrationKey(t.database.db, {
      name: 'Old tablet',
      locations: [LOCATION],
      allLocations: false,
      scopes: [],
    });
    expect((await move(orderId, 'in_progress', revoked.key)).statusCode).toBe(200);
    await revokeIntegrationKey(t.database.db, revoked.row.keyPrefix);
    expect((await move(orderId, 'ready', revoked.key)).statusCode).toBe(401);
    const audit = (
      await query(
        t,
        sql`select action from staff_audit_log where target = ${`integration:${revoked.row.keyPrefix}`} order by at`,
      )
    ).rows.map((r) => (r as { action: string }).action);
    expect(audit).toEqual(['integration.create', 'integration.revoke']);
  });

  it('bad input with a good key is a named 4xx, never a 500', async () => {
    const orderId = await place();
    const cases: [string, () => ReturnType<typeof move>][] = [
      ['unknown status', () => move(orderId, 'teleported', here.key)],
      ['status a number', () => move(orderId, 3, here.key)],
      ['huge status', () => move(orderId, 'x'.repeat(100_000), here.key)],
      ['bad order id', () => move('not-an-id', 'ready', here.key)],
      [
        'extra field',
        () =>
          t.server.inject({
            method: 'POST',
            url: `/api/staff/orders/${orderId}/status`,
            headers: { authorization: `Bearer ${here.key}` },
            payload: { status: 'in_progress', by: 'me' },
          }),
      ],
      [
        'malformed JSON',
        () =>
          t.server.inject({
            method: 'POST',
            url: `/api/staff/orders/${orderId}/status`,
            headers: { authorization: `Bearer ${here.key}`, 'content-type': 'application/json' },
            payload: '{"status":',
          }),
      ],
    ];
    for (const [label, run] of cases) {
      const r = await run();
      expect(r.statusCode, `${label}: ${r.body}`).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, label).toBeLessThan(500);
    }
    expect(
      ((await query(t, sql`select status from orders where id = ${orderId}`)).rows[0] as { status: string }).status,
    ).toBe('placed');
  });

  it('the command refuses bad input: no location, unknown location or scope, a blank name', async () => {
    await expect(
      createIntegrationKey(t.database.db, { name: 'X', locations: [], allLocations: false, scopes: [] }),
    ).rejects.toThrow(/--location/);
    await expect(
      createIntegrationKey(t.database.db, { name: 'X', locations: ['nowhere'], allLocations: false, scopes: [] }),
    ).rejects.toThrow(/Unknown location/);
    await expect(
      createIntegrationKey(t.database.db, {
        name: 'X',
        locations: [LOCATION],
        allLocations: false,
        scopes: ['orders:delete'],
      }),
    ).rejects.toThrow(/Unknown scope/);
    await expect(
      createIntegrationKey(t.database.db, { name: '  ', locations: [LOCATION], allLocations: false, scopes: [] }),
    ).rejects.toThrow(/name/);
    await expect(revokeIntegrationKey(t.database.db, 'ffffffffffff')).rejects.toThrow(/No live integration key/);
  });

  /** The command's environment: the database the env names, never the test run's own. */
  const commandEnv = (env: Record<string, string>) => {
    const { DATA_DIR: _dataDir, DATABASE_URL: _databaseUrl, ...rest } = process.env as Record<string, string>;
    return { ...rest, ...env, LOG_LEVEL: 'silent' };
  };
  /** The command as an operator runs it, spawned: the first run of each test proves the entry point. */
  const spawnCommand = (env: Record<string, string>, args: string[]) =>
    new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/integration-create.ts', ...args], {
        env: commandEnv(env),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout }));
    });
  /** The same command in this process (no Node and tsx start-up). */
  const runCommand = async (env: Record<string, string>, args: string[]) => {
    let stdout = '';
    const io = {
      env: commandEnv(env),
      readStdin: async () => '',
      out: (x: string) => void (stdout += x),
      err: () => {},
    };
    const code = await runOperatorCommand(integrationCreateCommand, args, io);
    return { code, stdout };
  };

  // On PGlite one process owns a data folder, so the command runs on a folder of its own: create, list, revoke.
  async function commandOnAFolderOfItsOwn() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'integration-create-'));
    try {
      const made = await spawnCommand({ DATA_DIR: dataDir }, ['--name', 'Folder KDS', '--location', LOCATION]);
      expect(made.code, made.stdout).toBe(0);
      const key = /Key: (lsk_\S+)/.exec(made.stdout)?.[1];
      const prefix = /integration key (\S+) "Folder KDS"/.exec(made.stdout)?.[1];
      expect(key && prefix).toBeTruthy();
      const listed = await runCommand({ DATA_DIR: dataDir }, ['--list']);
      expect(listed.stdout).toContain(`${prefix}  Folder KDS  [orders:status]`);
      expect(listed.stdout).toContain('last used never');
      expect(listed.stdout).not.toContain(key!);
      expect((await runCommand({ DATA_DIR: dataDir }, ['--revoke', prefix!])).stdout).toContain(
        `Revoked ${prefix} (Folder KDS).`,
      );
      expect((await runCommand({ DATA_DIR: dataDir }, ['--list'])).stdout).toMatch(/Folder KDS .* revoked \d{4}-/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it('npm run integration:create prints a key once: on PostgreSQL it works at once in the app (one shared database); on PGlite it is listed and revoked on its own folder', async () => {
    if (process.env.TEST_DB !== 'postgres') return commandOnAFolderOfItsOwn();
    const name = ((await query(t, sql`select current_database() as n`)).rows[0] as { n: string }).n;
    const out = await spawnCommand({ DATABASE_URL: pgUrlFor(name) }, ['--name', 'Command KDS', '--location', LOCATION]);
    expect(out.code, out.stdout).toBe(0);
    const key = /Key: (lsk_\S+)/.exec(out.stdout)?.[1];
    expect(key).toBeTruthy();
    const orderId = await place();
    expect((await move(orderId, 'in_progress', key!)).statusCode).toBe(200);
    // Up to four commands, each its own Node process opening a database (on PGlite a fresh folder,
    // migrated): 30 s was overrun on a loaded 2-core machine. A budget, not a speed check.
  }, 180_000);
});
