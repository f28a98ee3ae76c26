import { and, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/index.ts';

/** Serialises code sends for one mobile across every server process (held until the transaction ends). */
export async function lockMobile(tx: DbOrTx, mobile: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
}

export async function latestCodeSentAt(db: DbOrTx, mobile: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.mobile, mobile))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row?.createdAt;
}

export async function countCodesSince(db: DbOrTx, mobile: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), gte(smsCodes.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertCode(
  db: DbOrTx,
  row: { mobile: string; codeHash: string; ip: string; createdAt: Date; expiresAt: Date },
) {
  const [inserted] = await db.insert(smsCodes).values(row).returning({ id: smsCodes.id });
  return inserted!.id;
}

export async function deleteCode(db: DbOrTx, id: number): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

/** The newest code of the mobile that is still unused and unexpired (only the latest code is valid). */
export async function findCurrentCode(db: DbOrTx, mobile: string, now: Date) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(eq(smsCodes.mobile, mobile))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!row || row.consumedAt || row.expiresAt <= now) return undefined;
  return row;
}

export async function incrementAttempts(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id));
}

/** Marks the code used; false when another request used it first (single use across processes). */
export async function consumeCode(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, now)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}
