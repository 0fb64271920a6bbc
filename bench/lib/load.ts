import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST' | 'PUT';
  body?: string;
  headers?: Record<string, string>;
}

/** A short warm-up, then a measured run; the load generator runs in this process on loopback. */
export async function measure(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const base = {
    url,
    connections: options.connections ?? 32,
    method: options.method ?? 'GET',
    ...(options.body ? { body: options.body } : {}),
    headers: { accept: 'application/json, text/html', 'accept-encoding': 'gzip, br', ...options.headers },
  };
  await autocannon({ ...base, duration: 1 });
  const result = await autocannon({ ...base, duration: options.seconds ?? 4 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
