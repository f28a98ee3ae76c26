import { index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { staffUsers } from './staff.ts';

/**
 * 评分标准 (docs/rules.md): a named set of items. Once a project uses a standard it is frozen — the server refuses an
 * edit and offers a copy (copiedFromId keeps where a copy came from).
 */
export const gradingStandards = pgTable('grading_standards', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The price item's formula: 'lowest' 低价优先法, 'fixed' 固定价格分. */
  priceFormula: text('price_formula', { enum: ['lowest', 'fixed'] }).notNull(),
  remark: text('remark').notNull().default(''),
  copiedFromId: integer('copied_from_id'),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * One item of a standard. 初步评审 items ('qualification' 资格性, 'compliance' 符合性) are pass/fail and have no max;
 * the scored items ('business' 商务, 'technical' 技术, 'price' 价格 — exactly one) total exactly 100.
 */
export const gradingItems = pgTable(
  'grading_items',
  {
    id: serial('id').primaryKey(),
    standardId: integer('standard_id')
      .notNull()
      .references(() => gradingStandards.id, { onDelete: 'cascade' }),
    group: text('group', { enum: ['qualification', 'compliance', 'business', 'technical', 'price'] }).notNull(),
    name: text('name').notNull(),
    maxScore: numeric('max_score', { precision: 6, scale: 2 }),
    /** What earns full marks and what earns less (scored items), or what passes (初步评审 items). */
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('grading_items_standard_idx').on(t.standardId)],
);
