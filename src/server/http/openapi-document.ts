import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '../../domain/api-envelope.ts';
import { catalogueChoiceSchema, catalogueOptionGroupSchema } from '../../domain/catalogue/catalogue-document.ts';
import { menuOptionChoiceSchema, menuOptionGroupSchema } from '../../domain/menu/menu-contract.ts';
import { isStateChangingMethod } from '../../domain/session.ts';
import { requiresCredentials, SECURITY_SCHEMES, securityFor, type RouteAccess } from './route-access.ts';

/** OpenAPI 3.1: its schemas are JSON Schema 2020-12, what zod 4 writes (no 3.0 down-conversion). */
export const OPENAPI_VERSION = '3.1.0';

/**
 * The contracts that refer to themselves (an option choice opens option groups): a recursive
 * schema can only be written as a named component, so they are named here.
 */
const components = z.registry<{ id: string }>();
components.add(menuOptionGroupSchema, { id: 'MenuOptionGroup' });
components.add(menuOptionChoiceSchema, { id: 'MenuOptionChoice' });
components.add(catalogueOptionGroupSchema, { id: 'CatalogueOptionGroup' });
components.add(catalogueChoiceSchema, { id: 'CatalogueChoice' });

const ERROR_REF = { $ref: '#/components/schemas/ErrorEnvelope' };
const errorSchema = () => {
  const { $schema: _drop, ...schema } = z.toJSONSchema(errorEnvelope, { io: 'output', target: 'draft-2020-12' });
  return schema;
};

/** The path-item keys OpenAPI 3.1 knows; Fastify's `all` also registers QUERY, which it does not. */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Operation {
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses: Record<string, { description: string; content?: unknown }>;
  security?: unknown[];
  'x-access'?: RouteAccess;
}

type Document = ReturnType<ReturnType<typeof createJsonSchemaTransformObject>> & {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
};

const error = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_REF } } });

/** The error replies an operation can give, from what it takes and who may call it (errors.ts makes them). */
function errorReplies(operation: Operation, method: string, access: RouteAccess) {
  const inPath = operation.parameters?.some((p) => p.in === 'path') ?? false;
  const takesInput = inPath || (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
  const cookie = access !== 'integration' && isStateChangingMethod(method);
  const replies: Record<string, ReturnType<typeof error>> = {};
  if (takesInput) replies['400'] = error('`FIELD_INVALID` (`field` names the input) or `BAD_REQUEST`');
  if (requiresCredentials(access))
    replies['401'] = error('`UNAUTHORIZED`: sign in first (or send a valid integration key)');
  if (cookie || access === 'staff')
    replies['403'] = error(
      access === 'staff'
        ? '`CSRF_INVALID`, `FORBIDDEN` (the role may not) or `PASSWORD_CHANGE_REQUIRED`'
        : '`CSRF_INVALID`: the session cookie was sent without its CSRF token',
    );
  if (inPath || access === 'session') replies['404'] = error('`NOT_FOUND`: no such resource, or not the caller’s');
  if (operation.requestBody !== undefined) {
    replies['413'] = error('`PAYLOAD_TOO_LARGE`: the body is over 1 MB');
    replies['415'] = error('`UNSUPPORTED_MEDIA_TYPE`: send application/json');
  }
  replies['429'] = error('`RATE_LIMITED`: wait for `Retry-After` seconds');
  replies['4XX'] = error('Another refusal of this request (409, 402, 422 …); `code` names it');
  replies['500'] = error('`INTERNAL`');
  replies['503'] = error('`UNAVAILABLE`: the database is unreachable or the server is restarting (`Retry-After`)');
  return replies;
}

/** Each operation's security and error replies, worked out per method (one route may serve several). */
function completeOperations(document: Document): void {
  for (const item of Object.values(document.paths ?? {})) {
    for (const key of Object.keys(item)) {
      if (!METHODS.includes(key)) {
        delete item[key];
        continue;
      }
      const operation = item[key] as Operation;
      const access = operation['x-access'];
      delete operation['x-access'];
      if (!access) continue;
      operation.security = securityFor(access, key);
      for (const [status, reply] of Object.entries(operation.responses))
        if (reply.description === 'Default Response')
          reply.description = status.startsWith('2')
            ? 'Success: the `{ status: "ok", data }` envelope'
            : 'Refused: the error envelope (`code` says why)';
      // A reply the route declares itself (a refusal with more than the envelope) wins.
      const responses = { ...errorReplies(operation, key, access), ...operation.responses };
      operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
}

/** Components nothing refers to (the zod provider writes an input and an output copy of each) are left out. */
function dropUnusedComponents(document: Document): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  const visit = (text: string) => {
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (used.has(name!)) continue;
      used.add(name!);
      visit(JSON.stringify(schemas[name!] ?? null));
    }
  };
  visit(JSON.stringify(document.paths ?? {}));
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

/** @fastify/swagger's options: the zod contracts as JSON Schema, security and error replies per operation. */
export function openApiOptions(info: { title: string; version: string }): FastifyDynamicSwaggerOptions {
  const zodTransform = createJsonSchemaTransform({ schemaRegistry: components });
  const zodComponents = createJsonSchemaTransformObject({ schemaRegistry: components });
  return {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        ...info,
        description:
          'Every reply is `{ status: "ok", data }` or `{ status: "error", message, code }` (codes in src/domain/app-error.ts).',
      },
      components: { securitySchemes: { ...SECURITY_SCHEMES } },
    },
    transform(route) {
      const transformed = zodTransform(route);
      const access = route.schema?.access;
      if (!access || !transformed.schema || transformed.schema.hide) return transformed;
      const { access: _access, ...schema } = transformed.schema;
      // Carried to `transformObject` on the operation, which knows each operation's method.
      return { ...transformed, schema: { ...schema, ...{ 'x-access': access } } };
    },
    transformObject(input) {
      const document = zodComponents(input) as Document;
      document.components = { ...document.components, schemas: { ...document.components?.schemas } };
      document.components.schemas!.ErrorEnvelope = errorSchema();
      completeOperations(document);
      dropUnusedComponents(document);
      return document;
    },
  };
}
