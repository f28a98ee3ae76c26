import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { ConfirmPath } from './confirm-paths.ts';
import { confirmLinkInput, externalConfirmInput, projectConfirmInput } from './confirm-schema.ts';
import { confirmInfoOutput, projectConfirmInfoOutput } from './responses.ts';

/**
 * The six public calls behind the two confirmation pages (docs/integration.md fixes paths, methods and fields:
 * all POST, the detail in data.data). No sign-in: the link key is the credential, so the server counts every
 * call towards the per-IP limit that guards guessing.
 */
const tag = '专家抽取';
const open = { public: true } as const;
const accessNote = '无需登录：短信链接中的密钥即凭证；每次调用计入按 IP 的频率限制';

export const confirmApi = {
  projectInfo: endpoint({
    method: 'POST',
    path: ConfirmPath.project.getConfirmInfo,
    input: confirmLinkInput,
    output: z.object({ data: projectConfirmInfoOutput }),
    access: open,
    accessNote,
    summary: '项目专家确认页：邀请详情（开标时间和地点、确认状态、链接发送时间）',
    tag,
  }),
  projectCode: endpoint({
    method: 'POST',
    path: ConfirmPath.project.getCode,
    input: confirmLinkInput,
    access: open,
    accessNote,
    summary: '项目专家确认页：发送短信验证码',
    tag,
  }),
  projectConfirm: endpoint({
    method: 'POST',
    path: ConfirmPath.project.extractConfirm,
    input: projectConfirmInput,
    access: open,
    accessNote,
    summary: '项目专家确认页：确认参加或无法参加（填写原因）',
    tag,
  }),
  externalInfo: endpoint({
    method: 'POST',
    path: ConfirmPath.external.getConfirmInfo,
    input: confirmLinkInput,
    output: z.object({ data: confirmInfoOutput }),
    access: open,
    accessNote,
    summary: '外部专家确认页：邀请详情（确认状态、链接发送时间）',
    tag,
  }),
  externalCode: endpoint({
    method: 'POST',
    path: ConfirmPath.external.getCode,
    input: confirmLinkInput,
    access: open,
    accessNote,
    summary: '外部专家确认页：发送短信验证码',
    tag,
  }),
  externalConfirm: endpoint({
    method: 'POST',
    path: ConfirmPath.external.extractConfirm,
    input: externalConfirmInput,
    access: open,
    accessNote,
    summary: '外部专家确认页：确认参加或无法参加（填写原因）',
    tag,
  }),
};
