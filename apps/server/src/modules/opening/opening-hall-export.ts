import { formatDateTimeCn, HALL_BID_STATUS_LABELS, HALL_CONFIRMATION_LABELS, type OpeningHallRecord } from '@swp/core';
import type { PdfColumn } from '../../lib/pdf/index.ts';

/**
 * The 开标大厅's part of the 开标记录's PDF and workbook (opening-record-export.ts): three tables — 签到与解密, 开标异议,
 * 开标记录确认 — each one column list for both documents, so they always say the same.
 */
export interface HallTable {
  title: string;
  columns: (PdfColumn & { width: number })[];
  rows: string[][];
  empty: string;
}

const time = (iso: string | null) => (iso ? formatDateTimeCn(Date.parse(iso)) : '');

export function hallFields(hall: OpeningHallRecord): [string, string][] {
  return [
    ['开标开始', time(hall.startedAt)],
    ['解密截止', time(hall.decryptUntil)],
    ['唱标时间', hall.announcedAt ? time(hall.announcedAt) : '尚未唱标'],
    ['开标结束', hall.closedAt ? `${time(hall.closedAt)}（${hall.closedBy ?? ''}）` : '尚未结束'],
    ...(hall.failure ? [['开标结果', hall.failure] as [string, string]] : []),
  ];
}

export function hallTables(hall: OpeningHallRecord): HallTable[] {
  return [
    {
      title: '签到与解密',
      columns: [
        { header: '投标单位', weight: 2, width: 32 },
        { header: '签到时间', weight: 1.2, width: 20 },
        { header: '解密情况', weight: 0.9, align: 'center', width: 10 },
        { header: '解密时间', weight: 1.2, width: 20 },
        { header: '说明', weight: 2.2, width: 48 },
      ],
      rows: hall.bidders.map((b) => [
        b.sectionName ? `${b.companyName}（${b.sectionName}）` : b.companyName,
        b.signedInAt ? time(b.signedInAt) : '未签到',
        HALL_BID_STATUS_LABELS[b.status],
        time(b.decryptedAt),
        b.withdrawnReason ?? '',
      ]),
      empty: '无投标',
    },
    {
      title: '开标异议',
      columns: [
        { header: '提出单位', weight: 1.6, width: 32 },
        { header: '提出时间', weight: 1.1, width: 20 },
        { header: '异议内容', weight: 2.4, width: 48 },
        { header: '答复', weight: 2.4, width: 48 },
        { header: '答复人及时间', weight: 1.4, width: 28 },
      ],
      rows: hall.objections.map((o) => [
        o.companyName,
        time(o.raisedAt),
        o.content,
        o.answer ?? '未答复',
        o.answeredBy ? `${o.answeredBy} ${time(o.answeredAt)}` : '',
      ]),
      empty: '无开标异议',
    },
    {
      title: '开标记录确认',
      columns: [
        { header: '投标单位', weight: 2, width: 32 },
        { header: '确认情况', weight: 0.9, align: 'center', width: 12 },
        { header: '不同意见', weight: 2.4, width: 48 },
        { header: '时间', weight: 1.2, width: 20 },
      ],
      rows: hall.confirmations.map((c) => [c.companyName, HALL_CONFIRMATION_LABELS[c.verdict], c.reason, time(c.at)]),
      empty: '无投标单位',
    },
  ];
}
