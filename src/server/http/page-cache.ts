import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The anonymous HTML cache (issue 18, decision 253): a page whose HTML does not depend on the
 * visitor is rendered once per version and kept in memory. A page is dropped by tag when what it
 * shows changes (menu, availability, hours, content: `invalidate`), and every page lives at most
 * until the next full minute, so what is judged by the clock (open now, a pause or an "until
 * close" sold-out mark running out) is never older than that.
 */
export interface StoredPage {
  status: number;
  /** Response headers of the render (content type …), without cookies or cache headers. */
  headers: [string, string][];
  body: Buffer;
  etag: string;
  /** The page CSP, with the hashes of this body's inline scripts (decision 254). */
  csp: string;
  /** False for what was rendered but must not be kept (an error page, a redirect). */
  keep: boolean;
  tags: readonly string[];
  expiresAt: number;
  encoded: { br?: Promise<Buffer>; gzip?: Promise<Buffer> };
}

export type PageTagScope = { menuId: string } | { locationId: string } | 'content' | 'all';

export interface PageCacheOptions {
  /** Upper bound of the bodies kept, in bytes (least recently used go first). Default 48 MB. */
  maxBytes?: number;
  now?: () => number;
}

export interface PageCache {
  /** The stored page, or one render shared by every concurrent miss of the key (single flight). */
  get(
    key: string,
    tags: readonly string[],
    render: () => Promise<Omit<StoredPage, 'etag' | 'tags' | 'expiresAt' | 'encoded'>>,
  ): Promise<StoredPage>;
  invalidate(scope: PageTagScope): void;
  /** Test seam and log hook: called after every invalidation. */
  onInvalidate(listener: (scope: PageTagScope) => void): () => void;
  /** Body in the best encoding the client accepts (compressed once per entry, off the event loop). */
  encode(
    page: StoredPage,
    acceptEncoding: string | undefined,
  ): Promise<{ body: Buffer; encoding: 'br' | 'gzip' | null }>;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

/** Tags a page carries: what it shows. Menu pages name their menu; every page is in `all`. */
export const pageTags = {
  menu: (menuId: string) => ['menus', `menu:${menuId}`, 'locations'],
  locations: () => ['locations'],
  content: () => ['content'],
};

const nextMinute = (at: number) => Math.floor(at / 60_000) * 60_000 + 60_000;

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const maxBytes = options.maxBytes ?? 48 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, StoredPage>();
  const pending = new Map<string, Promise<StoredPage>>();
  const listeners = new Set<(scope: PageTagScope) => void>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  // Grows with every invalidation: a render that began before one is served but never kept.
  let epoch = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };

  const store = (key: string, page: StoredPage) => {
    if (page.body.length > maxBytes / 4) return;
    remove(key);
    entries.set(key, page);
    bytes += page.body.length;
    // Map order is insertion order: the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  async function renderAndStore(
    key: string,
    tags: readonly string[],
    render: Parameters<PageCache['get']>[2],
  ): Promise<StoredPage> {
    const startedAt = epoch;
    const rendered = await render();
    const page: StoredPage = {
      ...rendered,
      etag: `"${createHash('sha256').update(rendered.body).digest('base64url').slice(0, 27)}"`,
      tags,
      expiresAt: nextMinute(now()),
      encoded: {},
    };
    if (page.keep && startedAt === epoch) store(key, page);
    return page;
  }

  return {
    async get(key, tags, render) {
      const hit = entries.get(key);
      if (hit && now() < hit.expiresAt) {
        hits += 1;
        // Most recently used moves to the end.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      if (hit) remove(key);
      const running = pending.get(key);
      if (running) return running;
      misses += 1;
      const promise = renderAndStore(key, tags, render).finally(() => {
        if (pending.get(key) === promise) pending.delete(key);
      });
      pending.set(key, promise);
      return promise;
    },
    invalidate(scope) {
      epoch += 1;
      // A render under way may have read before the change: later requests must not join it.
      pending.clear();
      const tag =
        scope === 'all'
          ? null
          : scope === 'content'
            ? 'content'
            : 'menuId' in scope
              ? `menu:${scope.menuId}`
              : 'locations';
      if (tag === null || tag === 'content') {
        // Content can appear on any page (stories, links): everything goes.
        entries.clear();
        bytes = 0;
      } else {
        for (const [key, entry] of entries) if (entry.tags.includes(tag)) remove(key);
      }
      for (const listener of listeners) listener(scope);
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
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
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}

/** SHA-256 sources for every inline `<script>` of a rendered page (decision 254). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // React escapes `</script` inside inline scripts, so the first closing tag ends the script.
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || text.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
