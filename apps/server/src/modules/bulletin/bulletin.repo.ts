import type { AnnouncementType, PurchaseWay } from '@swp/core';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { announcements, projects } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export interface BulletinFilter {
  type?: AnnouncementType;
  purchaseWay?: PurchaseWay;
  keyword?: string;
}

function whereOf(filter: BulletinFilter): SQL {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  return and(
    eq(announcements.status, 'published'),
    filter.type ? eq(announcements.type, filter.type) : undefined,
    filter.purchaseWay ? eq(projects.purchaseWay, filter.purchaseWay) : undefined,
    pattern
      ? or(
          ilike(announcements.title, pattern),
          ilike(projects.projectName, pattern),
          ilike(projects.projectCode, pattern),
        )
      : undefined,
  )!;
}

/**
 * One page of published announcements, newest first, and the number matching — in ONE statement (one round
 * trip): the count and the page are two CTEs joined on `true`, so even a page past the end still answers the total.
 * The page walks the (status, published_at) index backwards and stops after `pageSize` rows; the count joins the
 * projects only when a filter needs them.
 */
export async function listPublished(db: Db, filter: BulletinFilter, page: { page: number; pageSize: number }) {
  const where = whereOf(filter);
  const needsProjects = filter.purchaseWay !== undefined || filter.keyword !== undefined;
  const countQuery = db.select({ n: count().as('n') }).from(announcements);
  const matching = db
    .$with('matching')
    .as(
      needsProjects
        ? countQuery.innerJoin(projects, eq(projects.id, announcements.projectId)).where(where)
        : countQuery.where(where),
    );
  const pageRows = db.$with('page_rows').as(
    db
      .select({
        id: announcements.id,
        title: announcements.title,
        type: announcements.type,
        publishedAt: announcements.publishedAt,
        projectName: projects.projectName,
        projectCode: projects.projectCode,
        purchaseWay: projects.purchaseWay,
        enrollEndTime: projects.enrollEndTime,
        openTime: projects.openTime,
      })
      .from(announcements)
      .innerJoin(projects, eq(projects.id, announcements.projectId))
      .where(where)
      .orderBy(desc(announcements.publishedAt), desc(announcements.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
  );
  const rows = await db
    .with(matching, pageRows)
    .select({
      total: matching.n,
      id: pageRows.id,
      title: pageRows.title,
      type: pageRows.type,
      publishedAt: pageRows.publishedAt,
      projectName: pageRows.projectName,
      projectCode: pageRows.projectCode,
      purchaseWay: pageRows.purchaseWay,
      enrollEndTime: pageRows.enrollEndTime,
      openTime: pageRows.openTime,
    })
    .from(matching)
    .leftJoin(pageRows, sql`true`)
    .orderBy(desc(pageRows.publishedAt), desc(pageRows.id));
  const total = Number(rows[0]?.total ?? 0);
  return { total, rows: rows.filter((r) => r.id !== null) };
}

/** A published announcement with its project's names, way and current dates; undefined for drafts. */
export async function findPublished(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      announcement: announcements,
      project: {
        id: projects.id,
        projectName: projects.projectName,
        projectCode: projects.projectCode,
        purchaseWay: projects.purchaseWay,
        status: projects.status,
        paused: projects.paused,
        enrollTime: projects.enrollTime,
        enrollEndTime: projects.enrollEndTime,
        closeFileupTime: projects.closeFileupTime,
        openTime: projects.openTime,
      },
    })
    .from(announcements)
    .innerJoin(projects, eq(projects.id, announcements.projectId))
    .where(and(eq(announcements.id, id), eq(announcements.status, 'published')))
    .limit(1);
  return row;
}

/** Every published announcement of a project, oldest first: the links between tender and corrections. */
export function listPublishedOfProject(db: DbOrTx, projectId: number) {
  return db
    .select({
      id: announcements.id,
      title: announcements.title,
      type: announcements.type,
      publishedAt: announcements.publishedAt,
      correctsId: announcements.correctsId,
    })
    .from(announcements)
    .where(and(eq(announcements.projectId, projectId), eq(announcements.status, 'published')))
    .orderBy(asc(announcements.publishedAt), asc(announcements.id));
}
