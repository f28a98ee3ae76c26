/**
 * The announcement, bulletin and file API as the web sees it: the shapes of the answers (the calls are
 * declared in `contract.ts` and `file-contract.ts`). Times are ISO 8601 strings (UTC).
 */

/** What an uploaded file is for; it decides who may download it. */
/**
 * What a file is for, which decides who may upload and read it: announcement attachments (staff, public once
 * published), supplier documents (the company's licence and qualifications, uploaded through /api/suppler/uploadFile)
 * and the decision document of a blacklist entry (staff with 供应商管理).
 */
export const FILE_PURPOSES = [
  'announcement-attachment',
  'supplier-document',
  'blacklist-decision',
  'objection-attachment',
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

export type AnnouncementStatus = 'draft' | 'published';
export const ANNOUNCEMENT_STATUS_LABELS: Record<AnnouncementStatus, string> = { draft: '草稿', published: '已发布' };

// The answers' types; their zod schemas (responses.ts) stay out of the pages that import only these.
export type {
  AnnouncementDetail,
  AnnouncementExtra,
  AnnouncementListRow,
  AttachmentView,
  BulletinDetail,
  BulletinLink,
  BulletinRow,
  RenderedHtml,
  UploadedFile,
} from './responses.ts';
