import { index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { projectIdColumn } from './projects.ts';
import { staffUsers } from './staff.ts';
import { supplierIdColumn } from './suppliers.ts';

/**
 * 异议 (docs/rules.md): a bidder's objection to the result publicity, filed while it runs, answered by staff. While
 * one is open the 中标公告 cannot be published. Attachments are stored files (purpose objection-attachment).
 */
export const objections = pgTable(
  'objections',
  {
    id: serial('id').primaryKey(),
    projectId: projectIdColumn(),
    supplierId: supplierIdColumn(),
    content: text('content').notNull(),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default([]),
    /** 'open' until staff answer it, then 'answered'. */
    status: text('status', { enum: ['open', 'answered'] })
      .notNull()
      .default('open'),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => staffUsers.id),
    answeredAt: ts('answered_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('objections_project_idx').on(t.projectId, t.status),
    index('objections_supplier_idx').on(t.supplierId, t.createdAt),
  ],
);

/**
 * 中标通知书 (kind 'award', to the winner) and 结果通知书 (kind 'result', to every other bidder), numbered when the
 * 中标公告 is published, in the same transaction; the PDF is drawn from this row and the project whenever fetched.
 */
export const resultLetters = pgTable(
  'result_letters',
  {
    id: serial('id').primaryKey(),
    projectId: projectIdColumn(),
    supplierId: supplierIdColumn(),
    kind: text('kind', { enum: ['award', 'result'] }).notNull(),
    /** e.g. ZB-2026-0001-01 (award) / JG-2026-0001-02 (result): the project's number and the letter's ordinal. */
    letterNo: text('letter_no').notNull().unique(),
    /** The awarded amount, on the award letter only. */
    amount: numeric('amount', { precision: 18, scale: 2 }),
    issuedAt: ts('issued_at').notNull(),
  },
  (t) => [uniqueIndex('result_letters_project_supplier_idx').on(t.projectId, t.supplierId)],
);
