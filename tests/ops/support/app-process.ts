import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';

/** A free TCP port on the loopback (the kernel picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Whether something listens on this loopback port yet. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits until `child` listens on `port`; fails naming it, with its output, if it exits or takes 10 s. */
export async function untilListening(child: ChildProcess, port: number, name: string, output: () => string) {
  const until = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`${name} did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface AppProcess {
  base: string;
  child: ChildProcess;
  /** Everything the process wrote (JSON log lines and the banner). */
  output(): string;
  /** Resolves with the exit code and the time (Date.now()) the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  kill(): void;
}

/** The production build (`node <BUILD_DIR>/app/main.js`), as an operator runs it. */
export async function startApp(env: Record<string, string>, at?: { port: number }): Promise<AppProcess> {
  const port = at?.port ?? (await freePort());
  const buildDir = process.env.BUILD_DIR ?? 'build';
  const child = spawn(process.execPath, [path.join(buildDir, 'app', 'main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      PAYMENT_TOKEN_SECRET: 'ops-test-token-secret-0123456789abcdef',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() }));
  });
  const base = `http://127.0.0.1:${port}`;
  // Ready when it prints its banner (after migrations and the seed), or dead.
  await Promise.race([
    new Promise<void>((resolve) => {
      const check = () => (text.includes('is running at') ? resolve() : undefined);
      child.stdout?.on('data', check);
      check();
    }),
    exited.then(({ code }) => {
      throw new Error(`the app exited with ${code} before it listened:\n${text}`);
    }),
  ]);
  return { base, child, output: () => text, exited, kill: () => void child.kill('SIGKILL') };
}
