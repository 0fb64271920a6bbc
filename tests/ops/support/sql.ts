import pg from 'pg';

/** One query on its own connection: the tests' connections must not outlive a database restart. */
export async function sqlRows<T = Record<string, unknown>>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Ordering hours around the clock, so the test does not depend on the time of day it runs, and
 * room for every order in the ASAP slot (the traffic is a test of faults, not of capacity).
 */
export async function openAroundTheClock(url: string, locationId: string): Promise<void> {
  await sqlRows(url, 'update locations set slot_capacity = 10000 where id = $1', [locationId]);
  await sqlRows(url, 'delete from location_closures where location_id = $1', [locationId]);
  await sqlRows(url, "delete from location_hours where location_id = $1 and handoff <> 'catering'", [locationId]);
  await sqlRows(
    url,
    `insert into location_hours (location_id, handoff, weekday, opens, closes)
     select $1, h, d, '00:00', '24:00' from unnest(array['pickup', 'curbside', 'delivery']) h, generate_series(0, 6) d`,
    [locationId],
  );
}

/** Polls `probe` until it returns a value, or fails after `deadlineMs` naming `what`. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  deadlineMs = 30_000,
  stepMs = 50,
): Promise<T> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`gave up waiting for ${what} after ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}

/**
 * Holds a row lock on a cart, as a slow transaction elsewhere would: the order statement that
 * locks the same cart waits inside the database, so that submission is certainly in flight.
 * `terminateWaiters` then cuts its connection the way a restart does (57P01).
 */
export async function holdCartLock(
  url: string,
  cartId: string,
): Promise<{ waiterArrived(): Promise<boolean>; terminateWaiters(): Promise<number> }> {
  const client = new pg.Client({ connectionString: url });
  // The outage terminates this connection too; that is expected, not a test failure.
  client.on('error', () => undefined);
  await client.connect();
  await client.query('begin');
  await client.query('select id from carts where id = $1 for update', [cartId]);
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const pid = rows[0]?.pid;
  return {
    async waiterArrived() {
      const [blocked] = await sqlRows<{ n: number }>(
        url,
        'select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
        [pid],
      );
      return (blocked?.n ?? 0) > 0;
    },
    async terminateWaiters() {
      const cut = await sqlRows(
        url,
        'select pg_terminate_backend(pid) from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
        [pid],
      );
      return cut.length;
    },
  };
}
