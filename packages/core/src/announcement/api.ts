/**
 * The announcement, bulletin and file API as the web sees it: paths (seed style `/api/<entity>/<verb>`) and the
 * shapes of the answers. Times are ISO 8601 strings (UTC).
 */

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

// The answers' types; their zod schemas (responses.ts) stay out of the pages that import only these.
export type {
  AnnouncementDetail,
  AnnouncementListRow,
  AttachmentView,
  BulletinDetail,
  BulletinLink,
  BulletinRow,
  RenderedHtml,
  UploadedFile,
} from './responses.ts';
