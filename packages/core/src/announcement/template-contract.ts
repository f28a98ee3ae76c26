import { endpoint } from '../contract/endpoint.ts';
import { Permission } from '../permissions.ts';
import { renderedHtmlOutput, templateDetailOutput, templatePageOutput } from './responses.ts';
import {
  createTemplateInput,
  templateIdInput,
  templateListInput,
  templatePreviewInput,
  updateTemplateInput,
} from './template.ts';

/**
 * 公告模板管理 (系统设置). `preview` stays a POST though it saves nothing: it may carry the HTML being edited,
 * which does not fit a query string.
 */
const tag = '模板';
const access = { role: 'staff', permission: Permission.template } as const;

export const templateApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/template/list',
    input: templateListInput,
    output: templatePageOutput,
    access,
    summary: '公告模板列表（按公告类型、采购方式、启用状态、关键字筛选）',
    tag,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/template/detail',
    input: templateIdInput,
    output: templateDetailOutput,
    access,
    summary: '模板详情（编辑模板）',
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/template/create',
    input: createTemplateInput,
    output: templateDetailOutput,
    access,
    summary: '新增模板',
    tag,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/template/update',
    input: updateTemplateInput,
    output: templateDetailOutput,
    access,
    summary: '编辑模板',
    tag,
  }),
  enable: endpoint({
    method: 'POST',
    path: '/api/template/enable',
    input: templateIdInput,
    access,
    summary: '启用模板',
    tag,
  }),
  disable: endpoint({
    method: 'POST',
    path: '/api/template/disable',
    input: templateIdInput,
    access,
    summary: '停用模板（新建公告时不再可选）',
    tag,
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/template/delete',
    input: templateIdInput,
    access,
    summary: '删除模板',
    tag,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/template/preview',
    input: templatePreviewInput,
    output: renderedHtmlOutput,
    access,
    summary: '用所选项目预览模板（已保存的模板或正在编辑的内容）',
    tag,
  }),
};
