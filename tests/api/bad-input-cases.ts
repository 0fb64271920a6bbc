/**
 * Generated bad requests for every operation of the OpenAPI document (issue 14): a seeded,
 * deterministic generator, so a failing case can be replayed by its index. Each operation gets
 * bodies, path parameters, query strings and content types that are wrong in one way, most of
 * them inside an otherwise well-formed request so that they reach the handler and the database.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  additionalProperties?: boolean | JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI path, `{name}` for parameters. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | null;
}

export interface BadRequest {
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
  kind: string;
  /** Sent with the member's session whatever the draw (cases meant to reach the handler). */
  signed?: boolean;
}

/** Real ids so that a request with one bad part still finds its cart, order, group… */
export type IdFor = (param: string, path: string) => string;

export function operationsOf(doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = op.parameters ?? [];
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return out;
}

/** mulberry32: small, seeded, good enough to pick cases. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
  };
}

const KB100 = 'x'.repeat(100 * 1024);
/** Strings that are wrong for any text field. */
export const BAD_STRINGS = [
  'a\u0000b',
  '\u0000',
  'line\u0007bell',
  'esc\u001b[31m',
  'del\u007f',
  'c1\u0085next',
  'tab\there',
  'new\nline',
  '\ud800lone',
  'e\u0301',
  KB100,
  ' ',
  '',
  '💥'.repeat(300),
  "'; drop table carts; --",
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
];
const WRONG_TYPES: unknown[] = [null, 0, -1, 1e308, true, [], {}, [1, 2], { a: 1 }, 'string', 1.5];
const BAD_PATH_SEGMENTS = [
  'in.path%40larkspur.example',
  '%00',
  'a%00b',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '..%2F..%2Fetc',
  '%2e%2e',
  'x'.repeat(5000),
  '%F0%9F%92%A5',
  'null',
  '-1',
  '%0D%0A',
  '%7F',
  "'",
  '%22%3E',
];
const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[',
  'nul',
  '{"a":1,}',
  '\ufeff{}',
  '{"a":"\\u0000"}',
  '"just a string"',
  '123',
  'null',
  '[]',
  '{"a":1}{"b":2}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
];

function deep(levels: number): string {
  return '['.repeat(levels) + ']'.repeat(levels);
}

/** A value the schema accepts, where a name or format tells us one. */
export function sampleOf(schema: JsonSchema | undefined, name: string, idFor: IdFor, path: string): unknown {
  if (!schema) return 'x';
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return sampleOf(alt[0], name, idFor, path);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = sampleOf(child, key, idFor, path);
    return out;
  }
  if (type === 'array') return [sampleOf(schema.items, name, idFor, path)];
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
  if (type === 'boolean') return false;
  if (schema.format === 'uuid') return idFor(name, path);
  if (schema.format === 'date-time') return new Date(Date.now() + 30 * 60_000).toISOString();
  if (/email/.test(name)) return 'fuzz.sample@larkspur.example';
  if (/phone/.test(name)) return '(617) 555-0199';
  if (/menu_id|menuId/.test(name)) return '10101';
  if (schema.pattern === '^\\d{4,8}$') return '1234';
  if (schema.pattern === '^\\d{3,4}$') return '123';
  if (schema.pattern === '^\\d{8}$') return '20300101';
  if (/product_id/.test(name)) return 'p-butter-croissant';
  if (/password/.test(name)) return 'not-the-password-1';
  if (/zip|postal/.test(name)) return '02116';
  if (/state/.test(name)) return 'MA';
  return 'Fuzz';
}

/** Every (path, value) pair of string leaves in a sample, to poison one at a time. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leafPaths(v, [...prefix, String(i)]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
  return prefix.length ? [prefix] : [];
}

function setAt(value: unknown, path: string[], leaf: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = leaf;
  return copy;
}

function urlOf(op: Operation, idFor: IdFor, override: Record<string, string> = {}, query = ''): string {
  const path = op.path.replace(
    /\{([^}]+)\}/g,
    (_m, name: string) => override[name] ?? (name === '*' ? 'no-such-route' : encodeURIComponent(idFor(name, op.path))),
  );
  return query ? `${path}?${query}` : path;
}

const getAt = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value);

/**
 * `count` bad requests for one operation; `sample` gives a well-formed body where the schema
 * alone cannot (a real card token, an address inside a delivery zone).
 */
