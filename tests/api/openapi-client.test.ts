import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { GROUP_ON } from './group-order-support.ts';

/**
 * Issue 39: a typed client generated from the live document (openapi-typescript) type-checks a few
 * calls made with openapi-fetch, and a type-level check that every operation's success reply has
 * a body type, so a reply schema lost from the document fails this test by name.
 */
let t: TestApp;
let doc: OpenAPI3;
const dirs: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ ...GROUP_ON, FEATURE_REWARDS: 'true', FEATURE_OFFERS: 'true' });
  doc = (await t.server.inject({ url: '/api/docs' })).json() as OpenAPI3;
});
afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const CALLS = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:3000', credentials: 'include' });

export async function calls(csrf: string) {
  const app = await client.GET('/api/app');
  const siteName: string | undefined = app.data?.data.name;

  const health = await client.GET('/api/health/ready');
  const engine: 'pglite' | 'postgres' | undefined = health.data?.data.database.kind;

  const menu = await client.GET('/api/menus/{menuId}', { params: { path: { menuId: '10101' } } });
  // The option tree is recursive: a choice opens option groups of its own.
  const nested: string | undefined =
    menu.data?.data.master_categories[0]?.categories[0]?.products[0]?.option_groups[0]?.choices[0]?.option_groups[0]?.name;
  const refusal: string | undefined = menu.error?.code;

  const cart = await client.POST('/api/carts', {
    body: { menu_id: '10101' },
    headers: { 'x-csrf-token': csrf },
  });
  const cartId: string | undefined = cart.data?.data.id;

  const moved = await client.POST('/api/staff/orders/{id}/status', {
    params: { path: { id: '00000000-0000-0000-0000-000000000000' } },
    body: { status: 'in_progress' },
    headers: { authorization: 'Bearer lsk_example' },
  });
  const status: string | undefined = moved.data?.data.order.status;

  // @ts-expect-error a path parameter under the wrong name
  await client.GET('/api/menus/{menuId}', { params: { path: { menu: '10101' } } });
  // @ts-expect-error a status the integration API does not know
  await client.POST('/api/staff/orders/{id}/status', { params: { path: { id: 'x' } }, body: { status: 'eaten' } });
  // @ts-expect-error a path the API does not have
  await client.GET('/api/no-such-path');

  return { siteName, engine, nested, refusal, cartId, status };
}

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options' | 'trace';
type SuccessBody<O> = O extends { responses: infer R }
  ? { [S in keyof R]: S extends 200 | 201 | '200' | '201' ? (R[S] extends { content: infer C } ? keyof C : never) : never }[keyof R]
  : never;
type Unanswered = {
  [P in keyof paths]: {
    [M in Method]: [NonNullable<paths[P][M]>] extends [never]
      ? never
      : [SuccessBody<NonNullable<paths[P][M]>>] extends [never]
        ? \`\${M} \${P & string}\`
        : never;
  }[Method];
}[keyof paths];
/** The API's 404 for unknown paths, and social sign-in with no provider installed, answer only errors. */
type ErrorsOnly = \`\${Method} /api/{*}\` | 'get /api/account/oauth/callback';
type Check<T> = [T] extends [never] ? 'every operation has a typed success reply' : { unanswered: T };
export const everyOperationAnswers: Check<Exclude<Unanswered, ErrorsOnly>> = 'every operation has a typed success reply';
`;

const require = createRequire(import.meta.url);

/** Generates `api.d.ts` from the document into a temp dir and type-checks the calls against it. */
async function typeErrors(document: OpenAPI3): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'larkspur-openapi-client-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(document, { silent: true })));
  writeFileSync(join(dir, 'calls.ts'), CALLS);
  const program = ts.createProgram([join(dir, 'calls.ts')], {
    strict: true,
    noEmit: true,
    noUnusedLocals: false,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
    // The temp dir has no node_modules: the client library is the project's own.
    paths: { 'openapi-fetch': [join(dirname(require.resolve('openapi-fetch')), 'index.d.mts')] },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? `${d.file.fileName.slice(dir.length + 1)}:` : ''}${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    );
}

describe('a typed client generated from the document', () => {
  it('type-checks calls to App info, health, a menu, a cart and the integration API', async () => {
    expect(await typeErrors(doc)).toEqual([]);
  }, 120_000);

  it('fails by name when an operation loses its reply schema', async () => {
    const broken = structuredClone(doc) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    delete broken.paths['/api/menus/{menuId}']!.get!.responses['200'];
    delete broken.paths['/api/account/profile']!.get!.responses['200'];
    const errors = (await typeErrors(broken as unknown as OpenAPI3)).join('\n');
    expect(errors).toContain('get /api/menus/{menuId}');
    expect(errors).toContain('get /api/account/profile');
  }, 120_000);
});
