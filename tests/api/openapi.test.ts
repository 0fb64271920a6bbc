import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../src/domain/session.ts';
import { DOCS_VIEWER_CSP } from '../../src/server/http/api-docs-viewer.ts';
import { SECURITY_SCHEMES } from '../../src/server/http/route-access.ts';
import { STAFF_COOKIE } from '../../src/server/modules/staff/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { COOKIE } from './account-support.ts';
import { BACK_BAY } from './cart-support.ts';
import { GROUP_ON } from './group-order-support.ts';

/**
 * Issue 39 "OpenAPI test": the document at /api/docs covers every route Fastify has, each with its
 * request schemas, its success reply, the error envelope and who may call it, and the security it
 * declares is what the route does to a caller without credentials.
 */
interface Reply {
  description: string;
  content?: Record<string, { schema?: Record<string, unknown> }>;
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, Reply>;
  security?: Record<string, string[]>[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { name?: string; in?: string }> };
}

/** Routes that answer only errors: the API's 404 for unknown paths, and social sign-in with no provider. */
const ERRORS_ONLY = new Set(['/api/{*}', '/api/account/oauth/callback']);
const ALL_FEATURES = { ...GROUP_ON, FEATURE_REWARDS: 'true', FEATURE_OFFERS: 'true' };

let t: TestApp;
let doc: Document;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await createTestApp(ALL_FEATURES, { onRoute: (route) => void routes.push(route) });
  doc = (await t.server.inject({ url: '/api/docs' })).json() as Document;
});
afterAll(() => t.close());

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/** Every method and path Fastify serves under /api but the viewer's own, without its automatic HEAD twins. */
function apiRoutes(): { method: string; path: string; route: RouteOptions }[] {
  const served = routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
  const gets = new Set(served.filter((r) => methodsOf(r).includes('GET')).map((r) => r.url));
  return served.flatMap((route) => {
    const methods = methodsOf(route);
    // Fastify's automatic HEAD twin of a GET route is not an operation of its own.
    if (methods.length === 1 && methods[0] === 'HEAD' && gets.has(route.url)) return [];
    return methods
      .filter((m) => m !== 'QUERY')
      .map((method) => ({ method: method.toLowerCase(), path: openApiPath(route.url), route }));
  });
}

const successOf = (op: Operation) =>
  Object.entries(op.responses).filter(([status, reply]) => /^2/.test(status) && reply.content);

/** The shared envelope, or a route's own refusal that is the envelope with more (validate-line's problems). */
const isErrorEnvelope = (schema: Record<string, unknown> | undefined) => {
  if (schema?.$ref === '#/components/schemas/ErrorEnvelope') return true;
  const { properties, required } = (schema ?? {}) as {
    properties?: Record<string, { enum?: unknown[] }>;
    required?: string[];
  };
  return properties?.status?.enum?.[0] === 'error' && ['message', 'code'].every((key) => required?.includes(key));
};

const allowsAnonymous = (op: Operation) =>
  op.security !== undefined && (op.security.length === 0 || op.security.some((r) => Object.keys(r).length === 0));

