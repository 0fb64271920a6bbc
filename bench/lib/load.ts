import autocannon from 'autocannon';
import { processCpuMs } from './process-cpu.ts';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The server's CPU ms per request over the measured run, when `serverPid` was given. */
  cpuMsPerRequest?: number;
}

export interface LoadOptions {
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST' | 'PUT';
  body?: string;
  headers?: Record<string, string>;
  /** Paths taken in turn instead of the URL's own (e.g. many search points). */
  paths?: readonly string[];
  /** The server process: its CPU per request is measured beside the throughput. */
  serverPid?: number;
}

/** A short warm-up, then a measured run; the load generator runs in this process on loopback. */
export async function measure(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const base = {
    url,
    connections: options.connections ?? 32,
    method: options.method ?? 'GET',
    ...(options.body ? { body: options.body } : {}),
    headers: { accept: 'application/json, text/html', 'accept-encoding': 'gzip, br', ...options.headers },
    ...(options.paths?.length ? { requests: [{ setupRequest: rotatePaths(options.paths) }] } : {}),
  };
  await autocannon({ ...base, duration: 1 });
  const cpuBefore = options.serverPid ? processCpuMs(options.serverPid) : 0;
  const result = await autocannon({ ...base, duration: options.seconds ?? 4 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(options.serverPid
      ? { cpuMsPerRequest: (processCpuMs(options.serverPid) - cpuBefore) / Math.max(1, result.requests.total) }
      : {}),
  };
}

function rotatePaths(paths: readonly string[]) {
  let next = 0;
  return <T extends { path?: string }>(request: T): T => {
    request.path = paths[next++ % paths.length]!;
    return request;
  };
}
