import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { captchas } from '../../db/schema/index.ts';

export async function saveCaptcha(db: DbOrTx, uuid: string, answer: string, expiresAt: Date): Promise<void> {
  await db
    .insert(captchas)
    .values({ uuid, answer, expiresAt })
    .onConflictDoUpdate({ target: captchas.uuid, set: { answer, expiresAt } });
}

/** Deletes and returns the answer in one statement: a captcha can be checked once, by one process. */
export async function takeCaptcha(db: DbOrTx, uuid: string) {
  const [row] = await db.delete(captchas).where(eq(captchas.uuid, uuid)).returning();
  return row;
}

export async function findCaptcha(db: DbOrTx, uuid: string) {
  const [row] = await db.select().from(captchas).where(eq(captchas.uuid, uuid));
  return row;
}

export async function deleteExpiredCaptchas(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
}
