import { and, asc, count, desc, eq, gte, inArray, max } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  announcementAttachments,
  announcements,
  bidOpenings,
  bids,
  departments,
  files,
  openedBids,
  projects,
  suppliers,
} from '../../db/schema/index.ts';

/**
 * What the open data reads, and nothing more: only published announcements, never a draft; the opening's lines
 * without their offers (the award's amount is the only one published); no contact, mobile or committee column.
 */

const isPublished = eq(announcements.status, 'published');
const lastPublished = max(announcements.publishedAt);

/** The page of projects with at least one published announcement, most recently published first. */
export async function publishedProjectPage(db: DbOrTx, filter: { since?: Date }, limit: number, offset: number) {
  const having = filter.since ? gte(lastPublished, filter.since) : undefined;
  const grouped = db
    .select({ projectId: announcements.projectId, lastPublishedAt: lastPublished.as('last_published_at') })
    .from(announcements)
    .where(isPublished)
    .groupBy(announcements.projectId)
    .having(having)
    .as('published_projects');
  const rows = await db
    .select({ projectId: grouped.projectId })
    .from(grouped)
    .orderBy(desc(grouped.lastPublishedAt), desc(grouped.projectId))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(grouped);
  return { projectIds: rows.map((r) => r.projectId), total: total?.n ?? 0 };
}

const manageDept = alias(departments, 'manage_dept');

/** The projects' public columns (those any published announcement shows), their managing department and winner. */
export function projectFacts(db: DbOrTx, projectIds: number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: projects.id,
      projectCode: projects.projectCode,
      projectName: projects.projectName,
      purchaseWay: projects.purchaseWay,
      purchaseName: projects.purchaseName,
      categoryCn: projects.categoryCn,
      budget: projects.budget,
      status: projects.status,
      enrollTime: projects.enrollTime,
      enrollEndTime: projects.enrollEndTime,
      closeFileupTime: projects.closeFileupTime,
      openTime: projects.openTime,
      manageDeptId: projects.manageDeptId,
      manageDeptName: manageDept.name,
      winnerSupplierId: projects.winnerSupplierId,
      winnerName: suppliers.companyName,
      awardAmount: projects.awardAmount,
      awardedAt: projects.awardedAt,
    })
    .from(projects)
    .innerJoin(manageDept, eq(manageDept.id, projects.manageDeptId))
    .leftJoin(suppliers, eq(suppliers.id, projects.winnerSupplierId))
    .where(inArray(projects.id, projectIds));
}
export type OcdsProjectFacts = Awaited<ReturnType<typeof projectFacts>>[number];

/** The published announcements of the projects, oldest first: one release each. */
export function publishedAnnouncements(db: DbOrTx, projectIds: number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: announcements.id,
      projectId: announcements.projectId,
      type: announcements.type,
      title: announcements.title,
      publishedAt: announcements.publishedAt,
      enrollTime: announcements.enrollTime,
      enrollEndTime: announcements.enrollEndTime,
      closeFileupTime: announcements.closeFileupTime,
      openTime: announcements.openTime,
    })
    .from(announcements)
    .where(and(inArray(announcements.projectId, projectIds), isPublished))
    .orderBy(asc(announcements.publishedAt), asc(announcements.id));
}
export type OcdsAnnouncement = Awaited<ReturnType<typeof publishedAnnouncements>>[number];

/** The attachments of published announcements (public once published: /api/file/download?id=). */
export function announcementFiles(db: DbOrTx, announcementIds: number[]) {
  if (announcementIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      announcementId: announcementAttachments.announcementId,
      id: files.id,
      name: files.originalName,
      mimeType: files.mimeType,
    })
    .from(announcementAttachments)
    .innerJoin(files, eq(files.id, announcementAttachments.fileId))
    .where(inArray(announcementAttachments.announcementId, announcementIds))
    .orderBy(asc(announcementAttachments.announcementId), asc(announcementAttachments.sort));
}
export type OcdsFile = Awaited<ReturnType<typeof announcementFiles>>[number];

/** The 开标 of the projects: when, and the companies whose bids it opened (as named then; no offer). */
export async function openings(db: DbOrTx, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  const [opened, lines] = await Promise.all([
    db
      .select({ projectId: bidOpenings.projectId, openedAt: bidOpenings.openedAt })
      .from(bidOpenings)
      .where(inArray(bidOpenings.projectId, projectIds)),
    db
      .select({ projectId: openedBids.projectId, supplierId: bids.supplierId, companyName: openedBids.companyName })
      .from(openedBids)
      .innerJoin(bids, eq(bids.id, openedBids.bidId))
      .where(inArray(openedBids.projectId, projectIds))
      .orderBy(asc(openedBids.bidId)),
  ]);
  return opened.map((o) => ({ ...o, tenderers: lines.filter((l) => l.projectId === o.projectId) }));
}
export type OcdsOpening = Awaited<ReturnType<typeof openings>>[number];
