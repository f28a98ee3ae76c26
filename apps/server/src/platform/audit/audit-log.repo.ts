/**
 * The 操作日志 search in SQL: every filter is part of one WHERE, so the total, the pages and the export read the
 * same lines. The created_at index serves the time range and the order; the (target_type, target_id) index the
 * object filter.
 */
import { DAY_MS, parseDateTime } from '@swp/core';
import { and, count, desc, eq, gte, ilike, lt, notInArray, notLike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLogs, bidOpenings, projects, specialists, staffUsers, suppliers } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { BIDDER_LOG_ACTIONS } from './bidder-log-actions.ts';

export interface AuditLogFilter {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Beijing days, both included. */
  from?: string;
  to?: string;
  /**
   * Leave out the committee's lines (`extraction.*`): who was drawn, confirmed, declined or replaced. They are
   * left out in the query itself, so the total and the pages read as if they had never been written.
   */
  withoutCommittee?: boolean;
}

/** Beijing midnight starting a day YYYY-MM-DD (core parses a zone-less day as Beijing time). */
const startOfDay = (day: string) => new Date(parseDateTime(day)!);

/**
 * The line's actor, by the account they signed in with: the log keeps the user's id and display name, the account
 * lives in the area's own table (staff username, expert account, company account).
 */
const actorAccountMatches = (pattern: string) => {
  const byArea = (role: string, table: typeof staffUsers | typeof specialists | typeof suppliers, account: SQL) =>
    sql`(${auditLogs.actorRole} = ${role} and exists (select 1 from ${table} where ${table.id}::text = ${auditLogs.actorId} and ${account} ilike ${pattern}))`;
  return or(
    byArea('staff', staffUsers, sql`${staffUsers.username}`),
    byArea('specialist', specialists, sql`${specialists.account}`),
    byArea('vender', suppliers, sql`${suppliers.account}`),
  );
};

/** The project a line is about (bidder-log-actions.ts): the target when it is the project, else detail.projectId. */
const lineProjectId = sql`coalesce(case when ${auditLogs.targetType} = 'project' then ${auditLogs.targetId} end, ${auditLogs.detail} ->> 'projectId')`;

/**
 * Every line but those naming a bidder of a project not opened yet (bidder-log-actions.ts), for every reader of the
 * log. The opened projects are one uncorrelated subquery, hashed once per statement rather than probed per line; a
 * bidder line naming no project compares as null and stays out.
 */
export const withoutSealedBidders = (): SQL =>
  or(
    notInArray(auditLogs.action, [...BIDDER_LOG_ACTIONS]),
    sql`${lineProjectId} in (select ${bidOpenings.projectId}::text from ${bidOpenings})`,
  )!;

export function auditLogWhere(filter: AuditLogFilter): SQL | undefined {
  const pattern = filter.actor ? containsPattern(filter.actor) : undefined;
  return and(
    pattern ? or(ilike(auditLogs.actorName, pattern), actorAccountMatches(pattern)) : undefined,
    filter.action ? eq(auditLogs.action, filter.action) : undefined,
    filter.targetType ? eq(auditLogs.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLogs.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditLogs.createdAt, startOfDay(filter.from)) : undefined,
    filter.to ? lt(auditLogs.createdAt, new Date(startOfDay(filter.to).getTime() + DAY_MS)) : undefined,
    filter.withoutCommittee ? notLike(auditLogs.action, 'extraction.%') : undefined,
    withoutSealedBidders(),
  );
}

export async function countAuditLines(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLogs).where(where);
  return row?.n ?? 0;
}

/** Newest first; a project's name joins in when the object is a project (null once it is gone, or for others). */
export function findAuditLines(db: DbOrTx, where: SQL | undefined, limit: number, offset = 0) {
  return db
    .select({
      id: auditLogs.id,
      actorRole: auditLogs.actorRole,
      actorId: auditLogs.actorId,
      actorName: auditLogs.actorName,
      action: auditLogs.action,
      targetType: auditLogs.targetType,
      targetId: auditLogs.targetId,
      targetName: projects.projectName,
      detail: auditLogs.detail,
      ip: auditLogs.ip,
      createdAt: auditLogs.createdAt,
    })
    .from(auditLogs)
    .leftJoin(projects, and(eq(auditLogs.targetType, 'project'), sql`${auditLogs.targetId} = ${projects.id}::text`))
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit)
    .offset(offset);
}
export type AuditLine = Awaited<ReturnType<typeof findAuditLines>>[number];
