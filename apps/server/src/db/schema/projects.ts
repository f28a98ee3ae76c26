import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { departments } from './departments.ts';
import { gradingStandards } from './grading.ts';
import { staffUsers } from './staff.ts';
import { suppliers } from './suppliers.ts';

/** The numbers a utility's 采购管理办法 sets per purchase way (docs/rules.md), editable by an administrator. */
export const purchaseSettings = pgTable('purchase_settings', {
  /** 1 询价采购, 2 竞争性谈判采购, 3 公开招标, 4 邀请招标 */
  purchaseWay: smallint('purchase_way').primaryKey(),
  minDays: integer('min_days').notNull(),
  dayKind: text('day_kind', { enum: ['working', 'calendar'] }).notNull(),
  minBids: integer('min_bids').notNull(),
  minCommittee: integer('min_committee').notNull(),
  publicityDays: integer('publicity_days').notNull(),
  /** A new project's 加密方式 (core encrypt-mode.ts); migration 0020 sets 投标人加密 for the tenders (3, 4). */
  encryptMode: text('encrypt_mode', { enum: ['bidder', 'platform'] })
    .notNull()
    .default('platform'),
  /** The 开标大厅's decryption window, minutes. */
  decryptMinutes: integer('decrypt_minutes').notNull().default(30),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => staffUsers.id),
});

/** Per-year counter behind the readable project codes SW-YYYY-NNNN (one atomic upsert per new project). */
export const projectCodeCounters = pgTable('project_code_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** A procurement project with every project placeholder field of docs/product.md, plus budget and lifecycle state. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code').notNull().unique(),
    projectName: text('project_name').notNull(),
    needDeptId: integer('need_dept_id')
      .notNull()
      .references(() => departments.id),
    manageDeptId: integer('manage_dept_id')
      .notNull()
      .references(() => departments.id),
    purchaseWay: smallint('purchase_way').notNull(),
    purchaseName: text('purchase_name').notNull(),
    categoryCn: text('category_cn').notNull(),
    totalInvestment: text('total_investment').notNull().default(''),
    specialFree: text('special_free'),
    other: text('other'),
    tendCon: text('tend_con'),
    bidRange: text('bid_range'),
    section: text('section'),
    address: text('address'),
    /** 开标地点 (docs/integration.md), required before the tender notice is published. */
    openAddress: text('open_address'),
    /**
     * 加密方式 (docs/integration.md `encryptMode`): 'bidder' 投标人加密 or 'platform' 平台加密. Rows made before it
     * existed were sealed by the platform, so that is the column's default; a new project takes its purchase way's.
     */
    encryptMode: text('encrypt_mode', { enum: ['bidder', 'platform'] })
      .notNull()
      .default('platform'),
    cycle: text('cycle'),
    qualityReq: text('quality_req'),
    qualificationReq: text('qualification_req'),
    /** 预算金额, exact to the fen. */
    budget: numeric('budget', { precision: 18, scale: 2 }).notNull(),
    /** 评分标准 (docs/rules.md); required before 开标. */
    gradingStandardId: integer('grading_standard_id').references(() => gradingStandards.id),
    /** The lifecycle state of packages/core project/lifecycle.ts. */
    status: text('status').notNull().default('draft'),
    paused: boolean('paused').notNull().default(false),
    pauseReason: text('pause_reason'),
    /** The tender times, copied from the published 招标公告 (and its corrections). */
    enrollTime: ts('enroll_time'),
    enrollEndTime: ts('enroll_end_time'),
    closeFileupTime: ts('close_fileup_time'),
    openTime: ts('open_time'),
    /** 结果公示 (docs/rules.md): from gsTime to gsEndTime, at least the way's publicityDays; set by its publication. */
    gsTime: ts('gs_time'),
    gsEndTime: ts('gs_end_time'),
    lossDes: text('loss_des'),
    /**
     * The award, set when the 中标公告 is published: the winner (the report's rank-1 candidate unless staff gave
     * `awardReason` for another), the awarded amount exact to the fen, and when.
     */
    winnerSupplierId: integer('winner_supplier_id').references((): AnyPgColumn => suppliers.id),
    awardAmount: numeric('award_amount', { precision: 18, scale: 2 }),
    awardReason: text('award_reason'),
    awardedAt: ts('awarded_at'),
    /** A re-tender copy points at the failed project it replaces. */
    retenderOfId: integer('retender_of_id').references((): AnyPgColumn => projects.id),
    createdBy: integer('created_by').references(() => staffUsers.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('projects_status_idx').on(t.status),
    index('projects_created_idx').on(t.createdAt),
    // 统计分析 reads the awards of a range (a minority of all projects); the open projects have no award time.
    index('projects_awarded_idx').on(t.awardedAt).where(sql`${t.awardedAt} is not null`),
  ],
);

/** The project a row belongs to: required. */
export const projectIdColumn = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id);

/** 标段 (lots) of a project. */
export const projectSections = pgTable('project_sections', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  budget: numeric('budget', { precision: 18, scale: 2 }).notNull(),
  sort: integer('sort').notNull().default(0),
});
