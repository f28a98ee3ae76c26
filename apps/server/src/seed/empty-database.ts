import { count, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { staffUsers } from '../db/schema/index.ts';

/** Two processes starting on one empty PostgreSQL take this lock, so only one of them writes the first data. */
export async function lockFirstStart(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727101)`);
}

/** A database nobody has used yet: no staff user exists. */
export async function isEmptyDatabase(tx: DbOrTx): Promise<boolean> {
  const [existing] = await tx.select({ n: count() }).from(staffUsers);
  return (existing?.n ?? 0) === 0;
}
