import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's response headers, worked out once at boot and set by one synchronous hook, so the CSP
 * directives are not parsed again per request; with static options the headers never change.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return [...headers];
}

/**
 * What a JSON reply needs (after OWASP's REST Security cheat sheet): no content may
 * load from it or frame it (`default-src 'none'; frame-ancestors 'none'`, X-Frame-Options DENY),
 * no sniffing, no referrer, HSTS, and no cross-site reads. Helmet's document-only headers
 * (opener policy, origin-agent-cluster, DNS prefetch, IE's download and XSS switches, Flash's
 * cross-domain policy) and its default CSP directives for pages do nothing on JSON, and each
 * header is work per reply.
 */
export const API_SECURITY_HEADERS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** Sets the headers on every reply of this scope (a route may still override one). */
export function registerApiSecurityHeaders(scope: FastifyInstance, options = API_SECURITY_HEADERS): void {
  const headers = helmetHeaders(options);
  scope.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
