/**
 * What 项目管理 and 采购参数 answer. Times are ISO 8601 strings (UTC); money is a decimal string with two decimals,
 * as the numeric columns give it.
 */
import { z } from 'zod';
import { answerField, pageSchema } from '../envelope.ts';
import { ENCRYPT_MODES } from './encrypt-mode.ts';
import { PROJECT_ACTIONS, PROJECT_STATES } from './lifecycle.ts';
import { PURCHASE_WAYS } from './purchase-way.ts';

export const purchaseWayOutput = z.literal(PURCHASE_WAYS);

/** One row of the 项目管理 table. */
export const projectListRowOutput = z.object({
  id: answerField.id,
  projectCode: z.string(),
  projectName: z.string(),
  purchaseWay: purchaseWayOutput,
  purchaseWayLabel: z.string(),
  /** The effective state (core effectiveState): 待报名 before enrollTime … 待开标 once closeFileupTime has passed. */
  status: z.enum(PROJECT_STATES),
  /** The state's label, or 已暂停 while paused. */
  statusLabel: z.string(),
  paused: z.boolean(),
  needDeptId: answerField.id,
  needDeptName: z.string(),
  manageDeptId: answerField.id,
  manageDeptName: z.string(),
  budget: answerField.decimal,
  enrollTime: answerField.time.nullable(),
  openTime: answerField.time.nullable(),
  createdAt: answerField.time,
});
export type ProjectListRow = z.infer<typeof projectListRowOutput>;
export const projectPageOutput = pageSchema(projectListRowOutput);

export const projectSectionOutput = z.object({ id: answerField.id, name: z.string(), budget: answerField.decimal });
export type ProjectSectionView = z.infer<typeof projectSectionOutput>;

const projectRef = z.object({ id: answerField.id, projectCode: z.string() });

/** The 基本信息 tab: every field, the sections, and what the signed-in user may do now. */
export const projectDetailOutput = projectListRowOutput.extend({
  purchaseName: z.string(),
  categoryCn: z.string(),
  /** Free text as typed (e.g. 1200万元), '' when not filled: the form takes it as text (schema.ts investmentField). */
  totalInvestment: z.string(),
  /** Optional form fields read '' when empty. */
  specialFree: z.string(),
  other: z.string(),
  tendCon: z.string(),
  bidRange: z.string(),
  section: z.string(),
  address: z.string(),
  /** 开标地点, '' until filled (the tender notice requires it). */
  openAddress: z.string(),
  /** 加密方式 (docs/integration.md): 'bidder' 投标人加密 or 'platform' 平台加密. */
  encryptMode: z.enum(ENCRYPT_MODES),
  cycle: z.string(),
  qualityReq: z.string(),
  qualificationReq: z.string(),
  sections: z.array(projectSectionOutput),
  /** The 评分标准 the committee scores by (required before 开标), null until chosen. */
  gradingStandard: z.object({ id: answerField.id, name: z.string() }).nullable(),
  pauseReason: z.string().nullable(),
  enrollEndTime: answerField.time.nullable(),
  closeFileupTime: answerField.time.nullable(),
  gsTime: answerField.time.nullable(),
  lossDes: z.string().nullable(),
  /** The failed project this one re-tenders, and the copy made of this one when it was re-tendered. */
  retenderOf: projectRef.nullable(),
  retenderedAs: projectRef.nullable(),
  createdByName: z.string(),
  updatedAt: answerField.time,
  /**
   * Staff-triggered actions the lifecycle allows now (canPerform without the user's inputs): the client offers
   * exactly these buttons, labelled with PROJECT_ACTION_LABELS.
   */
  actions: z.array(z.enum(PROJECT_ACTIONS)),
});
export type ProjectDetail = z.infer<typeof projectDetailOutput>;

/** create, update and retender: the project (the copy, for retender) and its code. */
export const projectRefOutput = projectRef;

/** One line of the 操作日志 tab. */
export const projectLogEntryOutput = z.object({
  id: answerField.id,
  action: z.string(),
  actionLabel: z.string(),
  actorName: z.string(),
  ip: z.string(),
  createdAt: answerField.time,
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type ProjectLogEntry = z.infer<typeof projectLogEntryOutput>;
export const projectLogPageOutput = pageSchema(projectLogEntryOutput);

/** One row of the procurement settings table. */
export const purchaseSettingsRowOutput = z.object({
  purchaseWay: purchaseWayOutput,
  purchaseWayLabel: z.string(),
  /** Minimum days from publishing the announcement to the bid deadline (closeFileupTime). */
  minDays: z.number().int(),
  dayKind: z.enum(['working', 'calendar']),
  /** Fewer bids than this at closeFileupTime: the project cannot be opened. */
  minBids: z.number().int(),
  /** Minimum evaluation committee size (odd). */
  minCommittee: z.number().int(),
  /** Calendar days a result publicity lasts before the winner notice. */
  publicityDays: z.number().int(),
  /** A new project's 加密方式. */
  encryptMode: z.enum(ENCRYPT_MODES),
  /** The 开标大厅's decryption window, minutes. */
  decryptMinutes: z.number().int(),
  updatedAt: answerField.time,
  updatedByName: z.string(),
});
export type PurchaseSettingsRow = z.infer<typeof purchaseSettingsRowOutput>;
