import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Evaluation experts. Those with an account sign in to /specialist. */
export const specialists = pgTable('specialists', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  mobile: text('mobile').notNull().unique(),
  /** Seed §3 deptName: the expert's department or specialty group. */
  deptName: text('dept_name').notNull().default(''),
  account: text('account').unique(),
  passwordHash: text('password_hash'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
