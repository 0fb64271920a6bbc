import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { untilListening } from './app-process.ts';

const run = promisify(execFile);

/**
 * PgBouncer from the Debian package (scripts/ensure-ops-packages.sh), as docs/deployment.md
 * configures it: transaction pooling, and the settings that let the app back in quickly after a
 * database restart. Its own ini in a temp folder, a free port, a child process removed by the test.
 */
export interface PgBouncer {
  port: number;
  /** The same database through PgBouncer: `urlOf(directUrl)`. */
  urlOf(directUrl: string): string;
  log(): string;
  stop(): Promise<void>;
}

/** The settings docs/deployment.md documents (the ini's [pgbouncer] section), the addresses aside. */
export const DOCUMENTED_SETTINGS = {
  pool_mode: 'transaction',
  max_client_conn: '500',
  default_pool_size: '40',
  server_login_retry: '0.25',
  server_connect_timeout: '3',
  query_wait_timeout: '10',
  ignore_startup_parameters: 'extra_float_digits',
};

export async function startPgBouncer(o: { port: number; serverPort: number }): Promise<PgBouncer> {
  await run('bash', ['scripts/ensure-ops-packages.sh', 'pgbouncer']);
  const dir = mkdtempSync(path.join(tmpdir(), 'larkspur-pgbouncer-'));
  const logFile = path.join(dir, 'pgbouncer.log');
  const settings: Record<string, string> = {
    listen_addr: '127.0.0.1',
    listen_port: String(o.port),
    unix_socket_dir: '',
    auth_type: 'trust',
    auth_file: path.join(dir, 'userlist.txt'),
    logfile: logFile,
    pidfile: path.join(dir, 'pgbouncer.pid'),
    ...DOCUMENTED_SETTINGS,
  };
  writeFileSync(path.join(dir, 'userlist.txt'), '"postgres" ""\n');
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    `[databases]\n* = host=127.0.0.1 port=${o.serverPort}\n\n[pgbouncer]\n${Object.entries(settings)
      .map(([k, v]) => `${k} = ${v}`)
      .join('\n')}\n`,
  );
  // PgBouncer refuses to run as root: under root (CI) it runs as the postgres OS user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    for (const f of ['', 'pgbouncer.ini', 'userlist.txt']) chownSync(path.join(dir, f), Number(stdout), Number(gid));
  }
  chmodSync(dir, 0o700);
  const binary = '/usr/sbin/pgbouncer';
  const ini = path.join(dir, 'pgbouncer.ini');
  const child: ChildProcess = asRoot
    ? spawn('runuser', ['-u', 'postgres', '--', binary, ini], { stdio: 'ignore' })
    : spawn(binary, [ini], { stdio: 'ignore' });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const log = () => {
    try {
      return readFileSync(logFile, 'utf8');
    } catch {
      return '';
    }
  };
  await untilListening(child, o.port, 'PgBouncer', () => log());
  return {
    port: o.port,
    urlOf: (directUrl) => {
      const url = new URL(directUrl);
      url.port = String(o.port);
      return url.toString();
    },
    log,
    async stop() {
      // The pidfile names PgBouncer itself (under root the child is runuser); gone once it has exited (Ctrl-C).
      let pid = 0;
      try {
        pid = Number(readFileSync(path.join(dir, 'pgbouncer.pid'), 'utf8').trim());
      } catch {
        // already stopped
      }
      if (child.exitCode === null && pid > 0) {
        process.kill(pid, 'SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
