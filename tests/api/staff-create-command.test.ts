import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { loadAppInfo } from '../../src/server/modules/app-info/load-app-info.ts';
import { createFileContentStore } from '../../src/server/providers/content/file-content-store.ts';
import { PG_TEMPLATE_DB, pgUrlFor, withAdmin } from '../support/test-databases.ts';
import { staffCreateCommand } from '../../src/server/commands/staff-create-command.ts';
import { runOperatorCommand } from '../../src/server/operator-command.ts';
import { STAFF_COOKIE } from './staff-support.ts';

/**
 * `npm run staff:create` (issue 16, decision 223) against this project's database engine: a PGlite
 * folder, or a PostgreSQL database. The password it prints must sign in, and must be changed
 * first. The first account is made by the command spawned as an operator runs it; the other runs
 * call the same command in this process (no Node and tsx start-up each).
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const pgName = `larkspur_test_cmd_${randomBytes(5).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'larkspur-staff-cmd-'));
const env: Record<string, string> = (() => {
  const { DATABASE_URL: _ignored, ...rest } = process.env as Record<string, string>;
  return onPostgres
    ? { ...rest, DATABASE_URL: pgUrlFor(pgName), LOG_LEVEL: 'silent' }
    : { ...rest, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
})();

beforeAll(async () => {
  if (onPostgres) await withAdmin((admin) => admin.query(`create database ${pgName} template ${PG_TEMPLATE_DB}`));
});
afterAll(async () => {
  if (onPostgres) await withAdmin((admin) => admin.query(`drop database if exists ${pgName} with (force)`));
  rmSync(dataDir, { recursive: true, force: true });
});

type Ran = { code: number | null; stdout: string; stderr: string };

/** The command in this process (what `npm run staff:create` runs), with strings for its streams. */
async function run(args: string[], stdin?: string): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  const code = await runOperatorCommand(staffCreateCommand, args, {
    env,
    readStdin: async () => stdin ?? '',
    out: (text) => void (stdout += text),
    err: (text) => void (stderr += text),
  });
  return { code, stdout, stderr };
}

/** The command spawned as an operator runs it: once, to prove the entry point and exit codes. */
function spawned(args: string[]): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/staff-create.ts', ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Opens the database the command wrote and signs in through the real app. */
async function signInOn(email: string, password: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...(onPostgres ? { DATABASE_URL: pgUrlFor(pgName) } : { DATA_DIR: dataDir }),
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  const server = await buildApp({
    config,
    database,
    app: loadAppInfo(config),
    content: await createFileContentStore(config.CONTENT_DIR),
    web: false,
  });
  try {
    const reply = await server.inject({ method: 'POST', url: '/api/staff/session', payload: { email, password } });
    const cookie = reply.cookies.find((c) => c.name === STAFF_COOKIE)?.value;
    const held = cookie
      ? await server.inject({ method: 'GET', url: '/api/staff/locations', cookies: { [STAFF_COOKIE]: cookie } })
      : null;
    return { status: reply.statusCode, data: reply.json().data, heldCode: held?.json().code as string | undefined };
  } finally {
    await server.close();
    await database.close();
  }
}

describe(`staff:create on ${onPostgres ? 'PostgreSQL' : 'a PGlite folder'}`, () => {
  it('refuses a run without e-mail or role, and never has a default password', async () => {
    const bare = await run([]);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('--email');
    const noRole = await run(['--email', 'owner@larkspur.example']);
    expect(noRole.code).toBe(2);
    expect(noRole.stderr).toContain('--role must be admin, manager, lead or staff');
  }, 120_000);

  it('prints a one-time password that signs in and must be changed; a second run for the e-mail fails', async () => {
    const made = await spawned(['--email', 'Owner@Larkspur.example', '--role', 'admin', '--name', 'Olive Owner']);
    expect(made.code, made.stderr).toBe(0);
    const password = /One-time password: (\S+)/.exec(made.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
    const signed = await signInOn('owner@larkspur.example', password!);
    expect(signed.status).toBe(200);
    expect(signed.data.staff).toMatchObject({ role: 'admin', display_name: 'Olive Owner', must_change_password: true });
    expect(signed.heldCode).toBe('PASSWORD_CHANGE_REQUIRED');

    const again = await run(['--email', 'owner@larkspur.example', '--role', 'admin']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
  }, 240_000);

  it('reads the password from stdin and grants a manager the named location (by menu id)', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...(onPostgres ? { DATABASE_URL: pgUrlFor(pgName) } : { DATA_DIR: dataDir }),
    });
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
    const { locations } = await import('../../src/server/db/schema/locations.ts');
    const [store] = await database.db
      .select({ id: locations.id, menuId: locations.menuId })
      .from(locations)
      .orderBy(locations.id)
      .limit(1);
    await database.close();

    const weak = await run(['--email', 'weak@larkspur.example', '--role', 'admin', '--password-stdin'], 'password1\n');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/too common/);
    const made = await run(
      ['--email', 'mgr@larkspur.example', '--role', 'manager', '--location', store!.menuId, '--password-stdin'],
      'sourdough-at-six-am\n',
    );
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).not.toContain('sourdough-at-six-am');
    const signed = await signInOn('mgr@larkspur.example', 'sourdough-at-six-am');
    expect(signed.status).toBe(200);
    expect(signed.data.locations.map((l: { id: string }) => l.id)).toEqual([store!.id]);

    // A shift lead: the role the database's check now allows, and like a manager it needs a store.
    const leadless = await run(['--email', 'lead@larkspur.example', '--role', 'lead']);
    expect(leadless.code).toBe(1);
    expect(leadless.stderr).toMatch(/shift lead or store staff needs at least one --location/);
    const lead = await run(
      ['--email', 'lead@larkspur.example', '--role', 'lead', '--location', store!.id, '--password-stdin'],
      'croissant-shift-lead-4\n',
    );
    expect(lead.code, lead.stderr).toBe(0);
    expect(lead.stdout).toContain('Created lead lead@larkspur.example');
    const leadSigned = await signInOn('lead@larkspur.example', 'croissant-shift-lead-4');
    expect(leadSigned.status).toBe(200);
    expect(leadSigned.data.staff.role).toBe('lead');
  }, 240_000);
});
