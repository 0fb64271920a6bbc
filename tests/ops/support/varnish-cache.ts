import { execFile, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { untilListening } from './app-process.ts';

const run = promisify(execFile);

/** Debian's Varnish running deploy/varnish/larkspur.vcl in front of one upstream address. */
export interface VarnishCache {
  base: string;
  stop(): Promise<void>;
}

/** The documented VCL with the backend swapped; fails when the file no longer has what is swapped. */
function testVcl(host: string, port: number): string {
  const source = readFileSync('deploy/varnish/larkspur.vcl', 'utf8');
  const backend = /\.host = "127\.0\.0\.1";\n(\s*)\.port = "8080";/;
  if (!backend.test(source)) throw new Error(`deploy/varnish/larkspur.vcl no longer matches ${backend}`);
  return source.replace(backend, `.host = "${host}";\n$1.port = "${port}";`);
}

export async function startVarnishCache(o: { port: number; upstream: { host: string; port: number } }) {
  await run('bash', ['scripts/ensure-ops-packages.sh', 'varnish']);
  const dir = mkdtempSync(path.join(tmpdir(), 'larkspur-varnish-'));
  // Under root the child runs as Debian's varnish users: they read the VCL and the work folder.
  chmodSync(dir, 0o755);
  const vcl = path.join(dir, 'larkspur.vcl');
  writeFileSync(vcl, testVcl(o.upstream.host, o.upstream.port));
  const child = spawn(
    '/usr/sbin/varnishd',
    ['-F', '-a', `127.0.0.1:${o.port}`, '-f', vcl, '-n', path.join(dir, 'work'), '-s', 'malloc,64m'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await untilListening(child, o.port, 'varnishd', () => text);
  return {
    base: `http://127.0.0.1:${o.port}`,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  } satisfies VarnishCache;
}
