import type { AnnouncementType, PurchaseWay } from '@swp/core';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { announcements, announcementTemplates } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type TemplateRow = typeof announcementTemplates.$inferSelect;

export interface TemplateFilter {
  type?: AnnouncementType;
  purchaseWay?: PurchaseWay;
  enabled?: boolean;
  keyword?: string;
}

function whereOf(filter: TemplateFilter): SQL | undefined {
  return and(
    filter.type ? eq(announcementTemplates.type, filter.type) : undefined,
    filter.purchaseWay ? eq(announcementTemplates.purchaseWay, filter.purchaseWay) : undefined,
    filter.enabled === undefined ? undefined : eq(announcementTemplates.enabled, filter.enabled),
    filter.keyword ? ilike(announcementTemplates.name, containsPattern(filter.keyword)) : undefined,
  );
}

/**
 * How many announcements (draft or published) were made from the template. The outer column is written out in full:
 * drizzle renders a single-table select's columns unqualified, and a bare "id" here would mean announcements.id.
 */
const usedCount = sql<number>`(select count(*) from ${announcements} where ${announcements.templateId} = "announcement_templates"."id")::int`;

const listColumns = {
  id: announcementTemplates.id,
  name: announcementTemplates.name,
  type: announcementTemplates.type,
  purchaseWay: announcementTemplates.purchaseWay,
  enabled: announcementTemplates.enabled,
  createdAt: announcementTemplates.createdAt,
  updatedAt: announcementTemplates.updatedAt,
  usedCount,
};

export async function listTemplates(db: DbOrTx, filter: TemplateFilter, page: { page: number; pageSize: number }) {
  const where = whereOf(filter);
  const [totalRow] = await db.select({ n: count() }).from(announcementTemplates).where(where);
  const rows = await db
    .select(listColumns)
    .from(announcementTemplates)
    .where(where)
    .orderBy(desc(announcementTemplates.updatedAt), desc(announcementTemplates.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findTemplateDetail(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...listColumns, html: announcementTemplates.html })
    .from(announcementTemplates)
    .where(eq(announcementTemplates.id, id))
    .limit(1);
  return row;
}

export async function findTemplate(db: DbOrTx, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(announcementTemplates).where(eq(announcementTemplates.id, id)).limit(1);
  return row;
}

export async function insertTemplate(tx: DbOrTx, values: typeof announcementTemplates.$inferInsert) {
  const [row] = await tx.insert(announcementTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(
  tx: DbOrTx,
  id: number,
  patch: Partial<typeof announcementTemplates.$inferInsert>,
) {
  const rows = await tx
    .update(announcementTemplates)
    .set(patch)
    .where(eq(announcementTemplates.id, id))
    .returning({ id: announcementTemplates.id });
  return rows.length > 0;
}

/** Deletes the template only if no announcement was made from it, in one statement (no race with a new draft). */
export async function deleteUnusedTemplate(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(announcementTemplates)
    .where(
      and(
        eq(announcementTemplates.id, id),
        sql`not exists (select 1 from ${announcements} where ${announcements.templateId} = ${id})`,
      ),
    )
    .returning({ id: announcementTemplates.id });
  return rows.length > 0;
}
