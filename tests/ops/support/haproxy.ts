import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

import { accepts } from './app-process.ts';

const run = promisify(execFile);

/** haproxy from the Debian package, running deploy/haproxy/haproxy.cfg as documented. */
export interface Haproxy {
  base: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startHaproxy(o: { port: number; apps: [number, number] }): Promise<Haproxy> {
  await run('bash', ['scripts/ensure-ops-packages.sh', 'haproxy']);
  const child = spawn('/usr/sbin/haproxy', ['-db', '-f', 'deploy/haproxy/haproxy.cfg'], {
    env: {
      PATH: process.env.PATH ?? '',
      LISTEN: `127.0.0.1:${o.port}`,
      APP_A: `127.0.0.1:${o.apps[0]}`,
      APP_B: `127.0.0.1:${o.apps[1]}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = Date.now() + 10_000;
  while (!(await accepts(o.port))) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`haproxy did not start:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base: `http://127.0.0.1:${o.port}`,
    output: () => text,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
