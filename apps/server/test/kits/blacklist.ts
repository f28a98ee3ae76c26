/** Helpers for the 黑名单 and 供应商管理 API tests (test-only; imported by *.test.ts files). */
import { type BlacklistTargetType, type BlacklistType, Permission, shanghaiDateKey } from '@swp/core';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  auditLogs,
  blacklistEntries,
  sessions,
  smsOutbox,
  supplierEvents,
  suppliers,
} from '../../src/db/schema/index.ts';
import { type Clock, DAY } from '../../src/lib/clock.ts';
import type { ApiClient } from '../client.ts';
import { createStaff } from '../factories.ts';

/** A token for a staff user holding 供应商管理 (system:suppler) only. */
export async function supplierManagerToken(db: Db, api: ApiClient): Promise<{ token: string; name: string }> {
  const user = await createStaff(db, { perms: [Permission.suppler] });
  return { token: await api.staffToken(user.username, user.password), name: user.name };
}

/** The Beijing day `days` from the test clock's today. */
export const dayFrom = (clock: Clock, days = 0) => shanghaiDateKey(clock.now().getTime() + days * DAY);

/** Row counts of every table a refused 黑名单 or 供应商管理 request must leave alone. */
export async function supplierTableCounts(db: Db) {
  const tables = { blacklistEntries, auditLogs, suppliers, supplierEvents, sessions, smsOutbox };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row!.n;
  }
  return out;
}

/**
 * Entries written straight into the table, for tests of the features that read the blacklist (the draw, the
 * expert list) without going through 黑名单's own API. Days default to a period in force on the clock's today.
 */
export async function blacklistDirectly(
  db: Db,
  clock: Clock,
  targetType: BlacklistTargetType,
  ids: readonly number[],
  entry: { type: BlacklistType; startDate?: string; endDate?: string; liftedAt?: Date } = { type: 'ban' },
): Promise<void> {
  if (ids.length === 0) return;
  await db.insert(blacklistEntries).values(
    ids.map((targetId) => ({
      targetType,
      targetId,
      targetName: `对象${targetId}`,
      type: entry.type,
      reason: '测试',
      startDate: entry.startDate ?? dayFrom(clock, -1),
      endDate: entry.endDate ?? dayFrom(clock, 364),
      liftedAt: entry.liftedAt ?? null,
      liftedByName: entry.liftedAt ? '测试' : null,
      liftReason: entry.liftedAt ? '测试' : null,
      createdById: 0,
      createdByName: '测试',
    })),
  );
}

/**
 * Opens `n` connections of the PostgreSQL pool at once, before a test sends requests together: otherwise the
 * first request runs alone on the one warm connection while the others wait to connect, and a race test passes
 * without racing. (PGlite has one connection: the queries run one after the other.)
 */
export async function warmPool(db: Db, n = 8): Promise<void> {
  await Promise.all(Array.from({ length: n }, () => db.execute(sql`select pg_sleep(0.05)`)));
}
