import { DAY_MS, type ProjectListQuery, parseDateTime } from '@swp/core';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { departments, projects } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { effectiveStatusSql, projectStateColumns } from './project-status-sql.ts';

/** A Beijing calendar day `YYYY-MM-DD` as the instant it starts. */
const dayStart = (day: string) => new Date(parseDateTime(day)!);

function filters(query: ProjectListQuery, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(or(ilike(projects.projectName, pattern), ilike(projects.projectCode, pattern)));
  }
  if (query.purchaseWay !== undefined) conditions.push(eq(projects.purchaseWay, query.purchaseWay));
  if (query.status !== undefined) conditions.push(sql`${effectiveStatusSql(now)} = ${query.status}`);
  if (query.paused !== undefined) conditions.push(eq(projects.paused, query.paused));
  if (query.needDeptId !== undefined) conditions.push(eq(projects.needDeptId, query.needDeptId));
  if (query.manageDeptId !== undefined) conditions.push(eq(projects.manageDeptId, query.manageDeptId));
  if (query.createdFrom) conditions.push(gte(projects.createdAt, dayStart(query.createdFrom)));
  if (query.createdTo) {
    conditions.push(lt(projects.createdAt, new Date(dayStart(query.createdTo).getTime() + DAY_MS)));
  }
  return and(...conditions);
}

/** One page of the 项目管理 table, newest first, with the department names and the total for the pager. */
export async function listProjectPage(db: DbOrTx, query: ProjectListQuery, now: Date) {
  const needDept = alias(departments, 'need_dept');
  const manageDept = alias(departments, 'manage_dept');
  const where = filters(query, now);
  const [totalRow] = await db.select({ n: count() }).from(projects).where(where);
  const rows = await db
    .select({
      id: projects.id,
      projectCode: projects.projectCode,
      projectName: projects.projectName,
      purchaseWay: projects.purchaseWay,
      // closeFileupTime is read for the effective state (待开标), not answered.
      ...projectStateColumns,
      needDeptId: projects.needDeptId,
      needDeptName: sql<string>`coalesce(${needDept.name}, '')`,
      manageDeptId: projects.manageDeptId,
      manageDeptName: sql<string>`coalesce(${manageDept.name}, '')`,
      budget: projects.budget,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .leftJoin(needDept, eq(needDept.id, projects.needDeptId))
    .leftJoin(manageDept, eq(manageDept.id, projects.manageDeptId))
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, total: totalRow?.n ?? 0 };
}

export type ProjectListDbRow = Awaited<ReturnType<typeof listProjectPage>>['rows'][number];
