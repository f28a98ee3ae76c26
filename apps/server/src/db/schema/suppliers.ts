import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { files } from './files.ts';

/**
 * Supplier companies (the product's paths call them venders / suppler). A company exists from its registration, 待审核 until
 * staff approve it; a change of who it is (name, credit code, legal representative, licence) sends it back.
 */
export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  account: text('account').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  companyName: text('company_name').notNull().unique(),
  /** 统一社会信用代码 (normalized: capitals, no spaces) */
  uscc: text('uscc').notNull().unique(),
  legalRep: text('legal_rep').notNull().default(''),
  contactName: text('contact_name').notNull().default(''),
  mobile: text('mobile').notNull().unique(),
  address: text('address').notNull().default(''),
  email: text('email').notNull().default(''),
  businessScope: text('business_scope').notNull().default(''),
  status: text('status', { enum: ['pending', 'approved', 'rejected', 'frozen'] })
    .notNull()
    .default('pending'),
  /** The reason of the last 驳回 or 冻结, told to the company; '' otherwise. */
  statusReason: text('status_reason').notNull().default(''),
  /** While frozen: the status 解冻 returns to. */
  statusBeforeFreeze: text('status_before_freeze', { enum: ['pending', 'approved', 'rejected'] }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The company a row belongs to: required. */
export const supplierIdColumn = () =>
  integer('supplier_id')
    .notNull()
    .references(() => suppliers.id);

/**
 * A company's documents: its business licence files (kind licence, only the file) and its qualification documents
 * (type, number, issuer, valid until). A replaced or removed document keeps its row with removed_at, so the
 * history of what was reviewed stays readable.
 */
export const supplierDocuments = pgTable(
  'supplier_documents',
  {
    id: serial('id').primaryKey(),
    supplierId: supplierIdColumn(),
    kind: text('kind', { enum: ['licence', 'qualification'] }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    docType: text('doc_type').notNull().default(''),
    docNumber: text('doc_number').notNull().default(''),
    issuer: text('issuer').notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    removedAt: ts('removed_at'),
  },
  (t) => [index('supplier_documents_supplier_idx').on(t.supplierId)],
);

/** The company's contact people (用户中心 联系人). */
export const supplierContacts = pgTable(
  'supplier_contacts',
  {
    id: serial('id').primaryKey(),
    supplierId: supplierIdColumn(),
    name: text('name').notNull(),
    position: text('position').notNull().default(''),
    mobile: text('mobile').notNull(),
    email: text('email').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('supplier_contacts_supplier_idx').on(t.supplierId)],
);

/** A company's history: registration, every review, freeze and unfreeze, and each change it made (append only). */
export const supplierEvents = pgTable(
  'supplier_events',
  {
    id: serial('id').primaryKey(),
    supplierId: supplierIdColumn(),
    action: text('action', {
      enum: ['register', 'approve', 'reject', 'freeze', 'unfreeze', 'change', 'resubmit'],
    }).notNull(),
    reason: text('reason').notNull().default(''),
    /** [{ field, label, from, to }] for changes. */
    changes: jsonb('changes')
      .$type<{ field: string; label: string; from: string; to: string }[]>()
      .notNull()
      .default([]),
    actorRole: text('actor_role', { enum: ['staff', 'vender'] }).notNull(),
    actorId: integer('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('supplier_events_supplier_idx').on(t.supplierId, t.id)],
);

/**
 * 黑名单: a supplier or an expert warned or banned for a period (both days included, Beijing days). The status is
 * computed from the dates and lifted_at (core blacklist/status.ts), never stored.
 */
export const blacklistEntries = pgTable(
  'blacklist_entries',
  {
    id: serial('id').primaryKey(),
    targetType: text('target_type', { enum: ['supplier', 'specialist'] }).notNull(),
    targetId: integer('target_id').notNull(),
    /** The name (and a company's credit code) when listed, so the list reads the same after a rename. */
    targetName: text('target_name').notNull(),
    targetCode: text('target_code').notNull().default(''),
    type: text('type', { enum: ['warning', 'ban'] }).notNull(),
    reason: text('reason').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    attachmentFileId: uuid('attachment_file_id').references(() => files.id),
    createdById: integer('created_by_id').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    liftedAt: ts('lifted_at'),
    liftedByName: text('lifted_by_name'),
    liftReason: text('lift_reason'),
  },
  (t) => [
    index('blacklist_entries_target_idx').on(t.targetType, t.targetId),
    check('blacklist_entries_period', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