export function badRequestsFor(
  op: Operation,
  count: number,
  random: ReturnType<typeof seededRandom>,
  idFor: IdFor,
  sample: unknown = op.body ? sampleOf(op.body, '', idFor, op.path) : undefined,
): BadRequest[] {
  const out: BadRequest[] = [];
  const hasBody = op.body !== null;
  const leaves = hasBody ? leafPaths(sample) : [];
  const goodQuery = Object.entries(op.query)
    .filter(([, s]) => s.default === undefined)
    .map(([k, s]) => `${k}=${encodeURIComponent(String(sampleOf(s, k, idFor, op.path)))}`)
    .join('&');
  const json = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));
  const generators: (() => BadRequest)[] = [
    () => ({
      kind: 'malformed json',
      method: op.method,
      url: urlOf(op, idFor, {}, goodQuery),
      payload: random.pick(MALFORMED_JSON),
      contentType: 'application/json',
    }),
    () => ({
      kind: 'deep nesting',
      method: op.method,
      url: urlOf(op, idFor, {}, goodQuery),
      payload: random.next() < 0.5 ? deep(2000 + random.int(50_000)) : `{"a":${deep(5000)}}`,
      contentType: 'application/json',
    }),
    () => ({
      kind: 'form content type',
      method: op.method,
      url: urlOf(op, idFor, {}, goodQuery),
      payload: 'a=1&b=%00',
      contentType: random.pick([
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'text/plain',
        'application/xml',
        'application/json; charset=latin1',
      ]),
    }),
    () => {
      const name = random.pick(op.pathParams.length ? op.pathParams : ['*']);
      return {
        kind: 'bad path parameter',
        method: op.method,
        url: urlOf(op, idFor, { [name]: random.pick(BAD_PATH_SEGMENTS) }, goodQuery),
        ...(hasBody ? { payload: json(sample), contentType: 'application/json' } : {}),
      };
    },
    () => {
      const names = Object.keys(op.query);
      const name = names.length ? random.pick(names) : random.pick(['token', 'q', 'x']);
      const value = random.next() < 0.5 ? random.pick(BAD_PATH_SEGMENTS) : encodeLoosely(random.pick(BAD_STRINGS));
      return {
        kind: 'bad query',
        method: op.method,
        url: urlOf(op, idFor, {}, `${goodQuery ? `${goodQuery}&` : ''}${name}=${value}`),
        ...(hasBody ? { payload: json(sample), contentType: 'application/json' } : {}),
      };
    },
  ];
  if (hasBody) {
    generators.push(
      () => {
        if (!leaves.length)
          return {
            kind: 'wrong type',
            method: op.method,
            url: urlOf(op, idFor, {}, goodQuery),
            payload: json(random.pick(WRONG_TYPES)),
            contentType: 'application/json',
          };
        return {
          kind: 'wrong type',
          method: op.method,
          url: urlOf(op, idFor, {}, goodQuery),
          payload: json(setAt(sample, random.pick(leaves), random.pick(WRONG_TYPES))),
          contentType: 'application/json',
        };
      },
      () => {
        const body = leaves.length
          ? setAt(sample, random.pick(leaves), random.pick(BAD_STRINGS))
          : { x: random.pick(BAD_STRINGS) };
        return {
          kind: 'bad string',
          method: op.method,
          url: urlOf(op, idFor, {}, goodQuery),
          payload: json(body),
          contentType: 'application/json',
        };
      },
      () => {
        const body = leaves.length ? setAt(sample, random.pick(leaves), random.pick(BAD_STRINGS)) : {};
        return {
          kind: 'bad string',
          method: op.method,
          url: urlOf(op, idFor, {}, goodQuery),
          payload: json(body),
          contentType: 'application/json',
        };
      },
      () => {
        const extra = random.pick([
          { unknown_field: 1 },
          { ['k\u0000ey']: 'v' },
          { __proto__x: 'v' },
          Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
        ]);
        const base = sample && typeof sample === 'object' && !Array.isArray(sample) ? sample : {};
        return {
          kind: 'unknown fields',
          method: op.method,
          url: urlOf(op, idFor, {}, goodQuery),
          payload: json({ ...base, ...extra }),
          contentType: 'application/json',
        };
      },
      () => {
        const body = leaves.length ? setAt(sample, random.pick(leaves), { nested: deepObject(40) }) : deepObject(40);
        return {
          kind: 'deep object',
          method: op.method,
          url: urlOf(op, idFor, {}, goodQuery),
          payload: json(body),
          contentType: 'application/json',
        };
      },
    );
  }
  for (let i = 0; i < count; i++) out.push(generators[i % generators.length]!());
  // Every text field of a well-formed body once with a NUL and once with another control
  // character, inside its good value, from a signed-in member: the request that reaches the database.
  for (const leaf of leaves) {
    const good = getAt(sample, leaf);
    if (typeof good !== 'string') continue;
    for (const bad of ['\u0000', random.pick(['\u0007', '\u001b', '\u007f', '\u0085', '\t', '\n', '\ud800'])]) {
      const at = Math.floor(good.length / 2);
      const poisoned = good.slice(0, at) + bad + good.slice(at);
      out.push({
        kind: `bad string in ${leaf.join('.')}`,
        method: op.method,
        url: urlOf(op, idFor, {}, goodQuery),
        payload: json(setAt(sample, leaf, poisoned)),
        contentType: 'application/json',
        signed: true,
      });
    }
  }
  return out;
}

/** encodeURIComponent, with a lone surrogate sent as the (invalid UTF-8) bytes it would have. */
function encodeLoosely(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

function deepObject(levels: number): unknown {
  let node: unknown = 'leaf\u0000';
  for (let i = 0; i < levels; i++) node = { a: node };
  return node;
}
