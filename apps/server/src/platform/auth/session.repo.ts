import type { Role } from '@swp/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

export async function insertSession(
  db: DbOrTx,
  row: { tokenHash: string; role: Role; userId: number; ip: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function revokeSession(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: DbOrTx, role: Role, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.role, role), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
