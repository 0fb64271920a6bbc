import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { AppInfo } from '../../domain/app-info.ts';
import type { CheckoutStart } from '../../domain/checkout/checkout-start.ts';
import type { WebLoadContext } from '../../web/load-context.ts';
import { cspNonce } from './csp-nonce.ts';
import { PAGE_SECURITY_HEADERS, contentSecurityPolicy } from './security.ts';
import { unavailableAs503 } from './ssr-unavailable.ts';
import { ANONYMOUS, createCachedPages } from './ssr-cached-pages.ts';
import type { PageCache } from './page-cache.ts';
import { RETRY_AFTER_SECONDS } from '../db/unavailable.ts';

export interface SsrOptions {
  serverBuildPath: string;
  mode: string;
  app: AppInfo;
  /** The signed-in member (accounts module; also applies spec §4's provider-marker rule). */
  resolveMember?: (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<{ member: { firstName: string | null } } | null>;
  /** Checkout's bag, drawn by the server; without it checkout loads the bag in the browser. */
  checkoutStart?: (request: FastifyRequest, reply: FastifyReply) => Promise<CheckoutStart | null>;
  /** A staff member's draft preview: the menus to draw the pages from, or null for the published ones. */
  preview?: (request: FastifyRequest, reply: FastifyReply) => Promise<WebLoadContext['menus'] | null>;
  /** The anonymous HTML cache; without it every page renders per request. */
  pageCache?: PageCache;
  /** What route loaders may use, besides the per-request nonce. */
  services: Omit<WebLoadContext, 'nonce' | 'app' | 'viewer' | 'checkoutStart' | 'preview'>;
  /** Test seam: sees each page request and load context React Router renders (the stream test renders them again). */
  onRender?: PageRenderObserver;
}

export type PageRenderObserver = (request: Request, context: AppLoadContext) => void;

/**
 * Hosts the React Router server build inside Fastify: every path that is
 * not /api or a static file is rendered by the web app. Each rendered response gets a fresh
 * CSP nonce that the web app's inline bootstrap scripts carry; a page from the anonymous cache
 * carries the hashes of its inline scripts instead.
 */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const build = (await import(pathToFileURL(options.serverBuildPath).href)) as ServerBuild;
  const handler = createRequestHandler(build, options.mode);
  const observe = options.onRender;
  const handle = observe
    ? (request: Request, context: AppLoadContext) => {
        observe(request.clone(), context);
        return handler(request, context);
      }
    : handler;
  const services = Object.fromEntries(
    Object.entries(options.services).map(([name, port]) => [name, unavailableAs503(port as object)]),
  ) as SsrOptions['services'];
  const pages = options.pageCache
    ? createCachedPages({
        cache: options.pageCache,
        app: options.app,
        render: (request) =>
          handle(request, {
            nonce: '',
            app: options.app,
            viewer: ANONYMOUS,
            checkoutStart: noBag,
            preview: false,
            ...services,
          }),
      })
    : null;

  await app.register(async (scope) => {
    // Let React Router read bodies itself (form posts), as a stream.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.all('/*', async (request, reply) => {
      // Browse pages for a visitor without a member session come from the anonymous cache: no
      // cookie costs no lookup, a guest's cookie one. A member session, even one that
      // resolveMember ends here (its Set-Cookie), renders per request.
      // A draft preview is drawn for the staff member asking, never from or into a cache.
      const previewMenus = options.preview ? await options.preview(request, reply) : null;
      const before = await request.session.get();
      if (pages && !before?.memberId && !previewMenus) {
        if (await pages.serve(request, reply)) return reply;
      }
      const signedIn = options.resolveMember ? await options.resolveMember(request, reply) : null;
      const session = await request.session.get();
      const nonce = cspNonce();
      const viewer = {
        csrfToken: session?.csrfToken ?? null,
        signedIn: Boolean(signedIn && session?.memberId),
        member: signedIn ? { first_name: signedIn.member.firstName ?? '' } : null,
      };
      const checkoutStart = options.checkoutStart;
      const context: AppLoadContext = {
        nonce,
        app: options.app,
        viewer,
        checkoutStart: checkoutStart ? () => checkoutStart(request, reply) : noBag,
        preview: previewMenus !== null,
        ...services,
        ...(previewMenus ? { menus: previewMenus } : {}),
      };
      const response = await handle(toWebRequest(request, reply), context);
      return sendWebResponse(reply, response, contentSecurityPolicy(nonce, options.app), previewMenus !== null);
    });
  });
}

const noBag = async (): Promise<CheckoutStart | null> => null;

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  // Pairs, not a Headers object: the Request builds its own from them (one copy instead of two).
  const headers: [string, string][] = [];
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.push([key, v]));
    else headers.push([key, value]);
  }
  const controller = new AbortController();
  // Only a visitor who left before the reply ended aborts the render: aborting after every
  // finished reply would cost an abort event per page.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body;
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** React Router's response as it is: status, headers and the streamed body, untouched. */
function sendWebResponse(reply: FastifyReply, response: Response, csp: string, preview = false): FastifyReply {
  reply.status(response.status);
  if (response.status === 503 && !response.headers.has('retry-after'))
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value);
  }
  for (const [name, value] of PAGE_SECURITY_HEADERS) reply.header(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
    // A page rendered for this visitor: no shared cache keeps it.
    if (!response.headers.has('cache-control')) reply.header('cache-control', 'private, no-store');
    reply.header('content-security-policy', csp);
  }
  // A draft preview (page or data request): no cache, shared or private, keeps it.
  if (preview)
    reply.header('cache-control', 'private, no-store').removeHeader('surrogate-key').removeHeader('cache-tag');
  // No body (a redirect) is sent as none: Fastify would write `null` as JSON.
  return reply.send(response.body ? Readable.fromWeb(response.body as WebReadableStream) : undefined);
}
