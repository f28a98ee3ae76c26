import { z } from 'zod';
import { idField } from '../id-field.ts';
import { OBJECTION_MAX_ATTACHMENTS, OBJECTION_MAX_CHARS } from './labels.ts';

const projectIdField = idField('项目');
export const resultProjectInput = z.object({ projectId: projectIdField });

const requiredText = (label: string, verb: string) =>
  z
    .string({ error: `请${verb}${label}` })
    .trim()
    .min(1, `请${verb}${label}`)
    .max(OBJECTION_MAX_CHARS, `${label}不能超过${OBJECTION_MAX_CHARS}个字`);

export const fileObjectionInput = z.object({
  projectId: projectIdField,
  content: requiredText('异议内容', '填写'),
  attachmentIds: z
    .array(z.uuid({ error: '附件编号不正确' }), { error: '附件格式不正确' })
    .max(OBJECTION_MAX_ATTACHMENTS, `附件不能超过${OBJECTION_MAX_ATTACHMENTS}个`)
    .optional()
    .transform((ids) => [...new Set(ids ?? [])]),
});
export type FileObjectionInput = z.input<typeof fileObjectionInput>;

export const answerObjectionInput = z.object({
  id: idField('异议'),
  answer: requiredText('答复内容', '填写'),
});
export type AnswerObjectionInput = z.input<typeof answerObjectionInput>;

export const objectionAttachmentInput = z.object({ id: z.uuid({ error: '附件编号不正确' }) });
