import { execFile, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, untilListening } from './app-process.ts';

const run = promisify(execFile);

/** Debian's nginx running deploy/nginx/larkspur.conf's cache rules, in front of one upstream address. */
export interface NginxCache {
  base: string;
  /** The purge entrance (PAGE_PURGE_URL with PAGE_PURGE_BY=url). */
  purgeBase: string;
  /** Where nginx keeps its copies (one file per copy: the upstream's headers, then the body). */
  cacheDir: string;
  /** nginx's master process (its workers are its children). */
  pid: number;
  /** $upstream_cache_status of every request so far ("-" where no cache applies), with its path. */
  cacheStatuses(): { status: string; uri: string }[];
  stop(): Promise<void>;
}

/** The compose config with the addresses swapped; fails when the file no longer has what is swapped. */
function benchConfig(upstream: string, listen: string, purgeListen: string, cacheDir: string): string {
  const source = readFileSync('deploy/nginx/larkspur.conf', 'utf8');
  const swaps: [RegExp, string][] = [
    [/^\s*server app1:3000 max_fails=0;\n\s*server app2:3000 max_fails=0;/m, `    server ${upstream} max_fails=0;`],
    [/listen 80;/, `listen ${listen};`],
    [/listen 8081;/, `listen ${purgeListen};`],
    [/\/var\/cache\/nginx\/larkspur/, cacheDir],
  ];
  return swaps.reduce((text, [pattern, replacement]) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx/larkspur.conf no longer matches ${pattern}`);
    return text.replace(pattern, replacement);
  }, source);
}

export async function startNginxCache(o: { port: number; upstream: string; purgePort?: number }): Promise<NginxCache> {
  await run('bash', ['scripts/ensure-ops-packages.sh', 'nginx', 'libnginx-mod-http-cache-purge']);
  const purgePort = o.purgePort ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), 'larkspur-nginx-'));
  const cacheDir = path.join(dir, 'cache');
  mkdirSync(cacheDir);
  // Under root the workers run as nobody: they write the cache and temp files.
  chmodSync(dir, 0o777);
  chmodSync(cacheDir, 0o777);
  const accessLog = path.join(dir, 'access.log');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `load_module /usr/lib/nginx/modules/ngx_http_cache_purge_module.so;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  log_format cache '$upstream_cache_status $status $request_uri';
  access_log ${accessLog} cache;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${benchConfig(o.upstream, `127.0.0.1:${o.port}`, `127.0.0.1:${purgePort}`, cacheDir)}
}
`,
  );
  const child = spawn('/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let text = '';
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await untilListening(child, o.port, 'nginx', () => text);
  return {
    base: `http://127.0.0.1:${o.port}`,
    purgeBase: `http://127.0.0.1:${purgePort}`,
    cacheDir,
    pid: child.pid!,
    cacheStatuses: () =>
      readFileSync(accessLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [status, , uri] = line.split(' ');
          return { status: status!, uri: uri ?? '' };
        }),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
