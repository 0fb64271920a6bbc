import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  /** The server process (the render-cost rows read its CPU time). */
  pid: number;
  stop(): Promise<void>;
}

// Three minutes: migrating and seeding a fresh PGlite folder takes over a minute on a busy machine.
async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

const stopper = (child: ChildProcess, cleanup: () => void) => () =>
  new Promise<void>((resolve) => {
    child.once('exit', () => {
      cleanup();
      resolve();
    });
    child.kill('SIGTERM');
  });

/** The production build (npm run build) on a fresh PGlite folder, or on DATABASE_URL when given. */
export async function startAppServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larkspur-bench-'));
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/app/main.js`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child);
  return { url, pid: child.pid!, stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })) };
}

export async function startHelloServer(port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello-server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/hello`, child);
  return { url, pid: child.pid!, stop: stopper(child, () => undefined) };
}
