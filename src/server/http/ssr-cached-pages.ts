import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { AppInfo } from '../../domain/app-info.ts';
import type { Viewer } from '../../web/load-context.ts';
import { RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { cacheablePageTags } from './cacheable-pages.ts';
import type { PageCache, RenderedPage, StoredPage } from './page-cache.ts';
import { matchesEtag } from './precompressed.ts';
import { PAGE_SECURITY_HEADERS, contentSecurityPolicyWith } from './security.ts';

/** What a cached page is rendered for: nobody. The browser fills in the visitor after hydration. */
export const ANONYMOUS: Viewer = { csrfToken: null, signedIn: false, member: null };

/** How long past its s-maxage a shared cache may serve a page while it asks again, or while we fail. */
export const STALE_WHILE_REVALIDATE_S = 30;
export const STALE_IF_ERROR_S = 86_400;

/**
 * A shared cache keeps the page as long as ours does (to the next full minute) and may serve it
 * stale while it refreshes or while the app is down; a browser asks again every time (ETag, 304).
 */
export function sharedCacheControl(page: StoredPage, now = Date.now()): string {
  const fresh = Math.max(1, Math.ceil((page.expiresAt - now) / 1000));
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`;
}

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

/** SHA-256 sources for every inline `<script>` of a rendered page: its CSP, read off the body. */
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
  async function render(url: URL, userAgent: string | null): Promise<RenderedPage> {
    const response = await o.render(
      new Request(url, { method: 'GET', headers: userAgent ? { 'user-agent': userAgent } : {} }),
    );
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    // The framework's output as it is: the CSP names its inline scripts' hashes instead of a nonce.
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
    // No Vary: Cookie: the page is the same whatever cookies come with the request. Nor Vary:
    // User-Agent: a bot's whole-document copy and a browser's streamed one serve either alike.
    reply
      .header('etag', page.etag)
      .header('cache-control', sharedCacheControl(page))
      .header('vary', 'Accept-Encoding')
      .header('surrogate-key', page.tags.join(' '))
      .header('cache-tag', page.tags.join(','));
    o.cache.served(request.url, page);
    if (matchesEtag(request.headers['if-none-match'], page.etag)) {
      reply.status(304).send();
      return;
    }
    const { body, encoding } = await o.cache.encode(page, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    reply.send(body);
  }
}
