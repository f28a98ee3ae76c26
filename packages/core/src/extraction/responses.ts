/**
 * What the extraction screens and the confirmation pages answer. Times are ISO 8601 strings (UTC); null while
 * unknown or unanswered.
 */
import { z } from 'zod';
import { answerField, pageSchema } from '../envelope.ts';
import { PURCHASE_WAYS } from '../project/purchase-way.ts';
import { EXPERT_CATEGORIES, EXPERT_SOURCES } from './schema.ts';

/** extraction/invitation.ts IsAffirm: 0 待确认, 1 已确认, 2 不能参加, -1 已拒绝. */
const isAffirm = z.literal([0, 1, 2, -1]);

/** docs/product.md confirmation detail (response `data.data`). */
export const confirmInfoOutput = z.object({
  specialistName: z.string(),
  isAffirm,
  affirmTime: answerField.time.nullable(),
  sendurlSendtime: answerField.time,
  /** Beyond the product's fields: the server's clock when it answered, so the page times the link's 10 minutes by it. */
  serverTime: answerField.time,
});
export type ConfirmInfo = z.infer<typeof confirmInfoOutput>;

/** The project page also states the bid opening time and place. */
export const projectConfirmInfoOutput = confirmInfoOutput.extend({
  openTime: answerField.time.nullable(),
  address: z.string().nullable(),
});
export type ProjectConfirmInfo = z.infer<typeof projectConfirmInfoOutput>;

/** A request as stored on the extraction, defaults filled (schema.ts extractionRequestFields). */
export const extractionRequestOutput = z.object({
  purchaseWay: z.literal(PURCHASE_WAYS).optional(),
  committeeSize: z.number().int(),
  technicalCount: z.number().int(),
  economicCount: z.number().int(),
  otherCount: z.number().int(),
  includeSpecialties: z.array(z.string()),
  excludeSpecialties: z.array(z.string()),
  includeRegions: z.array(z.string()),
  excludeRegions: z.array(z.string()),
  includeTitles: z.array(z.string()),
  excludeTitles: z.array(z.string()),
  maxAge: z.number().int(),
  expertSource: z.enum(EXPERT_SOURCES),
  avoidUnits: z.array(z.object({ name: z.string(), reason: z.string() })),
  avoidExperts: z.array(z.object({ expertId: z.union([z.number().int(), z.string()]), reason: z.string() })),
  backupCount: z.number().int(),
});

/** The extraction a committee belongs to: a project's, or an external recruitment task. */
export const extractionViewOutput = z.object({
  id: answerField.id,
  kind: z.enum(['project', 'external']),
  projectId: answerField.id.nullable(),
  projectName: z.string().nullable(),
  projectCode: z.string().nullable(),
  openTime: answerField.time.nullable(),
  address: z.string().nullable(),
  taskName: z.string().nullable(),
  taskDescription: z.string().nullable(),
  request: extractionRequestOutput,
  createdBy: answerField.id,
  createdByName: z.string(),
  createdAt: answerField.time,
});
export type ExtractionView = z.infer<typeof extractionViewOutput>;

/** One seat of the committee with its live status; a held backup has no link and no status of its own. */
export const committeeInvitationOutput = z.object({
  id: answerField.id,
  specialistId: answerField.id,
  specialistName: z.string(),
  mobile: z.string(),
  employer: z.string(),
  title: z.string(),
  category: z.enum(EXPERT_CATEGORIES),
  categoryLabel: z.string(),
  seat: z.enum(['member', 'backup']),
  seatLabel: z.string(),
  isAffirm,
  status: z.enum(['pending', 'confirmed', 'cannotAttend', 'declined', 'expired', 'held']),
  statusLabel: z.string(),
  remark: z.string().nullable(),
  affirmTime: answerField.time.nullable(),
  sendurlSendtime: answerField.time.nullable(),
  expiresAt: answerField.time.nullable(),
  replacesId: answerField.id.nullable(),
  replacedById: answerField.id.nullable(),
  /** Whether 补抽 is offered for this seat now (before the opening, a member who dropped out, a seat to fill). */
  canReplace: z.boolean(),
  canCancel: z.boolean(),
});
export type CommitteeInvitation = z.infer<typeof committeeInvitationOutput>;
export type SeatStatus = CommitteeInvitation['status'];

export const seatsOutput = z.object({
  wanted: answerField.count,
  filled: answerField.count,
  confirmed: answerField.count,
  full: z.boolean(),
  complete: z.boolean(),
});
export type Seats = z.infer<typeof seatsOutput>;

/** The committee list (polled while the experts answer). */
export const committeeOutput = z.object({
  extraction: extractionViewOutput,
  seats: seatsOutput,
  invitations: z.array(committeeInvitationOutput),
});
export type Committee = z.infer<typeof committeeOutput>;

/** The project tab asks by project: nothing drawn yet is `extraction: null`, `seats: null`, no invitations. */
export const projectCommitteeOutput = z.union([
  committeeOutput,
  z.object({ extraction: z.null(), seats: z.null(), invitations: z.tuple([]) }),
]);
export type ProjectCommittee = z.infer<typeof projectCommitteeOutput>;

/** One line of the 抽取记录: the filters used, how many experts were eligible, whom it drew. */
export const drawRecordOutput = z.object({
  id: answerField.id,
  kind: z.enum(['initial', 'replacement']),
  drawnBy: answerField.id,
  drawnByName: z.string(),
  drawnAt: answerField.time,
  filters: z.record(z.string(), z.unknown()),
  eligibleCount: answerField.count,
  result: z.record(z.string(), z.unknown()),
});
export type DrawRecord = z.infer<typeof drawRecordOutput>;

/** Experts whose SMS the gateway refused: their invitations time out and can be replaced. */
const smsFailureOutput = z.object({ invitationId: answerField.id, specialistName: z.string() });

export const drawOutcomeOutput = z.object({
  extractionId: answerField.id,
  eligibleCount: answerField.count,
  invited: answerField.count,
  backups: answerField.count,
  smsFailures: z.array(smsFailureOutput),
});
export type DrawOutcome = z.infer<typeof drawOutcomeOutput>;

/** 补抽: the new invitation, and whether its expert was a held backup or drawn from the pool. */
export const replacementOutcomeOutput = z.object({
  invitationId: answerField.id,
  specialistName: z.string(),
  source: z.enum(['backup', 'pool']),
  smsFailures: z.array(smsFailureOutput),
});

/** One row of the 外部招募专家抽取 list; `mayRead` tells whether the viewer may open its committee. */
export const extractionTaskRowOutput = z.object({
  id: answerField.id,
  taskName: z.string().nullable(),
  taskDescription: z.string().nullable(),
  committeeSize: z.number().int(),
  drawnSeats: z.number().int(),
  invitedCount: answerField.count,
  confirmedCount: answerField.count,
  createdBy: answerField.id,
  createdByName: z.string(),
  createdAt: answerField.time,
  mayRead: z.boolean(),
});
export type ExtractionTask = z.infer<typeof extractionTaskRowOutput>;
export const extractionTaskPageOutput = pageSchema(extractionTaskRowOutput);
export type TaskPage = z.infer<typeof extractionTaskPageOutput>;
