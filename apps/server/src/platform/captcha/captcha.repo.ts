import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { captchas } from '../../db/schema/index.ts';

/** One browser's captcha: the uuid its page chose plus the browser that asked (see captchaOwner). */
export interface CaptchaKey {
  uuid: string;
  owner: string;
}

const byKey = (key: CaptchaKey) => and(eq(captchas.uuid, key.uuid), eq(captchas.owner, key.owner));

/** A new picture for the same uuid from the same browser replaces its answer; another browser's stays. */
export async function saveCaptcha(db: DbOrTx, key: CaptchaKey, answer: string, expiresAt: Date): Promise<void> {
  await db
    .insert(captchas)
    .values({ ...key, answer, expiresAt })
    .onConflictDoUpdate({ target: [captchas.uuid, captchas.owner], set: { answer, expiresAt } });
}

/** Deletes and returns the answer in one statement: a captcha can be checked once, by one process. */
export async function takeCaptcha(db: DbOrTx, key: CaptchaKey) {
  const [row] = await db.delete(captchas).where(byKey(key)).returning();
  return row;
}

export async function findCaptcha(db: DbOrTx, key: CaptchaKey) {
  const [row] = await db.select().from(captchas).where(byKey(key));
  return row;
}

export async function deleteExpiredCaptchas(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
}
