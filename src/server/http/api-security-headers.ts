import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's response headers, worked out once at boot and set by one synchronous hook
 * (decision 145). @fastify/helmet rebuilt the helmet middleware — parsing the CSP directives —
 * on every request: a visible share of a cached API reply's cost. With static options the
 * headers never change, so the same helmet call on a recording response gives exactly them.
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

/** Sets the headers on every reply of this scope (a route may still override one). */
export function registerApiSecurityHeaders(scope: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = helmetHeaders(options);
  scope.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
