/**
 * What the 专家管理 and 专业类别 endpoints answer. Times are ISO strings, days YYYY-MM-DD; identity numbers and
 * mobiles are masked unless the answer says otherwise.
 */
import { z } from 'zod';
import { answerField, pageSchema } from '../envelope.ts';
import { EXPERT_CATEGORIES } from '../extraction/schema.ts';
import { GENDERS, SPECIALIST_STATUSES } from './labels.ts';
import type { SpecialtyNode } from './tree.ts';

const specialtyRef = z.object({ id: answerField.id, name: z.string() });

export const specialistListItemOutput = z.object({
  id: answerField.id,
  name: z.string(),
  gender: z.enum(GENDERS).nullable(),
  mobile: z.string(),
  /** Always masked (3301**********1234); the full number only through revealIdNumber. '' when unknown. */
  idNumber: z.string(),
  birthDate: answerField.day.nullable(),
  title: z.string(),
  employer: z.string(),
  region: z.string(),
  category: z.enum(EXPERT_CATEGORIES),
  external: z.boolean(),
  status: z.enum(SPECIALIST_STATUSES),
  blacklisted: z.boolean(),
  deptName: z.string(),
  /** The specialist login, null until one is created. */
  account: z.string().nullable(),
  enabled: z.boolean(),
  specialties: z.array(specialtyRef),
  /** Invitations answered 无法参加 (isAffirm -1). Both counts leave out what is confidential to the viewer. */
  declineCount: answerField.count,
  invitationCount: answerField.count,
});
export type SpecialistListItem = z.infer<typeof specialistListItemOutput>;

/** The list's answer: the same page as every list. */
export const specialistPageOutput = pageSchema(specialistListItemOutput);

/** One invitation in the expert's evaluation history. */
export const specialistEvaluationOutput = z.object({
  invitationId: answerField.id,
  extractionId: answerField.id,
  kind: z.enum(['project', 'external']),
  projectId: answerField.id.nullable(),
  projectCode: z.string().nullable(),
  projectName: z.string().nullable(),
  /** The external recruitment task's name. */
  taskName: z.string().nullable(),
  seat: z.enum(['member', 'backup']),
  category: z.string(),
  /** extraction/invitation.ts IsAffirm: 0 待确认, 1 已确认, 2 不能参加, -1 已拒绝. */
  isAffirm: z.number().int(),
  /** 待确认 / 已确认 / 不能参加 / 已拒绝 / 已超时 */
  statusLabel: z.string(),
  remark: z.string().nullable(),
  invitedAt: answerField.time,
  affirmTime: answerField.time.nullable(),
  openTime: answerField.time.nullable(),
});
export type SpecialistEvaluation = z.infer<typeof specialistEvaluationOutput>;

export const specialistDetailOutput = specialistListItemOutput.extend({
  specialties: z.array(specialtyRef.extend({ path: z.string() })),
  createdAt: answerField.time,
  updatedAt: answerField.time,
  /** The reason and time of the last freeze, while frozen. */
  frozen: z.object({ reason: z.string(), at: answerField.time, by: z.string() }).nullable(),
  /**
   * Every invitation the viewer may learn of. An invitation whose committee is still confidential to the viewer
   * (before the project's openTime, or an external task, unless the viewer drew it or is an administrator;
   * docs/rules.md) is left out without a trace, here and in the counts: not even their number is told.
   */
  evaluations: z.array(specialistEvaluationOutput),
});
export type SpecialistDetail = z.infer<typeof specialistDetailOutput>;

/** revealIdNumber: the full number (each look is audited). */
export const revealedIdNumberOutput = z.object({ idNumber: z.string() });

/** 开通账号 and 重置密码: the login and the masked mobile the password went to by SMS (never the password). */
export const specialistAccountOutput = z.object({ account: z.string(), mobile: z.string() });

/** One refusal of an Excel import: the sheet's row number (header is row 1), the column's Chinese name, why. */
export const importProblemOutput = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportProblem = z.infer<typeof importProblemOutput>;

/** An import is all or nothing: either every row was imported, or none was and `errors` says why. */
export const importResultOutput = z.object({ imported: answerField.count, errors: z.array(importProblemOutput) });
export type ImportResult = z.infer<typeof importResultOutput>;

export interface SpecialtyTreeNode extends SpecialtyNode {
  /** Experts holding exactly this specialty. */
  expertCount: number;
  children: SpecialtyTreeNode[];
}

/** One node of GET 专业类别 tree; siblings by sort, then id. */
export const specialtyTreeNodeOutput: z.ZodType<SpecialtyTreeNode> = z.object({
  id: answerField.id,
  name: z.string(),
  parentId: answerField.id.nullable(),
  sort: z.number().int(),
  expertCount: answerField.count,
  get children() {
    return z.array(specialtyTreeNodeOutput);
  },
});
