import {
  ANNOUNCEMENT_STATUS_LABELS,
  ANNOUNCEMENT_TYPE_LABELS,
  ANNOUNCEMENT_TYPES,
  type AnnouncementDetail,
  type AnnouncementListRow,
  type AnnouncementType,
  type AttachmentView,
  type ProjectAction,
} from '@swp/core';
import type { AnnouncementRow } from './announcements.repo.ts';

/** The lifecycle action that publishing an announcement of each type performs on its project. */
export const PUBLISH_ACTION: Record<AnnouncementType, ProjectAction> = {
  tender: 'publishTender',
  correction: 'publishCorrection',
  result: 'publishResult',
  win: 'publishWinner',
  failure: 'publishFailure',
};

export function asAnnouncementType(value: string): AnnouncementType {
  if ((ANNOUNCEMENT_TYPES as readonly string[]).includes(value)) return value as AnnouncementType;
  throw new Error(`unknown announcement type in the database: ${value}`);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toListRow(row: AnnouncementRow): AnnouncementListRow {
  const type = asAnnouncementType(row.type);
  return {
    id: row.id,
    type,
    typeLabel: ANNOUNCEMENT_TYPE_LABELS[type],
    title: row.title,
    status: row.status,
    statusLabel: ANNOUNCEMENT_STATUS_LABELS[row.status],
    templateId: row.templateId,
    correctsId: row.correctsId,
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDetail(row: AnnouncementRow, attachments: AttachmentView[]): AnnouncementDetail {
  return {
    ...toListRow(row),
    projectId: row.projectId,
    html: row.html,
    enrollTime: iso(row.enrollTime),
    enrollEndTime: iso(row.enrollEndTime),
    openTime: iso(row.openTime),
    closeFileupTime: iso(row.closeFileupTime),
    contacts: row.contacts,
    mobile: row.mobile,
    extra: row.extra ?? {},
    attachments,
  };
}