function urlFor(path: string): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (['menuId', 'menu_id', 'locationId'].includes(name)) return BACK_BAY;
    if (name === 'pid') return 'p-butter-croissant';
    if (name === 'date') return '2026-12-25';
    if (name === '*') return 'anything';
    return randomUUID();
  });
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and has an operation for every route Fastify serves', () => {
    expect(doc.openapi).toBe('3.1.0');
    const served = apiRoutes();
    expect(served.length).toBeGreaterThan(90);
    const missing = served.filter(({ method, path }) => !doc.paths[path]?.[method]).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    // And nothing documented that is not served.
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    const servedKeys = new Set(served.map((r) => `${r.method} ${r.path}`));
    expect(documented.filter((key) => !servedKeys.has(key))).toEqual([]);
  });

  it('gives every operation a reply schema for its success, and the error envelope for its refusals', () => {
    const problems: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method.toUpperCase()} ${path}`;
        const success = successOf(op);
        if (ERRORS_ONLY.has(path)) {
          if (success.length > 0) problems.push(`${where}: documents a success it never gives`);
        } else if (success.length !== 1) problems.push(`${where}: ${success.length} success replies`);
        for (const [status, reply] of success) {
          const [type, media] = Object.entries(reply.content!)[0]!;
          // Streams and downloads (text/event-stream, text/csv) are not JSON documents.
          if (type !== 'application/json') continue;
          const schema = media.schema as { properties?: Record<string, { enum?: unknown[] }> } | undefined;
          if (!schema?.properties?.data || schema.properties.status?.enum?.[0] !== 'ok')
            problems.push(`${where}: ${status} is not the { status: "ok", data } envelope`);
        }
        for (const status of ['4XX', '500', '503']) {
          const schema = op.responses[status]?.content?.['application/json']?.schema;
          if (!isErrorEnvelope(schema)) problems.push(`${where}: no ${status} envelope`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({
      properties: { status: { const: 'error' }, message: { type: 'string' }, code: { type: 'string' } },
      required: ['status', 'message', 'code'],
    });
  });

  it('documents the request schemas of every route that takes a body, path parameters or a query', () => {
    const problems: string[] = [];
    for (const { method, path, route } of apiRoutes()) {
      const op = doc.paths[path]![method]!;
      const where = `${method.toUpperCase()} ${path}`;
      const inPath = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      if (inPath.length > 0 && !route.schema?.params) problems.push(`${where}: path parameters without a schema`);
      for (const name of inPath) {
        const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
        if (!param?.required || !param.schema?.type) problems.push(`${where}: path parameter ${name} undocumented`);
      }
      if (route.schema?.body && !op.requestBody?.content?.['application/json']?.schema)
        problems.push(`${where}: body undocumented`);
      if (route.schema?.querystring && !op.parameters?.some((p) => p.in === 'query'))
        problems.push(`${where}: query undocumented`);
    }
    expect(problems).toEqual([]);
  });

  it('declares the security schemes with the names the server really uses', async () => {
    const schemes = doc.components.securitySchemes;
    expect(Object.keys(schemes).sort()).toEqual(
      ['csrfHeader', 'integrationKey', 'sessionCookie', 'staffCsrfHeader', 'staffSessionCookie'].sort(),
    );
    expect(schemes).toEqual(JSON.parse(JSON.stringify(SECURITY_SCHEMES)));
    expect(schemes.staffSessionCookie).toMatchObject({ in: 'cookie', name: STAFF_COOKIE });
    expect(schemes.csrfHeader).toMatchObject({ in: 'header', name: CSRF_HEADER });
    expect(schemes.staffCsrfHeader).toMatchObject({ in: 'header', name: CSRF_HEADER });
    expect(schemes.integrationKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    // The session cookie: `__Host-` over HTTPS, its plain name on HTTP (what inject speaks).
    const session = await t.server.inject({ url: '/api/session' });
    expect(session.headers[CSRF_HEADER]).toEqual(expect.any(String));
    expect(session.cookies.map((c) => c.name)).toContain(COOKIE);
    expect(schemes.sessionCookie).toMatchObject({ in: 'cookie', name: `__Host-${COOKIE}` });
  });

  it('lists who may call every operation: staff routes the staff session, writes on a cookie its CSRF token', () => {
    const problems: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method.toUpperCase()} ${path}`;
        if (!op.security) {
          problems.push(`${where}: no security`);
          continue;
        }
        for (const requirement of op.security) {
          for (const scheme of Object.keys(requirement))
            if (!doc.components.securitySchemes[scheme]) problems.push(`${where}: unknown scheme ${scheme}`);
          const writes = !['get', 'head', 'options'].includes(method);
          if (writes && 'sessionCookie' in requirement && !('csrfHeader' in requirement))
            problems.push(`${where}: a write on the session cookie without the CSRF header`);
          if (writes && 'staffSessionCookie' in requirement && !('staffCsrfHeader' in requirement))
            problems.push(`${where}: a staff write without the staff CSRF header`);
        }
        const staffOnly = path.startsWith('/api/staff/') && !path.startsWith('/api/staff/orders/');
        // Sign-in/out, forgot password and the first admin's setup: reached without a staff session.
        const openPaths = [
          '/api/staff/forgot-password',
          '/api/staff/reset-password',
          '/api/staff/setup',
          '/api/staff/setup/status',
        ];
        const staffSignIn = (path === '/api/staff/session' && method !== 'get') || openPaths.includes(path);
        if (staffOnly && !staffSignIn && !op.security.every((r) => 'staffSessionCookie' in r))
          problems.push(`${where}: a staff route that does not need the staff session`);
        if (path === '/api/staff/orders/{id}/status' && JSON.stringify(op.security) !== '[{"integrationKey":[]}]')
          problems.push(`${where}: the integration route does not need the key`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('says what a caller without credentials gets: 401 exactly where the document requires credentials', async () => {
    const problems: string[] = [];
    let refused = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (path === '/api/{*}') continue;
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method.toUpperCase()} ${path}`;
        const writes = !['get', 'head', 'options'].includes(method);
        const reply = await t.server.inject({
          method: method.toUpperCase() as 'GET',
          url: urlFor(path),
          ...(writes ? { payload: {} } : {}),
        });
        const status = reply.statusCode;
        if (allowsAnonymous(op)) {
          if (status === 401) problems.push(`${where}: documented as open to anyone, answered 401`);
          continue;
        }
        // Signed-in-only routes: 401, or 400 when the body is checked first; a session route may say 404.
        const needsSession = op.security!.every((r) => r.sessionCookie && r.sessionCookie.length === 0);
        const expected = needsSession ? [400, 401, 404] : op.requestBody ? [400, 401] : [401];
        if (!expected.includes(status)) problems.push(`${where}: needs credentials, answered ${status}`);
        if (status === 401) refused += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(refused).toBeGreaterThan(30);
  });
});

describe('the viewer at /api/docs', () => {
  it('serves Swagger UI from the package to a browser, under a policy that allows this origin only', async () => {
    const page = await t.server.inject({ url: '/api/docs', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(DOCS_VIEWER_CSP);
    expect(DOCS_VIEWER_CSP).not.toMatch(/https?:|\*/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    const styles = [...page.body.matchAll(/<link rel="stylesheet" type="text\/css" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toContain('/api/docs/static/swagger-ui-bundle.js');
    for (const asset of [...scripts, ...styles]) {
      expect(asset.startsWith('/api/docs/static/'), asset).toBe(true);
      const reply = await t.server.inject({ url: asset });
      expect(reply.statusCode, asset).toBe(200);
      expect(reply.headers['content-security-policy'], asset).toBe(DOCS_VIEWER_CSP);
    }
    const initializer = await t.server.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("resolveUrl('./json')");
  });

  it('keeps the JSON document at /api/docs for every other client, and at /api/docs/json for the viewer', async () => {
    for (const headers of [{}, { accept: '*/*' }, { accept: 'application/json' }]) {
      const reply = await t.server.inject({ url: '/api/docs', headers });
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.json()).toEqual(doc);
    }
    expect((await t.server.inject({ url: '/api/docs/json' })).json()).toEqual(doc);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
  });
});
