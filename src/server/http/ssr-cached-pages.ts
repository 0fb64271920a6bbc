import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { AppInfo } from '../../domain/app-info.ts';
import type { Viewer } from '../../web/load-context.ts';
import { RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { cacheablePageTags } from './cacheable-pages.ts';
import { inlineScriptHashes, type PageCache, type StoredPage } from './page-cache.ts';
import { matchesEtag } from './precompressed.ts';
import { PAGE_SECURITY_HEADERS, contentSecurityPolicyWith } from './security.ts';

/** What a cached page is rendered for: nobody (decision 253). The browser fills in the visitor. */
export const ANONYMOUS: Viewer = { csrfToken: null, signedIn: false, member: null };

/**
 * A CDN may keep the page but must ask again each time (If-None-Match → 304 costs us a key
 * lookup), so an edit shows on the next request there too; `Vary: Cookie` keeps a shared cache
 * from handing one visitor's copy to another (decision 253).
 */
export const CACHED_PAGE_CACHE_CONTROL = 'public, no-cache';

/** Response headers of a render that the cache sets itself or must never keep. */
const NOT_KEPT = new Set([
  'set-cookie',
  'cache-control',
  'content-length',
  'content-encoding',
  'etag',
  'vary',
  'content-security-policy',
]);

export interface CachedPages {
  /**
   * Sends the page from the cache; false when this request is not one for it. A boolean, not the
   * reply: a Fastify reply is a thenable, so an async function returning it resolves to undefined.
   */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

export function createCachedPages(o: {
  cache: PageCache;
  app: AppInfo;
  render: (request: Request) => Promise<Response>;
}): CachedPages {
  const defaultMenu = o.app.default_menu.mealtime ?? null;

  /** Rendered from the URL alone: no cookie or other header of the visitor reaches the loaders. */
  async function render(
    url: URL,
    userAgent: string | null,
  ): Promise<Omit<StoredPage, 'etag' | 'tags' | 'expiresAt' | 'encoded'>> {
    const response = await o.render(
      new Request(url, { method: 'GET', headers: userAgent ? { 'user-agent': userAgent } : {} }),
    );
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    const body = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !NOT_KEPT.has(name)),
      body,
      csp: html ? contentSecurityPolicyWith(inlineScriptHashes(body.toString('utf8')), o.app) : '',
      keep:
        response.status === 200 &&
        html &&
        !response.headers.has('set-cookie') &&
        !response.headers.has('cache-control'),
    };
  }

  return {
    async serve(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const tags = cacheablePageTags(url.pathname, defaultMenu);
      if (!tags) return false;
      // Bots get the whole document at once (entry.server.tsx): their copy is kept apart.
      const agent = request.headers['user-agent'];
      const bot = Boolean(agent && isbot(agent));
      // The build is implicit: a process serves one build and its cache starts empty.
      const key = `${bot ? 'bot' : 'browser'} ${url.href}`;
      let rendered = false;
      const page = await o.cache.get(key, tags, () => {
        rendered = true;
        return render(url, bot ? (agent ?? null) : null);
      });
      // Like a CDN's X-Cache: whether this request waited for a render (operations, the bench).
      reply.header('x-page-cache', rendered ? 'miss' : 'hit');
      await send(request, reply, page);
      return true;
    },
  };

  async function send(request: FastifyRequest, reply: FastifyReply, page: StoredPage): Promise<void> {
    reply.status(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    for (const [name, value] of PAGE_SECURITY_HEADERS) reply.header(name, value);
    if (page.csp) reply.header('content-security-policy', page.csp);
    if (!page.keep) {
      if (page.status === 503 && !reply.hasHeader('retry-after'))
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      if (page.csp) reply.header('cache-control', 'no-store');
      reply.send(page.body);
      return;
    }
    reply
      .header('etag', page.etag)
      .header('cache-control', CACHED_PAGE_CACHE_CONTROL)
      .header('vary', 'Accept-Encoding, Cookie');
    if (matchesEtag(request.headers['if-none-match'], page.etag)) {
      reply.status(304).send();
      return;
    }
    const { body, encoding } = await o.cache.encode(page, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    reply.send(body);
  }
}
