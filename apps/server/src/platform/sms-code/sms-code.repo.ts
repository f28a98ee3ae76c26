import type { SmsPurpose } from '@swp/core';
import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/index.ts';

/** Codes of one mobile for one purpose: each purpose has its own current code and its own send budget. */
const ofMobile = (mobile: string, purpose: SmsPurpose) =>
  and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose));

/** Serialises code sends for one mobile and purpose across every server process (held until the transaction ends). */
export async function lockMobile(tx: DbOrTx, mobile: string, purpose: SmsPurpose): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${purpose}:${mobile}`}))`);
}

export async function latestCodeSentAt(db: DbOrTx, mobile: string, purpose: SmsPurpose): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(ofMobile(mobile, purpose))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row?.createdAt;
}

export async function countCodesSince(db: DbOrTx, mobile: string, purpose: SmsPurpose, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(ofMobile(mobile, purpose), gte(smsCodes.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertCode(
  db: DbOrTx,
  row: { mobile: string; purpose: SmsPurpose; codeHash: string; ip: string; createdAt: Date; expiresAt: Date },
) {
  const [inserted] = await db.insert(smsCodes).values(row).returning({ id: smsCodes.id });
  return inserted!.id;
}

export async function deleteCode(db: DbOrTx, id: number): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

/** The id of the newest code of the mobile for the purpose: only the latest code is valid. */
const currentCodeId = (db: DbOrTx, mobile: string, purpose: SmsPurpose) =>
  db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(ofMobile(mobile, purpose))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);

/**
 * Counts one try at the current code, in one statement, before anything is compared: it succeeds only while the
 * code is unused, unexpired and has tries left, so however many requests race (on any number of processes) no
 * more than `maxAttempts` of them ever get the hash to compare. Undefined when no try is left to take.
 */
export async function takeAttempt(db: DbOrTx, mobile: string, purpose: SmsPurpose, now: Date, maxAttempts: number) {
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, sql`(${currentCodeId(db, mobile, purpose)})`),
        lt(smsCodes.attempts, maxAttempts),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash, attempts: smsCodes.attempts });
  return row;
}

/** The current code as it stands, to word a refusal (no code, used, expired, or out of tries). */
export async function findCurrentCode(db: DbOrTx, mobile: string, purpose: SmsPurpose) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(ofMobile(mobile, purpose))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row;
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
