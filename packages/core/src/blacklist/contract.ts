import { endpoint } from '../contract/endpoint.ts';
import { createdIdOutput } from '../envelope.ts';
import { Permission } from '../permissions.ts';
import { blacklistPageOutput } from './responses.ts';
import { addBlacklistInput, blacklistEntryIdInput, blacklistListInput, liftBlacklistInput } from './schema.ts';

/** 黑名单: every call is staff with system:suppler; docs/integration.md fixes `add` (path, method, fields). */
const tag = '黑名单';
const manage = { role: 'staff', permission: Permission.suppler } as const;

export const blacklistApi = {
  add: endpoint({
    method: 'POST',
    path: '/api/blacklist/add',
    input: addBlacklistInput,
    output: createdIdOutput,
    access: manage,
    summary: '列入黑名单（供应商或专家，附处理决定）',
    tag,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/blacklist/list',
    input: blacklistListInput,
    output: blacklistPageOutput,
    access: manage,
    summary: '黑名单列表（按对象类型、状态、名称筛选）',
    tag,
  }),
  lift: endpoint({
    method: 'POST',
    path: '/api/blacklist/lift',
    input: liftBlacklistInput,
    access: manage,
    summary: '解除黑名单（到期前，须填写解除原因）',
    tag,
  }),
  attachment: endpoint({
    method: 'GET',
    path: '/api/blacklist/attachment',
    input: blacklistEntryIdInput,
    // Sent as the type it was uploaded with (PDF, Word, an image…), always as an attachment.
    file: { contentType: '*/*', description: '处理决定' },
    access: manage,
    summary: '下载处理决定',
    tag,
  }),
};
