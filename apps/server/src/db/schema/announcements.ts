import type { AnnouncementExtra } from '@swp/core';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { files } from './files.ts';
import { projectIdColumn } from './projects.ts';
import { staffUsers } from './staff.ts';

/** 公告模板: rich text (sanitized on save) per announcement type × purchase way. */
export const announcementTemplates = pgTable('announcement_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** tender | correction | result | win | failure */
  type: text('type').notNull(),
  purchaseWay: smallint('purchase_way').notNull(),
  html: text('html').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * 公告. A draft may be edited; once published its HTML and fields are frozen (a correction is a new row with
 * correctsId). The type-specific source fields of docs/product.md (result, win, failed bid) are kept in `extra`.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    projectId: projectIdColumn(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    templateId: integer('template_id').references(() => announcementTemplates.id),
    correctsId: integer('corrects_id').references((): AnyPgColumn => announcements.id),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    html: text('html').notNull(),
    enrollTime: ts('enroll_time'),
    enrollEndTime: ts('enroll_end_time'),
    openTime: ts('open_time'),
    closeFileupTime: ts('close_fileup_time'),
    contacts: text('contacts'),
    mobile: text('mobile'),
    /**
     * gsTime, bidInfo, dissent, winnerSupplierId (a number since migration 0018), winner, amount, cycle, pmUser,
     * remark, offer, lossDes — as the type needs.
     */
    extra: jsonb('extra').$type<AnnouncementExtra>().notNull().default({}),
    publishedAt: ts('published_at'),
    publishedBy: integer('published_by').references(() => staffUsers.id),
    createdBy: integer('created_by').references(() => staffUsers.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('announcements_bulletin_idx').on(t.status, t.publishedAt),
    index('announcements_project_idx').on(t.projectId),
  ],
);

export const announcementAttachments = pgTable(
  'announcement_attachments',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.fileId] })],
);
