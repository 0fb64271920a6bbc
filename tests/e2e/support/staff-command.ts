import { spawn } from 'node:child_process';

/** Where `staff:create` writes: a PGlite folder, or a PostgreSQL database (the same as the server it feeds). */
export type StaffCommandTarget = { dataDir: string } | { databaseUrl: string };

/**
 * Runs the real first-admin command (`npm run staff:create`, decision 223) against the database the
 * spawned test server will open, and returns the one-time password it prints.
 */
export function createStaffByCommand(target: StaffCommandTarget, args: string[]): Promise<string> {
  // A PostgreSQL URL in the environment would win over DATA_DIR: drop it for a PGlite folder.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL'));
  const env =
    'dataDir' in target
      ? { ...inherited, DATA_DIR: target.dataDir }
      : { ...inherited, DATABASE_URL: target.databaseUrl };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/staff-create.ts', ...args], {
      env: { ...env, LOG_LEVEL: 'silent' },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const password = /One-time password: (\S+)/.exec(out)?.[1];
      if (code === 0 && password) resolve(password);
      else reject(new Error(`staff:create failed (${code}): ${out}`));
    });
  });
}
