/** What the 报名 calls answer. */
import { z } from 'zod';
import { answerField, pageSchema } from '../envelope.ts';
import { ENCRYPT_MODES } from '../project/encrypt-mode.ts';
import { PROJECT_STATES } from '../project/lifecycle.ts';
import { qualificationOutput, supplierFileOutput } from '../supplier/responses.ts';
import { ENROLMENT_STATUSES } from './labels.ts';

/** `POST /api/enroll/apply` → `{ id, status: "pending" }`. */
export const enrolAppliedOutput = z.object({ id: answerField.id, status: z.literal('pending') });

/** One row of `POST /api/enroll/mine` (docs/integration.md fields first, then what 我的项目 shows). */
export const myEnrolmentOutput = z.object({
  id: answerField.id,
  projectId: answerField.id,
  status: z.enum(ENROLMENT_STATUSES),
  reason: z.string().optional(),
  sectionId: answerField.id.nullable(),
  sectionName: z.string().nullable(),
  projectCode: z.string(),
  projectName: z.string(),
  purchaseName: z.string(),
  /** The project's effective state (packages/core project/lifecycle.ts), paused included. */
  projectState: z.enum(PROJECT_STATES),
  projectStateLabel: z.string(),
  enrollEndTime: answerField.time.nullable(),
  closeFileupTime: answerField.time.nullable(),
  openTime: answerField.time.nullable(),
  /** The project's 加密方式: with 'bidder' the 投标 page seals the file and the 报价 in the browser before upload. */
  encryptMode: z.enum(ENCRYPT_MODES),
  enrolledAt: answerField.time,
  /** Whether this company has a bid lodged (its own, never anyone else's). */
  hasBid: z.boolean(),
  /** Whether the opening took place (the 开标记录 can be read). */
  opened: z.boolean(),
  /**
   * Once the 中标公告 is published (已中标): 'won' for the winner, 'lost' for another company that bid; null before
   * it, and for a company that did not bid. Optional: added after docs/integration.md fixed this answer.
   */
  outcome: z.enum(['won', 'lost']).nullable().optional(),
});
export type MyEnrolment = z.infer<typeof myEnrolmentOutput>;
export const myEnrolmentPageOutput = pageSchema(myEnrolmentOutput);

/** `GET /api/enroll/availability`: the 报名 button's state, `reason` in the words shown beside it. */
export const enrolAvailabilityOutput = z.object({
  canEnrol: z.boolean(),
  reason: z.string().optional(),
  /** The sections still open to this company (empty when the project has none). */
  sections: z.array(z.object({ id: answerField.id, name: z.string(), enrolled: z.boolean() })),
  /** This company's enrolments on the project. */
  enrolments: z.array(
    z.object({
      id: answerField.id,
      sectionId: answerField.id.nullable(),
      status: z.enum(ENROLMENT_STATUSES),
      reason: z.string().optional(),
    }),
  ),
});
export type EnrolAvailability = z.infer<typeof enrolAvailabilityOutput>;

/** One row of `POST /api/enroll/list` (docs/integration.md fields first, then the company for 报名审查). */
export const enrolmentRowOutput = z.object({
  id: answerField.id,
  supplierId: answerField.id,
  companyName: z.string(),
  status: z.enum(ENROLMENT_STATUSES),
  reason: z.string().optional(),
  sectionId: answerField.id.nullable(),
  sectionName: z.string().nullable(),
  creditCode: z.string(),
  legalPerson: z.string(),
  contactName: z.string(),
  mobile: z.string(),
  enrolledAt: answerField.time,
  reviewedAt: answerField.time.nullable(),
  reviewedByName: z.string().nullable(),
  licences: z.array(supplierFileOutput),
  qualifications: z.array(qualificationOutput),
});
export type EnrolmentRow = z.infer<typeof enrolmentRowOutput>;
export const enrolmentListOutput = z.object({ list: z.array(enrolmentRowOutput), total: z.number().int() });
