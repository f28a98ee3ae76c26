import { bigserial, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { projects } from './projects.ts';
import { specialists } from './specialists.ts';
import { staffUsers } from './staff.ts';

/**
 * One extraction (专家抽取): for a project (kind project, API specialisextract) or an external recruitment task
 * (kind external, API specialistextractexpert). `request` holds the committee size, split, filters, avoidance
 * and backups exactly as submitted (core extraction/schema.ts).
 */
export const extractions = pgTable(
  'extractions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['project', 'external'] }).notNull(),
    projectId: integer('project_id').references(() => projects.id),
    taskName: text('task_name'),
    taskDescription: text('task_description'),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => staffUsers.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('extractions_project_idx').on(t.projectId)],
);

/** 抽取记录: every draw (the first and each replacement) with who, when, filters, eligible count and result. */
export const extractionDraws = pgTable('extraction_draws', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  extractionId: integer('extraction_id')
    .notNull()
    .references(() => extractions.id),
  kind: text('kind', { enum: ['initial', 'replacement'] }).notNull(),
  drawnBy: integer('drawn_by')
    .notNull()
    .references(() => staffUsers.id),
  drawnAt: ts('drawn_at').notNull(),
  filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
  eligibleCount: integer('eligible_count').notNull(),
  /** The drawn expert ids and categories, and the random values used (seedInfo), so the draw can be replayed. */
  result: jsonb('result').$type<Record<string, unknown>>().notNull(),
});

/**
 * An invitation sent to one drawn expert. The link key is stored as its SHA-256 only. isAffirm: 0 pending,
 * 1 confirmed, 2 cannot attend (set by staff), -1 declined (docs/product.md).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    extractionId: integer('extraction_id')
      .notNull()
      .references(() => extractions.id),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id),
    seat: text('seat', { enum: ['member', 'backup'] }).notNull(),
    category: text('category').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    isAffirm: smallint('is_affirm').notNull().default(0),
    affirmTime: ts('affirm_time'),
    /** The decline reason (-1) or the cancellation reason recorded by staff (2). */
    remark: text('remark'),
    sendurlSendtime: ts('sendurl_sendtime').notNull(),
    /** The invitation this one replaces, when drawn as a replacement. */
    replacesId: integer('replaces_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('invitations_extraction_idx').on(t.extractionId)],
);
