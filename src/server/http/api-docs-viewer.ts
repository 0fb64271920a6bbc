import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openApiOptions } from './openapi-document.ts';

/**
 * Swagger UI's page and assets come from the @fastify/swagger-ui package, never a CDN, so the
 * page's policy allows this origin only (the API's own `default-src 'none'` would blank it).
 */
export const DOCS_VIEWER_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // The one style attribute Swagger UI writes in markup (its icon sprite's hidden container).
  "style-src 'self' 'unsafe-hashes' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * The OpenAPI document of the routes registered after this call, and its viewer under
 * `<scope prefix>/docs`: a browser (Accept: text/html) gets Swagger UI, any other
 * client the JSON document, as this URL always gave; the document is also at `/docs/json` (what
 * the viewer loads) and `/docs/yaml`.
 */
export async function registerApiDocs(scope: FastifyInstance, info: { title: string; version: string }): Promise<void> {
  await scope.register(swagger, openApiOptions(info));
  const root = new Set([`${scope.prefix}/docs`, `${scope.prefix}/docs/`]);
  await scope.register(swaggerUi, {
    routePrefix: '/docs',
    indexPrefix: scope.prefix,
    staticCSP: DOCS_VIEWER_CSP,
    uiConfig: { deepLinking: true, persistAuthorization: false, withCredentials: true },
    uiHooks: {
      onRequest(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
        if (root.has(request.routeOptions.url ?? '') && !wantsPage(request)) {
          void reply.type('application/json; charset=utf-8').send(scope.swagger());
          return;
        }
        done();
      },
    },
  });
}
