import { type AnyPgColumn, boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** 机构: the department tree (requesting and managing departments). */
export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => departments.id),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
