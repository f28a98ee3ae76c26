import type { GradingUsage } from '@swp/core';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { gradingItems, gradingStandards, projects, staffUsers } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type GradingStandardRow = typeof gradingStandards.$inferSelect;
export type NewGradingItem = Omit<typeof gradingItems.$inferInsert, 'id' | 'standardId'>;

export interface GradingFilter {
  keyword?: string;
  used?: GradingUsage;
}

/**
 * Projects that chose the standard. The outer column is written out in full: drizzle renders a single-table
 * select's columns unqualified, and a bare "id" here would mean projects.id.
 */
const usedBy = sql<number>`(select count(*) from ${projects} where ${projects.gradingStandardId} = "grading_standards"."id")::int`;
const itemCount = (scored: boolean) =>
  sql<number>`(select count(*) from ${gradingItems} where ${gradingItems.standardId} = "grading_standards"."id" and ${gradingItems.maxScore} is ${sql.raw(scored ? 'not null' : 'null')})::int`;

const listColumns = {
  id: gradingStandards.id,
  name: gradingStandards.name,
  priceFormula: gradingStandards.priceFormula,
  remark: gradingStandards.remark,
  copiedFromId: gradingStandards.copiedFromId,
  updatedAt: gradingStandards.updatedAt,
  createdByName: sql<string>`coalesce(${staffUsers.name}, '')`,
  preliminaryCount: itemCount(false),
  scoredCount: itemCount(true),
  usedBy,
};

function whereOf(filter: GradingFilter): SQL | undefined {
  const inUse = sql`exists (select 1 from ${projects} where ${projects.gradingStandardId} = ${gradingStandards.id})`;
  return and(
    filter.keyword ? ilike(gradingStandards.name, containsPattern(filter.keyword)) : undefined,
    filter.used === 'used' ? inUse : filter.used === 'unused' ? sql`not ${inUse}` : undefined,
  );
}

export async function listStandards(db: DbOrTx, filter: GradingFilter, page: { page: number; pageSize: number }) {
  const where = whereOf(filter);
  const [totalRow] = await db.select({ n: count() }).from(gradingStandards).where(where);
  const rows = await db
    .select(listColumns)
    .from(gradingStandards)
    .leftJoin(staffUsers, eq(staffUsers.id, gradingStandards.createdBy))
    .where(where)
    .orderBy(desc(gradingStandards.updatedAt), desc(gradingStandards.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: totalRow?.n ?? 0 };
}

export type GradingListDbRow = Awaited<ReturnType<typeof listStandards>>['rows'][number];

export async function findStandardRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(gradingStandards)
    .leftJoin(staffUsers, eq(staffUsers.id, gradingStandards.createdBy))
    .where(eq(gradingStandards.id, id))
    .limit(1);
  return row;
}

export async function listItems(db: DbOrTx, standardId: number) {
  return db
    .select({
      id: gradingItems.id,
      group: gradingItems.group,
      name: gradingItems.name,
      maxScore: gradingItems.maxScore,
      description: gradingItems.description,
    })
    .from(gradingItems)
    .where(eq(gradingItems.standardId, standardId))
    .orderBy(asc(gradingItems.sort), asc(gradingItems.id));
}

export async function findStandardName(db: DbOrTx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ name: gradingStandards.name })
    .from(gradingStandards)
    .where(eq(gradingStandards.id, id))
    .limit(1);
  return row?.name ?? null;
}

/**
 * The standard locked against an edit or a delete until the transaction ends (FOR SHARE): a project choosing it
 * and an edit of it run one after the other, so an edit never slips past a project that just chose the standard.
 */
export async function findStandardForShare(tx: DbOrTx, id: number): Promise<GradingStandardRow | undefined> {
  const [row] = await tx.select().from(gradingStandards).where(eq(gradingStandards.id, id)).limit(1).for('share');
  return row;
}

/** The standard locked for an edit or a delete (FOR UPDATE waits for any project choosing it to commit). */
export async function findStandardForUpdate(tx: DbOrTx, id: number): Promise<GradingStandardRow | undefined> {
  const [row] = await tx.select().from(gradingStandards).where(eq(gradingStandards.id, id)).limit(1).for('update');
  return row;
}

export async function countProjectsUsing(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projects).where(eq(projects.gradingStandardId, id));
  return row?.n ?? 0;
}

/** Every standard by name, for the project form's Select (a water utility keeps a few dozen at most). */
export async function listStandardOptions(db: DbOrTx) {
  return db
    .select({ id: gradingStandards.id, name: gradingStandards.name, usedBy })
    .from(gradingStandards)
    .orderBy(asc(gradingStandards.name), asc(gradingStandards.id));
}

export async function insertStandard(tx: DbOrTx, values: typeof gradingStandards.$inferInsert) {
  const [row] = await tx.insert(gradingStandards).values(values).returning();
  return row!;
}

export async function updateStandard(tx: DbOrTx, id: number, patch: Partial<typeof gradingStandards.$inferInsert>) {
  await tx.update(gradingStandards).set(patch).where(eq(gradingStandards.id, id));
}

/** The standard's items become exactly `items`, in their order. */
export async function replaceItems(tx: DbOrTx, standardId: number, items: readonly NewGradingItem[]) {
  await tx.delete(gradingItems).where(eq(gradingItems.standardId, standardId));
  if (items.length === 0) return;
  await tx.insert(gradingItems).values(items.map((item, sort) => ({ ...item, standardId, sort })));
}

/** Deletes the standard (its items go with it: ON DELETE CASCADE). */
export async function deleteStandard(tx: DbOrTx, id: number) {
  await tx.delete(gradingStandards).where(eq(gradingStandards.id, id));
}
