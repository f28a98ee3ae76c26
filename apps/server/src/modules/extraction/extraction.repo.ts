import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  departments,
  extractionDraws,
  extractions,
  invitations,
  projects,
  purchaseSettings,
  staffUsers,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { projectStateColumns } from '../projects/project-status-sql.ts';

export type ExtractionKind = 'project' | 'external';

/**
 * Serialises draws, replacements and cancellations of one project or task across every server process (held
 * until the transaction ends), so two staff pressing 抽取 at once cannot seat one expert twice or fill a seat twice.
 */
export async function lockExtractionScope(tx: DbOrTx, scope: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`extraction:${scope}`}))`);
}

/** What the project extraction needs to know about the project (state, times, place, requesting department). */
export async function findProjectForExtraction(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({
      id: projects.id,
      projectName: projects.projectName,
      projectCode: projects.projectCode,
      purchaseWay: projects.purchaseWay,
      ...projectStateColumns,
      openAddress: projects.openAddress,
      needDeptName: departments.name,
    })
    .from(projects)
    .innerJoin(departments, eq(departments.id, projects.needDeptId))
    .where(eq(projects.id, projectId));
  return row;
}
export type ExtractionProject = NonNullable<Awaited<ReturnType<typeof findProjectForExtraction>>>;

/** The utility's minimum committee size for a purchase way (docs/rules.md settings), if set. */
export async function findMinCommittee(db: DbOrTx, purchaseWay: number): Promise<number | undefined> {
  const [row] = await db
    .select({ minCommittee: purchaseSettings.minCommittee })
    .from(purchaseSettings)
    .where(eq(purchaseSettings.purchaseWay, purchaseWay));
  return row?.minCommittee;
}

export async function insertExtraction(db: DbOrTx, row: typeof extractions.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(extractions).values(row).returning({ id: extractions.id });
  return inserted!.id;
}

export async function insertDraw(db: DbOrTx, row: typeof extractionDraws.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(extractionDraws).values(row).returning({ id: extractionDraws.id });
  return inserted!.id;
}

const creator = alias(staffUsers, 'extraction_creator');

/** An extraction with what its screens and checks need: the project's times and state, the creator's name. */
export async function findExtraction(db: DbOrTx, where: { id: number } | { projectId: number }) {
  const [row] = await db
    .select({
      id: extractions.id,
      kind: extractions.kind,
      projectId: extractions.projectId,
      taskName: extractions.taskName,
      taskDescription: extractions.taskDescription,
      request: extractions.request,
      createdBy: extractions.createdBy,
      createdByName: creator.name,
      createdAt: extractions.createdAt,
      projectName: projects.projectName,
      projectCode: projects.projectCode,
      projectStatus: projects.status,
      projectPaused: projects.paused,
      enrollTime: projects.enrollTime,
      enrollEndTime: projects.enrollEndTime,
      closeFileupTime: projects.closeFileupTime,
      openTime: projects.openTime,
      address: projects.openAddress,
    })
    .from(extractions)
    .innerJoin(creator, eq(creator.id, extractions.createdBy))
    .leftJoin(projects, eq(projects.id, extractions.projectId))
    .where('id' in where ? eq(extractions.id, where.id) : eq(extractions.projectId, where.projectId))
    .orderBy(desc(extractions.id))
    .limit(1);
  return row;
}
export type ExtractionRow = NonNullable<Awaited<ReturnType<typeof findExtraction>>>;

/** The 抽取记录 of an extraction, oldest first. */
export function listDraws(db: DbOrTx, extractionId: number) {
  return db
    .select({
      id: extractionDraws.id,
      kind: extractionDraws.kind,
      drawnBy: extractionDraws.drawnBy,
      drawnByName: staffUsers.name,
      drawnAt: extractionDraws.drawnAt,
      filters: extractionDraws.filters,
      eligibleCount: extractionDraws.eligibleCount,
      result: extractionDraws.result,
    })
    .from(extractionDraws)
    .innerJoin(staffUsers, eq(staffUsers.id, extractionDraws.drawnBy))
    .where(eq(extractionDraws.extractionId, extractionId))
    .orderBy(extractionDraws.id);
}

/** External recruitment tasks, newest first, with how many members have confirmed. */
export async function listExternalTasks(db: DbOrTx, q: { page: number; pageSize: number; keyword?: string }) {
  const where = and(
    eq(extractions.kind, 'external'),
    q.keyword ? ilike(extractions.taskName, containsPattern(q.keyword)) : undefined,
  );
  const memberCount = sql<number>`(select count(*)::int from ${invitations} i
    where i.extraction_id = ${extractions.id} and i.seat = 'member')`;
  const confirmedCount = sql<number>`(select count(*)::int from ${invitations} i
    where i.extraction_id = ${extractions.id} and i.seat = 'member' and i.is_affirm = 1)`;
  const [list, [total]] = await Promise.all([
    db
      .select({
        id: extractions.id,
        taskName: extractions.taskName,
        taskDescription: extractions.taskDescription,
        request: extractions.request,
        createdBy: extractions.createdBy,
        createdByName: staffUsers.name,
        createdAt: extractions.createdAt,
        invitedCount: memberCount,
        confirmedCount,
      })
      .from(extractions)
      .innerJoin(staffUsers, eq(staffUsers.id, extractions.createdBy))
      .where(where)
      .orderBy(desc(extractions.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(extractions).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}
