import { ErrorCode } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import { type Clock, MINUTE } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit/audit.service.ts';
import {
  clearFailures,
  countFailuresSince,
  findLock,
  insertFailure,
  lockAttempts,
  upsertLock,
} from './login-guard.repo.ts';

/** docs/security.md: five wrong passwords within 15 minutes lock the account for 15 minutes. */
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

/** A password attempt that was counted and may now be compared. */
export interface CountedAttempt {
  role: string;
  account: string;
  ip: string;
  /** Its place among the account's uncleared attempts in the window: 1 to MAX_FAILURES. */
  place: number;
}

/**
 * Counts an attempt before its password is compared, as one atomic step per (role, account) across
 * every process: under the account's advisory lock it checks the lock, counts the attempts of the last 15
 * minutes and records this one (login_failures: the attempt history, with the IP). While the account is locked,
 * or MAX_FAILURES attempts are already counted, it refuses and nothing is compared — so however many guesses
 * arrive at once, at most five passwords are compared. A right password then clears the count
 * (forgetFailures); a wrong one leaves its row as a failure.
 */
export async function countAttempt(
  db: DbOrTx,
  clock: Clock,
  role: string,
  account: string,
  ip: string,
): Promise<CountedAttempt> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    await lockAttempts(tx, role, key(account));
    const lock = await findLock(tx, role, key(account));
    if (lock && lock.lockedUntil > now) throw lockedError(lock.lockedUntil, now);
    const counted = await countFailuresSince(tx, role, key(account), new Date(now.getTime() - FAILURE_WINDOW_MS));
    // Five attempts still being compared (or failed without a lock yet): the fifth failure will lock.
    if (counted >= MAX_FAILURES) throw lockedError(new Date(now.getTime() + LOCK_MS), now);
    await insertFailure(tx, { role, account: key(account), ip, createdAt: now });
    return { role, account: key(account), ip, place: counted + 1 };
  });
}

/**
 * The compared password was wrong: its counted row stays as a failure. The fifth locks the account for 15
 * minutes and writes auth.lockout. Returns the refusal to send (wrong credentials, or locked now).
 */
export async function recordFailure(db: DbOrTx, clock: Clock, attempt: CountedAttempt): Promise<AppError> {
  if (attempt.place < MAX_FAILURES) {
    const left = MAX_FAILURES - attempt.place;
    return new AppError(ErrorCode.BAD_CREDENTIALS, `账号或密码错误，再错${left}次账号将被锁定15分钟`);
  }
  const now = clock.now();
  const until = new Date(now.getTime() + LOCK_MS);
  await db.transaction(async (tx) => {
    await upsertLock(tx, attempt.role, attempt.account, until);
    await audit(tx, clock, {
      actor: { role: 'anonymous', name: attempt.account },
      action: 'auth.lockout',
      target: { type: attempt.role, id: attempt.account },
      detail: { failures: attempt.place, lockedUntil: until.toISOString() },
      ip: attempt.ip,
    });
  });
  return lockedError(until, now);
}

/** The right password: the count starts again. */
export function forgetFailures(db: DbOrTx, attempt: CountedAttempt): Promise<void> {
  return clearFailures(db, attempt.role, attempt.account);
}
