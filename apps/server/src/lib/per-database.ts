import type { Db } from '../db/client.ts';

/**
 * One value per database handle, made on first use and dropped with the handle (a WeakMap keyed by it): for what a
 * module keeps about a database (prepared statements, the 公告栏's caches and in-memory search), so that apps on
 * different databases in one process (tests, benches) never share it and no app-level wiring is needed.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const values = new WeakMap<Db, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = make(db);
      values.set(db, value);
    }
    return value;
  };
}
