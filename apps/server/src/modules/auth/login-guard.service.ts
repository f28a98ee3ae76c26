import { ErrorCode } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import { type Clock, MINUTE } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit/audit.service.ts';
import { clearFailures, countFailuresSince, findLock, insertFailure, upsertLock } from './login-guard.repo.ts';

/** PRODUCT §8: five wrong passwords within 15 minutes lock the account for 15 minutes. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * MINUTE;
export const LOCK_MS = 15 * MINUTE;

/**
 * Keyed by the account string typed, whether or not such an account exists, so neither the message nor the
 * lock reveals which accounts exist.
 */
const key = (account: string) => account.trim().toLowerCase();

function lockedError(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE));
  return new AppError(ErrorCode.LOCKED, `密码错误次数过多，账号已锁定，请${minutes}分钟后再试`);
}

export async function assertNotLocked(db: DbOrTx, clock: Clock, role: string, account: string): Promise<void> {
  const lock = await findLock(db, role, key(account));
  const now = clock.now();
  if (lock && lock.lockedUntil > now) throw lockedError(lock.lockedUntil, now);
}

/** Records a wrong password; returns the refusal to send (locked now, or wrong credentials). */
export async function recordFailure(
  db: DbOrTx,
  clock: Clock,
  role: string,
  account: string,
  ip: string,
): Promise<AppError> {
  const now = clock.now();
  await insertFailure(db, { role, account: key(account), ip, createdAt: now });
  const recent = await countFailuresSince(db, role, key(account), new Date(now.getTime() - FAILURE_WINDOW_MS));
  if (recent < MAX_FAILURES) {
    const left = MAX_FAILURES - recent;
    return new AppError(ErrorCode.BAD_CREDENTIALS, `账号或密码错误，再错${left}次账号将被锁定15分钟`);
  }
  const until = new Date(now.getTime() + LOCK_MS);
  await upsertLock(db, role, key(account), until);
  await clearFailures(db, role, key(account));
  await audit(db, clock, {
    actor: { role: 'anonymous', name: account },
    action: 'auth.lockout',
    target: { type: role, id: key(account) },
    detail: { failures: recent, lockedUntil: until.toISOString() },
    ip,
  });
  return lockedError(until, now);
}

export function forgetFailures(db: DbOrTx, role: string, account: string): Promise<void> {
  return clearFailures(db, role, key(account));
}
