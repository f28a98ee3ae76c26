import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { FILE_PURPOSES } from './api.ts';
import { uploadedFileOutput } from './responses.ts';

/**
 * 文件: the staff upload of attachments (announcement attachments, a blacklist entry's decision) and the download
 * of any stored file, public once its announcement is published. The purpose of an upload travels in the query,
 * so the body holds the file alone.
 */
const tag = '文件';

export const fileUploadQuery = z.object({
  purpose: z.enum(FILE_PURPOSES, { error: '文件用途不正确' }).default('announcement-attachment'),
});
export const fileDownloadInput = z.object({ id: z.uuid({ error: '文件编号不正确' }) });

export const fileApi = {
  upload: endpoint({
    method: 'POST',
    path: '/api/file/upload',
    multipart: {
      query: fileUploadQuery,
      fields: z.object({}),
      file: { name: 'file', description: '附件' },
      limits: '只一个文件，不超过服务器配置的附件大小（ATTACHMENT_MAX_MB，默认 20 MB）；用途在查询参数 purpose 中',
    },
    output: uploadedFileOutput,
    access: { role: 'staff' },
    accessNote: '公告附件须有项目管理或公告模板管理权限，黑名单决定书须有供应商管理权限',
    summary: '上传附件（公告附件、黑名单处理决定书）',
    tag,
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/file/download',
    input: fileDownloadInput,
    file: { contentType: '*/*', description: '附件' },
    access: { public: true, identify: 'staff' },
    accessNote: '所属公告发布后公开；发布前须为具有项目管理权限的管理人员',
    summary: '下载公告附件',
    tag,
  }),
};
