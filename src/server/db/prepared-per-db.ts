import type { Db } from './client.ts';

/**
 * Prepared statements belong to one database handle: prepare them on first use for each handle
 * (the app has one; the tests open many) and reuse them for every later call.
 */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let found = byDb.get(db);
    if (!found) byDb.set(db, (found = prepare(db)));
    return found;
  };
}
