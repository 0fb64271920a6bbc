import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A throwaway PostgreSQL cluster for the ops tests (issue 14): initdb into a temp folder, a free
 * port, started, restarted and removed by the test. PostgreSQL refuses to run as root, so under
 * root (CI) every pg command runs as the `postgres` OS user, who owns the folder.
 */
export interface PgCluster {
  url: string;
  port: number;
  /** Fast shutdown: every connection is terminated (57P01), as in `pg_ctl restart -m fast`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`: down and up again in one step. */
  restart(): Promise<void>;
  remove(): Promise<void>;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`No PostgreSQL server binaries under ${root} (apt-get install postgresql)`);
  return path.join(root, newest, 'bin');
}

async function uidOf(user: string): Promise<{ uid: number; gid: number }> {
  const { stdout } = await run('id', [user]);
  const uid = /uid=(\d+)/.exec(stdout)?.[1];
  const gid = /gid=(\d+)/.exec(stdout)?.[1];
  if (!uid || !gid) throw new Error(`Cannot read the ids of ${user}`);
  return { uid: Number(uid), gid: Number(gid) };
}

export async function createCluster(port: number): Promise<PgCluster> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'larkspur-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = await uidOf('postgres');
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const ctl = (...args: string[]) =>
    pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', ...args]);
  await ctl('-o', options, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => void (await ctl('-m', 'fast', 'stop')),
    start: async () => void (await ctl('-o', options, 'start')),
    restart: async () => void (await ctl('-m', 'fast', '-o', options, 'restart')),
    async remove() {
      await ctl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
