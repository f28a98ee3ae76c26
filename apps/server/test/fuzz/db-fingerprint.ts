/**
 * What a refused request must leave unchanged: per table, its row count and the newest row version (the largest
 * xmin, the id of the transaction that last wrote a row). An insert or update writes a row version with a new xmin,
 * a delete lowers the count, so any write changes the fingerprint; and it costs one index-free scan per table,
 * unlike hashing every row.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

type Rows = { rows: Record<string, unknown>[] };

export async function publicTables(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as Rows;
  return result.rows.map((r) => String(r.name));
}

export async function fingerprint(db: Db, tables: readonly string[]): Promise<Record<string, string>> {
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as print from "${name}"`,
  );
  const result = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as Rows;
  return Object.fromEntries(result.rows.map((r) => [String(r.name), String(r.print)]));
}

/** The tables whose fingerprint differs, with the row counts before → after. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name} (${before[name]?.split(':')[0]} → ${after[name]?.split(':')[0]} rows)`);
}
