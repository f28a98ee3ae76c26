/**
 * Inputs of the announcement API (公告: create a draft from a template, edit it, re-render, publish). The field
 * validators are announcementInput's own, so the form and every endpoint word a mistake identically; the rules per
 * type (times in order, correction target, 流标原因, 中标人) are announcementInput's too, run by
 * `announcementRuleIssue` once the server knows the draft's type.
 */
import { z } from 'zod';
import { pageFields } from '../project/paging.ts';
import { idField } from '../project/schema.ts';
import { announcementInput, MAX_ATTACHMENTS } from './schema.ts';
import { announcementTypeFilter, keywordFilter, purchaseWayFilter } from './template.ts';

const field = announcementInput.shape;

/** Uploaded files are named by UUID (the files table), unlike the serial ids of other records. */
export const attachmentIdsField = z
  .array(z.uuid({ error: '附件格式不正确' }), { error: '附件格式不正确' })
  .max(MAX_ATTACHMENTS, `附件不能超过${MAX_ATTACHMENTS}个`)
  .optional()
  .transform((ids) => [...new Set(ids ?? [])]);

/** What staff fill in beside the rich text: the source fields of docs/product.md for every type. */
const sourceFields = {
  correctsId: field.correctsId,
  enrollTime: field.enrollTime,
  enrollEndTime: field.enrollEndTime,
  openTime: field.openTime,
  closeFileupTime: field.closeFileupTime,
  contacts: field.contacts,
  mobile: field.mobile,
  gsTime: field.gsTime,
  gsEndTime: field.gsEndTime,
  bidInfo: field.bidInfo,
  dissent: field.dissent,
  winnerSupplierId: field.winnerSupplierId,
  winnerReason: field.winnerReason,
  winner: field.winner,
  amount: field.amount,
  cycle: field.cycle,
  pmUser: field.pmUser,
  remark: field.remark,
  offer: field.offer,
  lossDes: field.lossDes,
};

/** The source fields after validation, as the server stores and renders them. */
export type AnnouncementSourceFields = z.output<z.ZodObject<typeof sourceFields>>;

/** A new draft: the project, the type and the template; the server renders the HTML from the template. */
export const createAnnouncementInput = z.object({
  projectId: field.projectId,
  type: field.type,
  templateId: idField('公告模板'),
  /** Left empty: defaultAnnouncementTitle (项目名称 + 询价公告 / 更正公告（二） …, title.ts). */
  title: z
    .string({ error: '公告标题须为文本' })
    .trim()
    .max(200, '公告标题不能超过200个字符')
    .optional()
    .transform((v) => v || undefined),
  ...sourceFields,
  attachmentIds: attachmentIdsField,
});
export type CreateAnnouncementInput = z.input<typeof createAnnouncementInput>;

/** Saving a draft: the whole form again; project and type stay as created. */
export const updateAnnouncementInput = z.object({
  id: idField('公告'),
  title: field.title,
  html: field.html,
  ...sourceFields,
  attachmentIds: attachmentIdsField,
});
export type UpdateAnnouncementInput = z.input<typeof updateAnnouncementInput>;

/** Re-render a draft's template with the form's current fields (nothing is saved). */
export const renderAnnouncementInput = z.object({ id: idField('公告'), ...sourceFields });
export type RenderAnnouncementInput = z.input<typeof renderAnnouncementInput>;

export const announcementIdInput = z.object({ id: idField('公告') });

export const announcementListInput = z.object({ projectId: idField('项目'), ...pageFields });

/** 公告栏 (public): filters by type, purchase way and a keyword on title, project name or code. */
export const bulletinListInput = z.object({
  ...pageFields,
  type: announcementTypeFilter,
  purchaseWay: purchaseWayFilter,
  keyword: keywordFilter,
});
export type BulletinListInput = z.input<typeof bulletinListInput>;

/**
 * The first message announcementInput gives for a draft of `type` (e.g. 报名开始时间必须早于报名截止时间,
 * 请填写流标原因), or null when the draft obeys its type's rules. The HTML and attachments are checked elsewhere.
 */
export function announcementRuleIssue(
  draft: { projectId: number; type: string; title: string } & Partial<AnnouncementSourceFields>,
): string | null {
  const result = announcementInput.safeParse({ ...draft, html: '-', attachmentIds: [] });
  return result.success ? null : (result.error.issues[0]?.message ?? '公告内容不正确');
}
