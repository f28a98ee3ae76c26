/**
 * The announcement, bulletin and file API as the web sees it: paths (seed style `/api/<entity>/<verb>`) and the
 * shapes of the answers. Times are ISO 8601 strings (UTC).
 */
import type { PurchaseWay } from '../project/purchase-way.ts';
import type { AnnouncementType } from './schema.ts';

export const AnnouncementPath = {
  list: '/api/announcement/list',
  detail: '/api/announcement/detail',
  create: '/api/announcement/create',
  update: '/api/announcement/update',
  render: '/api/announcement/render',
  preview: '/api/announcement/preview',
  publish: '/api/announcement/publish',
  delete: '/api/announcement/delete',
  /** The enabled templates a project's announcement may start from (system:project, unlike 公告模板管理). */
  templates: '/api/announcement/templates',
} as const;

export const BulletinPath = {
  list: '/api/bulletin/list',
  detail: '/api/bulletin/detail',
} as const;

export const FilePath = {
  upload: '/api/file/upload',
  download: '/api/file/download',
} as const;

/** What an uploaded file is for; it decides who may download it. */
export const FILE_PURPOSES = ['announcement-attachment'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

export type AnnouncementStatus = 'draft' | 'published';
export const ANNOUNCEMENT_STATUS_LABELS: Record<AnnouncementStatus, string> = { draft: '草稿', published: '已发布' };

/** The answer to an upload: the receipt staff see and the id to attach. */
export interface UploadedFile {
  id: string;
  name: string;
  size: number;
  mimeType: string;
  sha256: string;
  createdAt: string;
}

export interface AttachmentView {
  id: string;
  name: string;
  size: number;
}

/** The placeholders rendered: HTML plus the placeholders nobody knows (left as written, flagged in the preview). */
export interface RenderedHtml {
  html: string;
  unknown: string[];
}

/** One row of a project's 公告 tab. */
export interface AnnouncementListRow {
  id: number;
  type: AnnouncementType;
  typeLabel: string;
  title: string;
  status: AnnouncementStatus;
  statusLabel: string;
  templateId: number | null;
  correctsId: number | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A draft or a published announcement with every field of its form. */
export interface AnnouncementDetail extends AnnouncementListRow {
  projectId: number;
  html: string;
  enrollTime: string | null;
  enrollEndTime: string | null;
  openTime: string | null;
  closeFileupTime: string | null;
  contacts: string | null;
  mobile: string | null;
  /** gsTime, bidInfo, dissent, winner, amount, cycle, pmUser, remark, offer, lossDes — as the type needs. */
  extra: Record<string, string | null>;
  attachments: AttachmentView[];
}

/** One row of the public 公告栏. */
export interface BulletinRow {
  id: number;
  title: string;
  type: AnnouncementType;
  typeLabel: string;
  projectName: string;
  projectCode: string;
  purchaseWay: PurchaseWay;
  purchaseWayLabel: string;
  publishedAt: string;
  enrollEndTime: string | null;
  openTime: string | null;
}

export interface BulletinLink {
  id: number;
  title: string;
  type: AnnouncementType;
  typeLabel: string;
  publishedAt: string;
}

/** The public detail page: the frozen HTML, attachments, key dates and the linked announcements. */
export interface BulletinDetail extends BulletinRow {
  html: string;
  attachments: AttachmentView[];
  projectId: number;
  /** The project's current key dates (a correction may have moved them since this announcement). */
  dates: {
    enrollTime: string | null;
    enrollEndTime: string | null;
    closeFileupTime: string | null;
    openTime: string | null;
  };
  /** The announcement this one corrects, and the corrections published for it. */
  corrects: BulletinLink | null;
  correctedBy: BulletinLink[];
  /** Every published announcement of the project, oldest first (tender, corrections, result, …). */
  related: BulletinLink[];
  /** True while suppliers may enrol (the 报名 button). */
  enrolmentOpen: boolean;
}
