import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { Permission } from '../permissions.ts';
import {
  announcementIdInput,
  announcementListInput,
  createAnnouncementInput,
  renderAnnouncementInput,
  updateAnnouncementInput,
} from './draft.ts';
import {
  announcementDetailOutput,
  announcementPageOutput,
  renderedHtmlOutput,
  templateChoiceOutput,
} from './responses.ts';
import { templateChoicesInput } from './template.ts';

/**
 * 公告 of a project (项目管理 → 公告 tab): drafts, their rendering and publishing. `render` stays a POST though it
 * saves nothing: it carries the whole form, HTML included, which does not fit a query string.
 */
const tag = '公告';
const access = { role: 'staff', permission: Permission.project } as const;

export const announcementApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/announcement/list',
    input: announcementListInput,
    output: announcementPageOutput,
    access,
    summary: '项目的公告列表（草稿和已发布）',
    tag,
  }),
  templates: endpoint({
    method: 'GET',
    path: '/api/announcement/templates',
    input: templateChoicesInput,
    output: z.array(templateChoiceOutput),
    access,
    summary: '新建公告时可选的模板（按公告类型和采购方式，仅启用的）',
    tag,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/announcement/detail',
    input: announcementIdInput,
    output: announcementDetailOutput,
    access,
    summary: '公告详情（编辑公告）',
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/announcement/create',
    input: createAnnouncementInput,
    output: announcementDetailOutput,
    access,
    summary: '新建公告草稿（由所选模板生成正文）',
    tag,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/announcement/update',
    input: updateAnnouncementInput,
    output: announcementDetailOutput,
    access,
    summary: '保存公告草稿',
    tag,
  }),
  render: endpoint({
    method: 'POST',
    path: '/api/announcement/render',
    input: renderAnnouncementInput,
    output: renderedHtmlOutput,
    access,
    summary: '按表单当前内容重新生成公告正文（不保存）',
    tag,
  }),
  preview: endpoint({
    method: 'GET',
    path: '/api/announcement/preview',
    input: announcementIdInput,
    output: renderedHtmlOutput,
    access,
    summary: '预览公告（发布后的样子）',
    tag,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/api/announcement/publish',
    input: announcementIdInput,
    output: announcementDetailOutput,
    access,
    summary: '发布公告（发布后在公告栏公开，不能再修改）',
    tag,
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/announcement/delete',
    input: announcementIdInput,
    access,
    summary: '删除公告草稿',
    tag,
  }),
};
