/**
 * What the announcement, 公告模板, bulletin and file endpoints answer. Times are ISO 8601 strings (UTC).
 */
import { z } from 'zod';
import { answerField, pageSchema } from '../envelope.ts';
import { PURCHASE_WAYS } from '../project/purchase-way.ts';
import { ANNOUNCEMENT_TYPES } from './schema.ts';

const announcementType = z.enum(ANNOUNCEMENT_TYPES);
const purchaseWay = z.literal(PURCHASE_WAYS);

/** The answer to an upload: the receipt staff see and the id to attach. */
export const uploadedFileOutput = z.object({
  id: z.uuid(),
  name: z.string(),
  size: answerField.count,
  mimeType: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  createdAt: answerField.time,
});
export type UploadedFile = z.infer<typeof uploadedFileOutput>;

export const attachmentViewOutput = z.object({ id: z.uuid(), name: z.string(), size: answerField.count });
export type AttachmentView = z.infer<typeof attachmentViewOutput>;

/** The placeholders rendered: HTML plus the placeholders nobody knows (left as written, flagged in the preview). */
export const renderedHtmlOutput = z.object({
  html: z.string(),
  unknown: z.array(z.string()),
  /** The preview only: values of the draft that differ from the project's now (publishing updates them). */
  stale: z
    .array(z.object({ reference: z.string(), label: z.string(), written: z.string(), current: z.string() }))
    .optional(),
  /** The preview only: times in the text that are none of the project's and cannot be updated (重新生成 needed). */
  strayTimes: z.array(z.string()).optional(),
});
export type RenderedHtml = z.infer<typeof renderedHtmlOutput>;

/** One row of a project's 公告 tab. */
export const announcementListRowOutput = z.object({
  id: answerField.id,
  type: announcementType,
  typeLabel: z.string(),
  title: z.string(),
  status: z.enum(['draft', 'published']),
  statusLabel: z.string(),
  templateId: answerField.id.nullable(),
  correctsId: answerField.id.nullable(),
  publishedAt: answerField.time.nullable(),
  createdAt: answerField.time,
  updatedAt: answerField.time,
});
export type AnnouncementListRow = z.infer<typeof announcementListRowOutput>;
export const announcementPageOutput = pageSchema(announcementListRowOutput);

const extraText = z.string().nullable().optional();

/**
 * The source fields of the result, win and failed-bid types (docs/integration.md), as the type needs them: texts and
 * times (ISO 8601) as strings, the chosen winner as the supplier's id — a number, like every other supplier id.
 */
export const announcementExtraOutput = z.object({
  gsTime: extraText,
  gsEndTime: extraText,
  bidInfo: extraText,
  dissent: extraText,
  winnerSupplierId: answerField.id.optional(),
  winnerReason: extraText,
  winner: extraText,
  amount: extraText,
  cycle: extraText,
  pmUser: extraText,
  remark: extraText,
  offer: extraText,
  lossDes: extraText,
});
export type AnnouncementExtra = z.infer<typeof announcementExtraOutput>;

/** A draft or a published announcement with every field of its form. */
export const announcementDetailOutput = announcementListRowOutput.extend({
  projectId: answerField.id,
  html: z.string(),
  enrollTime: answerField.time.nullable(),
  enrollEndTime: answerField.time.nullable(),
  openTime: answerField.time.nullable(),
  closeFileupTime: answerField.time.nullable(),
  contacts: z.string().nullable(),
  mobile: z.string().nullable(),
  extra: announcementExtraOutput,
  attachments: z.array(attachmentViewOutput),
});
export type AnnouncementDetail = z.infer<typeof announcementDetailOutput>;

/** One row of the public 公告栏. */
export const bulletinRowOutput = z.object({
  id: answerField.id,
  title: z.string(),
  type: announcementType,
  typeLabel: z.string(),
  projectName: z.string(),
  projectCode: z.string(),
  purchaseWay,
  purchaseWayLabel: z.string(),
  publishedAt: answerField.time,
  enrollEndTime: answerField.time.nullable(),
  openTime: answerField.time.nullable(),
});
export type BulletinRow = z.infer<typeof bulletinRowOutput>;
export const bulletinPageOutput = pageSchema(bulletinRowOutput);

export const bulletinLinkOutput = z.object({
  id: answerField.id,
  title: z.string(),
  type: announcementType,
  typeLabel: z.string(),
  publishedAt: answerField.time,
});
export type BulletinLink = z.infer<typeof bulletinLinkOutput>;

/** The public detail page: the frozen HTML, attachments, key dates and the linked announcements. */
export const bulletinDetailOutput = bulletinRowOutput.extend({
  html: z.string(),
  attachments: z.array(attachmentViewOutput),
  projectId: answerField.id,
  /** The project's current key dates (a correction may have moved them since this announcement). */
  dates: z.object({
    enrollTime: answerField.time.nullable(),
    enrollEndTime: answerField.time.nullable(),
    closeFileupTime: answerField.time.nullable(),
    openTime: answerField.time.nullable(),
  }),
  /** The announcement this one corrects, and the corrections published for it. */
  corrects: bulletinLinkOutput.nullable(),
  correctedBy: z.array(bulletinLinkOutput),
  /** Every published announcement of the project, oldest first (tender, corrections, result, …). */
  related: z.array(bulletinLinkOutput),
  /** True while suppliers may enrol (the 报名 button). */
  enrolmentOpen: z.boolean(),
});
export type BulletinDetail = z.infer<typeof bulletinDetailOutput>;

/** The template picker of the announcement editor. */
export const templateChoiceOutput = z.object({ id: answerField.id, name: z.string() });
export type TemplateChoice = z.infer<typeof templateChoiceOutput>;

export const templateListRowOutput = z.object({
  id: answerField.id,
  name: z.string(),
  type: announcementType,
  typeLabel: z.string(),
  purchaseWay,
  purchaseWayLabel: z.string(),
  enabled: z.boolean(),
  /** How many announcements were made from it; a used template cannot be deleted. */
  usedCount: answerField.count,
  createdAt: answerField.time,
  updatedAt: answerField.time,
});
export type TemplateListRow = z.infer<typeof templateListRowOutput>;
export const templatePageOutput = pageSchema(templateListRowOutput);

export const templateDetailOutput = templateListRowOutput.extend({ html: z.string() });
export type TemplateDetail = z.infer<typeof templateDetailOutput>;
