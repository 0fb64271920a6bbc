import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/**
 * A statement cache for PGlite (decision 339), as postgres.js, pgx and JDBC keep one. PGlite's
 * `query` sends every statement as six protocol messages, each a trip into WebAssembly, and has
 * PostgreSQL parse and plan it every time (planning reads each table's size from the file
 * system). On PostgreSQL drizzle's named statements are prepared by the server already; on PGlite
 * drizzle drops the name. Here a statement text that comes a second time is parsed once under its
 * own name (JDBC's prepareThreshold: a one-off, such as a seed's many-row insert, is not kept), and
 * every later call is one trip: Bind, Describe, Execute, Sync. Results are read by PGlite's own parser, with its
 * own serializers for the parameters, so a caller cannot tell the difference.
 *
 * Only the top-level `query` is wrapped. A transaction's queries go through PGlite's own path
 * (its callback gets its own `query`), and a COPY with a blob or given parameter types keeps it.
 */
export function cacheStatements(client: PGlite, maxStatements = MAX_STATEMENTS): StatementCacheStats {
  const plainQuery = client.query.bind(client);
  /** Text → prepared statement, least recently used first (a Map keeps insertion order). */
  const statements = new Map<string, Prepared>();
  /** Texts run once, unnamed: a text is kept prepared when it comes again (JDBC's prepareThreshold). */
  const seenOnce = new Set<string>();
  const stats: StatementCacheStats = { prepared: 0, closed: 0, size: () => statements.size };
  let next = 0;

  const close = async (name: string) => {
    await client.execProtocol(concat(serialize.close({ type: 'S', name }), serialize.sync()), { syncToFs: false });
    stats.closed++;
  };

  /** Parses the text under `name` ('' is the unnamed statement, replaced by the next parse). */
  const describe = async (name: string, text: string, params: unknown[], options: QueryOptions | undefined) => {
    const described = await run(
      () =>
        client.execProtocol(
          concat(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()),
          { syncToFs: false },
        ),
      text,
      params,
      options,
    );
    return { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
  };

  /** The text's statement: kept when it has run before, unnamed the first time or when too long. */
  const statementFor = async (text: string, params: unknown[], options: QueryOptions | undefined) => {
    const kept = statements.get(text);
    if (kept) {
      statements.delete(text); // the most recently used goes last
      statements.set(text, kept);
      return kept;
    }
    if (text.length > MAX_TEXT_LENGTH || !seenOnce.has(text)) {
      if (seenOnce.size >= maxStatements * 2) seenOnce.clear();
      if (text.length <= MAX_TEXT_LENGTH) seenOnce.add(text);
      return describe('', text, params, options);
    }
    seenOnce.delete(text);
    const oldest = statements.size >= maxStatements ? statements.keys().next().value : undefined;
    if (oldest !== undefined) {
      const evicted = statements.get(oldest)!;
      statements.delete(oldest);
      await close(evicted.name);
    }
    const prepared = await describe(`pglite_s${++next}`, text, params, options);
    statements.set(text, prepared);
    stats.prepared++;
    return prepared;
  };

  const execute = async (prepared: Prepared, text: string, params: unknown[], options: QueryOptions | undefined) => {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = prepared.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const message = concat(
      serialize.bind({ statement: prepared.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    // syncToFs as PGlite's own query does after a statement outside a transaction.
    return run(() => client.execProtocol(message, { syncToFs: true }), text, params, options);
  };

  const cachedQuery = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob || options?.paramTypes) return plainQuery<T>(text, params, options);
    await client._checkReady();
    // The same two locks PGlite's query takes: no statement runs inside another's transaction.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const statement = await statementFor(text, params, options);
        let result: Awaited<ReturnType<typeof execute>>;
        try {
          result = await execute(statement, text, params, options);
        } catch (error) {
          if (!statement.name || !isStalePlan(error)) throw error;
          // The statement was dropped, or a schema change altered its result: prepare it again.
          statements.delete(text);
          await close(statement.name).catch(() => undefined);
          const again = await describe(statement.name, text, params, options);
          result = await execute(again, text, params, options);
          statements.set(text, again);
        }
        return parse.parseResults(result.messages, parsersOf(options), readOptions(options))[0] as Results<T>;
      }),
    );
  };

  /**
   * PGlite merges a call's own parsers into its defaults on every call (a copy of some forty
   * entries); drizzle gives the same object on every run of a prepared query, so the merge is kept.
   */
  const merged = new WeakMap<object, Record<number, ParserOf>>();
  const parsersOf = (options: QueryOptions | undefined) => {
    const own = options?.parsers;
    if (!own) return client.parsers;
    let both = merged.get(own);
    if (!both) merged.set(own, (both = { ...client.parsers, ...own }));
    return both;
  };
  client.query = cachedQuery;
  return stats;
}

/** Statement texts kept prepared; drizzle's are a fixed set, but an `in (…)` list varies with its length. */
const MAX_STATEMENTS = 500;
/** Longer texts (a seed's many-row insert) always go unnamed: their plans are not worth keeping. */
const MAX_TEXT_LENGTH = 8192;

type ParserOf = PGlite['parsers'][number];

/** The call's options without its parsers (given merged instead). */
const readOptions = (options: QueryOptions | undefined): QueryOptions | undefined =>
  options?.parsers ? { ...options, parsers: undefined } : options;

interface Prepared {
  name: string;
  paramTypes: number[];
}

export interface StatementCacheStats {
  prepared: number;
  closed: number;
  size(): number;
}

/** A database error carries the statement and its parameters, as PGlite's own query leaves them. */
async function run<T>(fn: () => Promise<T>, text: string, params: unknown[], options: QueryOptions | undefined) {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Error && 'code' in error) Object.assign(error, { query: text, params, queryOptions: options });
    throw error;
  }
}

/** 26000: no such prepared statement; 0A000 "cached plan must not change result type". */
function isStalePlan(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '26000' || (code === '0A000' && /cached plan/.test(String((error as Error).message)));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  return Buffer.concat(parts);
}
