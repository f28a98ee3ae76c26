/** Announcements, 公告模板管理, the public 公告栏 and attachments. The server routes, the web and the tests use these. */
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

export const TemplatePath = {
  list: '/api/template/list',
  detail: '/api/template/detail',
  create: '/api/template/create',
  update: '/api/template/update',
  enable: '/api/template/enable',
  disable: '/api/template/disable',
  delete: '/api/template/delete',
  preview: '/api/template/preview',
} as const;

/** Public, no sign-in. */
export const BulletinPath = {
  list: '/api/bulletin/list',
  detail: '/api/bulletin/detail',
} as const;

export const FilePath = {
  upload: '/api/file/upload',
  download: '/api/file/download',
} as const;
