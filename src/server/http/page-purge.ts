import { LRUCache } from 'lru-cache';
import { tagOf, type PageCache } from './page-cache.ts';

export interface PagePurgeOptions {
  /** PAGE_PURGE_URL: the shared cache's purge entrance. */
  url: string;
  /**
   * `tag`: one `PURGE <url>` with `Surrogate-Key: <tag>` (Varnish ban, Fastly, a CDN's tag purge).
   * `url`: `PURGE <url><path>` for every page this instance sent as cacheable lately, once per
   * encoding (nginx's cache_purge module, which purges one cache key per request).
   */
  by: 'tag' | 'url';
  /** How long a shared cache may keep a page it got from us, stale time included. */
  keptMs: number;
  log: { warn(o: object, message: string): void };
  /** Waits between attempts; a purge that still fails is logged and given up. */
  retryDelaysMs?: readonly number[];
}

/** nginx keeps one copy per encoding it asks the app for (deploy/nginx/larkspur.conf); fetch sends gzip unless told. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
const PARALLEL = 8;

/**
 * Tells a shared cache in front (nginx, Varnish, a CDN) to drop the pages this instance just
 * dropped from its own cache. Every instance purges after its own drop: a purge sent sooner could
 * let the proxy fetch the old page again from an instance that has not heard of the change yet.
 */
export function connectPagePurge(pages: PageCache, o: PagePurgeOptions): { settled(): Promise<void> } {
  const base = o.url.replace(/\/+$/, '');
  const delays = o.retryDelaysMs ?? [250, 1000];
  // Raw request URL → tags of the page sent there, for as long as the shared cache may keep it.
  const sent = new LRUCache<string, readonly string[]>({ max: 20_000, ttl: o.keptMs });
  if (o.by === 'url') pages.onServed((url, page) => sent.set(url, page.tags));
  const running = new Set<Promise<void>>();

  async function request(target: string, headers: Record<string, string>): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const reply = await fetch(target, { method: 'PURGE', headers, signal: AbortSignal.timeout(2000) });
        await reply.body?.cancel();
        // 404: the cache had no copy of it.
        if (reply.ok || reply.status === 404) return;
        if (attempt >= delays.length) throw new Error(`purge answered ${reply.status}`);
      } catch (error) {
        if (attempt >= delays.length) {
          o.log.warn({ err: error, target, ...headers }, 'shared page cache not purged');
          return;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }

  async function purge(tag: string): Promise<void> {
    if (o.by === 'tag') return request(base, { 'surrogate-key': tag });
    const targets: [string, string][] = [];
    for (const [url, tags] of sent.entries()) {
      if (!tags.includes(tag)) continue;
      sent.delete(url);
      for (const encoding of ENCODINGS) targets.push([url, encoding]);
    }
    const next = async (): Promise<void> => {
      const target = targets.shift();
      if (!target) return;
      await request(`${base}${target[0]}`, { 'accept-encoding': target[1] });
      return next();
    };
    await Promise.all(Array.from({ length: PARALLEL }, next));
  }

  pages.onInvalidate((scope) => {
    const done = purge(tagOf(scope)).finally(() => running.delete(done));
    running.add(done);
  });
  return {
    async settled() {
      while (running.size) await Promise.all(running);
    },
  };
}
