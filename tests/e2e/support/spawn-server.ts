import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { newDataDir, seededDataDir } from './pglite-template.ts';

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  dataDir: string;
  output: () => string;
  /** SIGTERM and wait; resolves the exit code. */
  stop(): Promise<number | null>;
  /** Removes the data folder (after stop). */
  cleanup(): void;
}

/**
 * Starts another copy of the production build (for tests that need other settings than the
 * shared webServer: feature flags, a vendor script, a restart on the same data folder).
 */
export async function spawnServer(
  basePort: number,
  env: Record<string, string> = {},
  dataDir?: string,
): Promise<SpawnedServer> {
  // Spec files pick fixed ports; a run on another E2E_PORT shifts them all by the same amount,
  // so two runs side by side (parallel work, a CI rehearsal) never meet on one port.
  const port = basePort + (Number(process.env.E2E_PORT ?? 3210) - 3210);
  const url = `http://localhost:${port}`;
  // A leftover server on the port would answer the health check in place of ours.
  if (
    await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already serving`);
  // On PostgreSQL (DATABASE_URL) the folder holds no database; on PGlite a copy of the run's seeded one.
  const dir = dataDir ?? (env.DATABASE_URL ? newDataDir() : seededDataDir());
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/app/main.js`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}): ${out}`);
    if (Date.now() - started > 120_000) throw new Error(`server did not start: ${out}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    child,
    dataDir: dir,
    output: () => out,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
