import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Supplier companies (the seed calls them venders / suppler). */
export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  account: text('account').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  companyName: text('company_name').notNull(),
  /** 统一社会信用代码 */
  uscc: text('uscc').notNull().unique(),
  legalRep: text('legal_rep').notNull().default(''),
  contactName: text('contact_name').notNull().default(''),
  mobile: text('mobile').notNull().unique(),
  status: text('status', { enum: ['pending', 'approved', 'rejected', 'frozen'] })
    .notNull()
    .default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
