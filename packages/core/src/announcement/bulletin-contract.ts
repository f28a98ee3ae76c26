import { endpoint } from '../contract/endpoint.ts';
import { announcementIdInput, bulletinListInput } from './draft.ts';
import { bulletinDetailOutput, bulletinPageOutput } from './responses.ts';

/** 公告栏: public, no sign-in; other systems read it too (docs/integration.md), so its paths and methods stay. */
const tag = '公告栏';
const open = { public: true } as const;

export const bulletinApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/bulletin/list',
    input: bulletinListInput,
    output: bulletinPageOutput,
    access: open,
    summary: '公告栏：已发布的公告（按公告类型、采购方式、关键字筛选，新发布的在前）',
    tag,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/bulletin/detail',
    input: announcementIdInput,
    output: bulletinDetailOutput,
    access: open,
    summary: '公告栏：公告全文、附件和同一项目的其他公告',
    tag,
  }),
};
