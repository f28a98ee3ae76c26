import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { Permission } from '../permissions.ts';
import { OBJECTION_MAX_ATTACHMENTS } from './labels.ts';
import { objectionAttachmentOutput, objectionListOutput, objectionOutput } from './responses.ts';
import { answerObjectionInput, fileObjectionInput, objectionAttachmentInput, resultProjectInput } from './schema.ts';

/** 异议 during the 结果公示 (docs/rules.md): a bidder files one, staff answer it, the bidder is told by SMS. */
const tag = '质疑';
const vender = { role: 'vender' } as const;
const staff = { role: 'staff', permission: Permission.project } as const;

export const objectionApi = {
  upload: endpoint({
    method: 'POST',
    path: '/api/objection/upload',
    multipart: {
      fields: z.object({}),
      file: { name: 'file', description: '异议附件（PDF、Word（doc/docx）、JPG、PNG、ZIP）' },
      limits: `只一个文件，不超过服务器配置的附件大小（ATTACHMENT_MAX_MB，默认 20 MB）；一条异议最多 ${OBJECTION_MAX_ATTACHMENTS} 个附件`,
    },
    output: objectionAttachmentOutput,
    access: vender,
    summary: '上传异议附件（提出异议之前）',
    tag,
  }),
  file: endpoint({
    method: 'POST',
    path: '/api/objection/file',
    input: fileObjectionInput,
    output: z.object({ id: z.number().int() }),
    access: vender,
    summary: '提出异议（本项目的投标人，结果公示期内）',
    tag,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/objection/mine',
    input: resultProjectInput,
    output: objectionListOutput,
    access: vender,
    summary: '本单位对项目提出的异议及答复（新的在前）',
    tag,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/objection/list',
    input: resultProjectInput,
    output: objectionListOutput,
    access: staff,
    summary: '项目收到的全部异议（新的在前）',
    tag,
  }),
  answer: endpoint({
    method: 'POST',
    path: '/api/objection/answer',
    input: answerObjectionInput,
    output: objectionOutput,
    access: staff,
    summary: '答复异议（短信通知提出异议的供应商）',
    tag,
  }),
  attachment: endpoint({
    method: 'GET',
    path: '/api/objection/attachment',
    input: objectionAttachmentInput,
    file: { contentType: '*/*', description: '异议附件' },
    access: { public: true, identify: ['vender', 'staff'] },
    accessNote: '提出该异议的供应商，或具有 system:project 权限的管理人员',
    summary: '下载异议附件',
    tag,
  }),
};
