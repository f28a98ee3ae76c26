/**
 * Announcement input (公告): one flat form for the five types, the fields a type needs checked by type, so the
 * editor keeps one form and the server one route. The HTML is sanitized by the server, not here.
 */
import { z } from 'zod';
import { type TenderTimes, validateTimeOrder } from '../project/rules.ts';
import { idField } from '../project/schema.ts';
import { parseDateTime } from '../project/time.ts';
import type { PlaceholderSource } from './catalogue.ts';

export const ANNOUNCEMENT_TYPES = ['tender', 'correction', 'result', 'win', 'failure'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** The notices suppliers enrol from: only these speak of 报名截止 (a 结果公示 or 中标公告 has no enrolment). */
export const ENROLMENT_NOTICE_TYPES: readonly AnnouncementType[] = ['tender', 'correction'];

export const ANNOUNCEMENT_TYPE_LABELS: Record<AnnouncementType, string> = {
  tender: '招标公告',
  correction: '更正公告',
  result: '结果公示',
  win: '中标公告',
  failure: '流标公告',
};

/**
 * The placeholder sources each type is rendered with — the editor shows these insert buttons. Every type has the
 * project and the tender's times; result, win and failure add their own record.
 */
export const ANNOUNCEMENT_TYPE_SOURCES: Record<AnnouncementType, readonly PlaceholderSource[]> = {
  tender: ['project', 'announcement'],
  correction: ['project', 'announcement'],
  result: ['project', 'announcement', 'result'],
  win: ['project', 'announcement', 'result', 'win'],
  failure: ['project', 'announcement', 'failed'],
};

/** Largest template/announcement HTML accepted (images are attachments, not inline data). */
export const MAX_ANNOUNCEMENT_HTML = 200_000;
export const MAX_ATTACHMENTS = 20;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}须为文本` })
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .nullish()
    .transform((v) => v || undefined);

/** A time from a picker (ISO string, `YYYY-MM-DD HH:mm` read as Beijing time, Date or epoch ms) → Date. */
export const dateTimeField = (label: string) =>
  z
    .union([z.string(), z.number(), z.date()], { error: `${label}格式不正确` })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return undefined;
      const ms = parseDateTime(v);
      if (ms === null) {
        ctx.addIssue({ code: 'custom', message: `${label}格式不正确` });
        return z.NEVER;
      }
      return new Date(ms);
    });

/** Mobile or landline (0571-87654321, 400 numbers, extensions): digits with - + ( ) and spaces. */
const phoneField = z
  .string({ error: '联系电话须为文本' })
  .trim()
  .regex(/^$|^[0-9+\-() ]{5,30}$/, '联系电话格式不正确')
  .nullish()
  .transform((v) => v || undefined);

const announcementFields = z.object({
  projectId: idField('项目'),
  type: z.enum(ANNOUNCEMENT_TYPES, { error: '请选择公告类型' }),
  title: z.string({ error: '请输入公告标题' }).trim().min(1, '请输入公告标题').max(200, '公告标题不能超过200个字符'),
  /** The announcement a 更正公告 corrects (announcements are immutable once published). */
  correctsId: idField('被更正的公告').optional(),
  enrollTime: dateTimeField('报名开始时间'),
  enrollEndTime: dateTimeField('报名截止时间'),
  openTime: dateTimeField('开标时间'),
  closeFileupTime: dateTimeField('投标文件上传截止时间'),
  contacts: optionalText('联系人', 50),
  mobile: phoneField,
  gsTime: dateTimeField('公示开始时间'),
  /** The publicity's end (公示截止时间): at least the way's publicityDays after gsTime (a server rule). */
  gsEndTime: dateTimeField('公示截止时间'),
  bidInfo: optionalText('评标情况', 5000),
  dissent: optionalText('异议、投诉及监督渠道', 2000),
  /** The 中标公告's winner: one of the report's candidates; its name, amount and offer fill winner/amount/offer. */
  winnerSupplierId: idField('中标人').optional(),
  /** Required by the server when the winner is not the rank-1 candidate; kept in the audit log and on the project. */
  winnerReason: optionalText('选择非第一中标候选人的理由', 500),
  winner: optionalText('中标人', 200),
  amount: optionalText('中标金额', 50),
  cycle: optionalText('中标工期', 100),
  pmUser: optionalText('质保期', 100),
  remark: optionalText('备注', 2000),
  offer: optionalText('最终报价', 50),
  lossDes: optionalText('流标原因', 2000),
  html: z
    .string({ error: '请填写公告内容' })
    .refine((v) => v.trim() !== '', '请填写公告内容')
    .refine((v) => v.length <= MAX_ANNOUNCEMENT_HTML, '公告内容过长'),
  attachmentIds: z
    .array(idField('附件'), { error: '附件格式不正确' })
    .max(MAX_ATTACHMENTS, `附件不能超过${MAX_ATTACHMENTS}个`)
    .optional()
    .transform((ids) => [...new Set(ids ?? [])]),
});

type AnnouncementFields = z.output<typeof announcementFields>;

function checkByType(a: AnnouncementFields, ctx: z.RefinementCtx) {
  const times: TenderTimes = {
    enrollTime: a.enrollTime,
    enrollEndTime: a.enrollEndTime,
    closeFileupTime: a.closeFileupTime,
    openTime: a.openTime,
  };
  // A tender sets all four times; a correction may change some of them, which must still be in order.
  if (a.type === 'tender' || a.type === 'correction') {
    for (const issue of validateTimeOrder(times, { requireAll: a.type === 'tender' })) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  }
  if (a.type === 'correction' && a.correctsId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['correctsId'], message: '请选择被更正的公告' });
  }
  if (a.type === 'failure' && !a.lossDes) {
    ctx.addIssue({ code: 'custom', path: ['lossDes'], message: '请填写流标原因' });
  }
  if (a.type === 'result') {
    if (!a.gsTime) ctx.addIssue({ code: 'custom', path: ['gsTime'], message: '请选择公示开始时间' });
    if (!a.gsEndTime) ctx.addIssue({ code: 'custom', path: ['gsEndTime'], message: '请选择公示截止时间' });
    if (a.gsTime && a.gsEndTime && a.gsEndTime <= a.gsTime) {
      ctx.addIssue({ code: 'custom', path: ['gsEndTime'], message: '公示截止时间须晚于公示开始时间' });
    }
  }
  if (a.type === 'win' && a.winnerSupplierId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['winnerSupplierId'], message: '请选择中标人' });
  }
}

export const announcementInput = announcementFields.superRefine(checkByType);
export type AnnouncementInput = z.input<typeof announcementInput>;
export type Announcement = z.output<typeof announcementInput>;
