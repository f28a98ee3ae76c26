import type { Role } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import { type Clock, DAY } from '../../lib/clock.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { findLiveSession, insertSession } from './session.repo.ts';

/** docs/product.md: staff tokens expire 7 days after login; the other areas follow the same rule. */
export const SESSION_TTL_MS = 7 * DAY;

export async function issueSession(db: DbOrTx, clock: Clock, role: Role, userId: number, ip: string) {
  const token = newToken();
  const createdAt = clock.now();
  const expiresAt = new Date(createdAt.getTime() + SESSION_TTL_MS);
  await insertSession(db, { tokenHash: sha256(token), role, userId, ip, createdAt, expiresAt });
  return { token, expiresAt };
}

export function findSessionByToken(db: DbOrTx, clock: Clock, token: string) {
  return findLiveSession(db, sha256(token), clock.now());
}
