/**
 * Whether a supplier or an expert stands on the blacklist today, for the features that refuse or explain because
 * of it (a company's 用户中心 and enrolment, the expert draw). `today` is the Beijing day (core project/time.ts
 * `shanghaiDateKey(deps.clock.now().getTime())`), so a test that moves the clock moves the answer.
 */
import { type BlacklistNotice, type BlacklistTargetType, bansToday, shanghaiDateKey } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { findEntriesInForce } from './blacklist-standing.repo.ts';

export { banInForce, bannedIdsOn } from './blacklist-standing.repo.ts';

/** Today's Beijing day from the injected clock: the day every blacklist and expiry rule is judged on. */
export const beijingToday = (clock: Clock) => shanghaiDateKey(clock.now().getTime());

/**
 * The entry that concerns the target on `today`: a 禁止参与 in force is preferred over a 警告; lifted, expired and
 * not yet started entries are ignored. undefined when nothing is in force.
 */
export async function activeBlacklistNotice(
  db: DbOrTx,
  targetType: BlacklistTargetType,
  targetId: number,
  today: string,
): Promise<BlacklistNotice | undefined> {
  const entries = await findEntriesInForce(db, targetType, targetId, today);
  const entry = entries.find((e) => bansToday(e, today)) ?? entries[0];
  return entry && { type: entry.type, reason: entry.reason, startDate: entry.startDate, endDate: entry.endDate };
}
