/** 我的信息 (专家端, docs/product.md): the signed-in expert's own profile (specialistProfileApi.myInfo). */
import { z } from 'zod';
import { answerField } from '../envelope.ts';
import { EXPERT_CATEGORIES } from '../extraction/schema.ts';
import { GENDERS, SPECIALIST_STATUSES } from './labels.ts';

export const specialistProfileOutput = z.object({
  id: answerField.id,
  name: z.string(),
  gender: z.enum(GENDERS).nullable(),
  /** Masked (138****5678), as every answer that does not need the number shows it. */
  mobile: z.string(),
  title: z.string(),
  employer: z.string(),
  /** docs/product.md deptName: the department or specialty group the area's user popover shows too. */
  deptName: z.string(),
  region: z.string(),
  category: z.enum(EXPERT_CATEGORIES),
  /** 外部招募 (true) or the utility's own pool. */
  external: z.boolean(),
  status: z.enum(SPECIALIST_STATUSES),
  account: z.string().nullable(),
  /** The 专业类别 names, in the tree's order. */
  specialties: z.array(z.string()),
  /** The expert's invitations: all of them, those confirmed (确认参加) and those declined (无法参加). */
  evaluations: z.object({
    invited: answerField.count,
    confirmed: answerField.count,
    declined: answerField.count,
  }),
});
export type SpecialistProfile = z.infer<typeof specialistProfileOutput>;
