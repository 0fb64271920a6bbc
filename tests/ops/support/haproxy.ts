import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

import { untilListening } from './app-process.ts';
import { eventually } from './sql.ts';

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
  await untilListening(child, o.port, 'haproxy', () => text);
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

/** Both instances answer through haproxy: its checks have taken them in (seen in `X-Served-By`). */
export async function untilBothInRotation(base: string): Promise<void> {
  await eventually('both instances in haproxy’s rotation', async () => {
    const servedBy = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const reply = await fetch(`${base}/api/health/ready`).catch(() => null);
      if (reply?.status !== 200) return undefined;
      servedBy.add(reply.headers.get('x-served-by') ?? '');
    }
    return servedBy.size === 2 ? true : undefined;
  });
}
