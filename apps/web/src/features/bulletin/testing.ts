import type { BulletinDetail, BulletinRow } from '@swp/core/announcement/api';

/** A published 招标公告 as the 公告栏 list sends it. */
export const bulletinRow: BulletinRow = {
  id: 31,
  title: '城东水厂管网改造工程招标公告',
  type: 'tender',
  typeLabel: '招标公告',
  projectName: '城东水厂管网改造工程',
  projectCode: 'SW-2026-0007',
  purchaseWay: 3,
  purchaseWayLabel: '公开招标',
  publishedAt: '2026-03-02T02:00:00.000Z',
  enrollEndTime: '2026-03-20T02:00:00.000Z',
  openTime: '2026-03-25T02:00:00.000Z',
};

/** The same 招标公告 opened: its page, dates and links. */
export const bulletinDetail: BulletinDetail = {
  ...bulletinRow,
  projectId: 7,
  html: '<p>招标</p>',
  attachments: [],
  dates: {
    enrollTime: '2026-03-02T02:00:00.000Z',
    enrollEndTime: '2026-03-20T02:00:00.000Z',
    closeFileupTime: '2026-03-25T02:00:00.000Z',
    openTime: '2026-03-25T02:00:00.000Z',
  },
  corrects: null,
  correctedBy: [],
  related: [],
  enrolmentOpen: true,
};
