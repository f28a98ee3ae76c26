import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountLocks, loginFailures } from '../../db/schema/index.ts';

/**
 * Serialises the attempts on one (role, account) across every server process, until the transaction ends: the
 * check of the lock, the count and the new attempt row are then one atomic step.
 */
export async function lockAttempts(tx: DbOrTx, role: string, account: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${role}:${account}`}))`);
}

export async function findLock(db: DbOrTx, role: string, account: string) {
  const [row] = await db
    .select()
    .from(accountLocks)
    .where(and(eq(accountLocks.role, role), eq(accountLocks.account, account)));
  return row;
}

export async function insertFailure(db: DbOrTx, row: { role: string; account: string; ip: string; createdAt: Date }) {
  await db.insert(loginFailures).values(row);
}

export async function countFailuresSince(db: DbOrTx, role: string, account: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.role, role), eq(loginFailures.account, account), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

export async function clearFailures(db: DbOrTx, role: string, account: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.role, role), eq(loginFailures.account, account)));
}

export async function upsertLock(db: DbOrTx, role: string, account: string, lockedUntil: Date): Promise<void> {
  await db
    .insert(accountLocks)
    .values({ role, account, lockedUntil })
    .onConflictDoUpdate({ target: [accountLocks.role, accountLocks.account], set: { lockedUntil } });
}
