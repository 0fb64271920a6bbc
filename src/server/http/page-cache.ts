import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The embedded anonymous HTML cache (no proxy in front): a page whose HTML does not depend on the
 * visitor is rendered once and kept in memory by `lru-cache`, which also shares one render among
 * concurrent misses. A page is dropped by tag when what it shows changes (`invalidate`), and lives
 * at most until the next full minute, so what is judged by the clock (open now, a pause running out)
 * is never older than that. A shared cache in front keeps it no longer (`s-maxage` is what is left).
 */
export interface StoredPage {
  status: number;
  /** Response headers of the render (content type …), without cookies or cache headers. */
  headers: [string, string][];
  body: Buffer;
  etag: string;
  /** The page CSP, with the hashes of this body's inline scripts. */
  csp: string;
  /** False for what was rendered but must not be kept (an error page, a redirect). */
  keep: boolean;
  tags: readonly string[];
  expiresAt: number;
  encoded: { br?: Promise<Buffer>; gzip?: Promise<Buffer> };
}

export type RenderedPage = Omit<StoredPage, 'etag' | 'tags' | 'expiresAt' | 'encoded'>;

/** What changed: a menu (sold out, prices), a location (hours, pause), content, or everything (resync). */
export type PageTagScope = { menuId: string } | { locationId: string } | 'content' | 'all';

export interface PageCacheOptions {
  /** Upper bound of the bodies kept, in bytes (least recently used go first). Default 48 MB. */
  maxBytes?: number;
  now?: () => number;
}

export interface PageCache {
  /** The stored page, or one render shared by every concurrent miss of the key. */
  get(key: string, tags: readonly string[], render: () => Promise<RenderedPage>): Promise<StoredPage>;
  invalidate(scope: PageTagScope): void;
  /** Called after every invalidation (the purge of a shared cache, tests). */
  onInvalidate(listener: (scope: PageTagScope) => void): () => void;
  /** A kept page went out as cacheable at this URL (what a purge by URL drops later). */
  served(url: string, page: StoredPage): void;
  onServed(listener: (url: string, page: StoredPage) => void): () => void;
  /** Body in the best encoding the client accepts (compressed once per entry, off the event loop). */
  encode(
    page: StoredPage,
    acceptEncoding: string | undefined,
  ): Promise<{ body: Buffer; encoding: 'br' | 'gzip' | null }>;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

/** Tags a page carries: what it shows. Content (stories, links) can be on any page: every page has it. */
export const pageTags = {
  menu: (menuId: string) => ['content', 'locations', 'menus', `menu:${menuId}`],
  locations: () => ['content', 'locations'],
  content: () => ['content'],
};

/** The tag whose pages a change drops. */
export function tagOf(scope: PageTagScope): string {
  if (scope === 'all' || scope === 'content') return 'content';
  return 'menuId' in scope ? `menu:${scope.menuId}` : 'locations';
}

const nextMinute = (at: number) => Math.floor(at / 60_000) * 60_000 + 60_000;

interface FetchContext {
  tags: readonly string[];
  render: () => Promise<RenderedPage>;
  /** What this request rendered, kept or not. */
  page?: StoredPage;
}

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const maxBytes = options.maxBytes ?? 48 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const listeners = new Set<(scope: PageTagScope) => void>();
  const servedListeners = new Set<(url: string, page: StoredPage) => void>();
  let hits = 0;
  let misses = 0;
  // Grows with every invalidation: a render that began before one is served but never kept.
  let epoch = 0;

  const pages = new LRUCache<string, StoredPage, FetchContext>({
    maxSize: maxBytes,
    maxEntrySize: maxBytes / 4,
    sizeCalculation: (page) => Math.max(1, page.body.length),
    perf: { now },
    // Reads the clock on every check (the default caches it for a millisecond).
    ttlResolution: 0,
    async fetchMethod(_key, _stale, { options: set, context }) {
      const startedAt = epoch;
      const page = stored(await context.render(), context.tags);
      // Read before a change: its waiters get it, but no cache (nor one in front) may keep it.
      context.page = startedAt === epoch ? page : { ...page, keep: false };
      if (!context.page.keep) return undefined;
      // lru-cache counts an entry stale once its age is above ttl: stale from expiresAt on.
      set.ttl = Math.max(1, page.expiresAt - now() - 1);
      return page;
    },
  });

  const stored = (rendered: RenderedPage, tags: readonly string[]): StoredPage => ({
    ...rendered,
    etag: `"${createHash('sha256').update(rendered.body).digest('base64url').slice(0, 27)}"`,
    tags,
    expiresAt: nextMinute(now()),
    encoded: {},
  });

  return {
    async get(key, tags, render) {
      const context: FetchContext = { tags, render };
      const status: LRUCache.Status<string, StoredPage, FetchContext> = {};
      const page = await pages.fetch(key, { context, status });
      if (context.page) misses += 1;
      else if (status.fetch === 'hit') hits += 1;
      if (context.page) return context.page;
      // A joined render that was not kept (an error page, an invalidation meanwhile): our own.
      return page ?? stored(await render(), tags);
    },
    invalidate(scope) {
      epoch += 1;
      const tag = tagOf(scope);
      // Only stored pages: a render under way is not kept (epoch), and a request after this one
      // that joins it renders again.
      const dropped = [...pages.entries()].filter(([, page]) => page.tags.includes(tag));
      for (const [key] of dropped) pages.delete(key);
      for (const listener of listeners) listener(scope);
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    served(url, page) {
      for (const listener of servedListeners) listener(url, page);
    },
    onServed(listener) {
      servedListeners.add(listener);
      return () => servedListeners.delete(listener);
    },
    async encode(page, acceptEncoding) {
      const accepts = acceptEncoding ?? '';
      if (page.body.length < 1024) return { body: page.body, encoding: null };
      if (/\bbr\b/.test(accepts)) {
        page.encoded.br ??= brotli(page.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length },
        });
        return { body: await page.encoded.br, encoding: 'br' };
      }
      if (/\bgzip\b/.test(accepts)) {
        page.encoded.gzip ??= gzipAsync(page.body, { level: 9 });
        return { body: await page.encoded.gzip, encoding: 'gzip' };
      }
      return { body: page.body, encoding: null };
    },
    stats: () => ({ entries: pages.size, bytes: pages.calculatedSize, hits, misses }),
  };
}
