import {
  ANNOUNCEMENT_TYPE_LABELS,
  type BulletinDetail,
  type BulletinLink,
  isEnrolmentOpen,
  PURCHASE_WAY_LABELS,
  type PurchaseWay,
  parseProjectState,
} from '@swp/core';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { asAnnouncementType } from '../announcements/announcement-view.ts';
import { listAttachments } from '../announcements/announcements.repo.ts';
import { findPublished, listPublishedOfProject } from './bulletin.repo.ts';
import { indexedPageJson } from './bulletin-index-store.ts';
import { type BulletinFilter, listPublishedJson } from './bulletin-list.repo.ts';

export type BulletinQuery = BulletinFilter & { page: number; pageSize: number };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const wayLabel = (way: number) => PURCHASE_WAY_LABELS[way as PurchaseWay] ?? '';

function link(row: { id: number; title: string; type: string; publishedAt: Date | null }): BulletinLink {
  const type = asAnnouncementType(row.type);
  return {
    id: row.id,
    title: row.title,
    type,
    typeLabel: ANNOUNCEMENT_TYPE_LABELS[type],
    publishedAt: iso(row.publishedAt)!,
  };
}

/**
 * The 公告栏 page, `{ list, total, page, pageSize }` (core bulletinPageOutput), as JSON text: chosen by the in-memory
 * search and proven current by the database (bulletin-index-store.ts), or else by the SQL search.
 */
export async function bulletinPageJson(deps: Deps, query: BulletinQuery): Promise<string> {
  const { page, pageSize, ...filter } = query;
  return (
    (await indexedPageJson(deps.db, filter, { page, pageSize })) ??
    listPublishedJson(deps.db, filter, { page, pageSize })
  );
}

/** The public detail page of a published announcement; a draft is 公告不存在, as if it did not exist. */
export async function bulletinDetail(deps: Deps, id: number): Promise<BulletinDetail> {
  const found = await findPublished(deps.db, id);
  if (!found) throw notFound('公告不存在');
  const { announcement, project } = found;
  const [attachments, published] = [
    await listAttachments(deps.db, id),
    await listPublishedOfProject(deps.db, project.id),
  ];
  const type = asAnnouncementType(announcement.type);
  const status = parseProjectState(project.status);
  return {
    id,
    title: announcement.title,
    type,
    typeLabel: ANNOUNCEMENT_TYPE_LABELS[type],
    projectId: project.id,
    projectName: project.projectName,
    projectCode: project.projectCode,
    purchaseWay: project.purchaseWay as PurchaseWay,
    purchaseWayLabel: wayLabel(project.purchaseWay),
    publishedAt: iso(announcement.publishedAt)!,
    enrollEndTime: iso(project.enrollEndTime),
    openTime: iso(project.openTime),
    html: announcement.html,
    attachments,
    dates: {
      enrollTime: iso(project.enrollTime),
      enrollEndTime: iso(project.enrollEndTime),
      closeFileupTime: iso(project.closeFileupTime),
      openTime: iso(project.openTime),
    },
    corrects: published.filter((a) => a.id === announcement.correctsId).map(link)[0] ?? null,
    correctedBy: published.filter((a) => a.correctsId === id).map(link),
    related: published.map(link),
    enrolmentOpen: isEnrolmentOpen({ ...project, status }, deps.clock.now()),
  };
}
