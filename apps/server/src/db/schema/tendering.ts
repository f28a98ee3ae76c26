import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { projectIdColumn, projectSections, projects } from './projects.ts';
import { staffUsers } from './staff.ts';
import { supplierIdColumn } from './suppliers.ts';

/**
 * 报名: a company's enrolment on a project (or one 标段 of it), reviewed by staff (资格审查). Once per project and
 * section: the unique index treats "no section" as one value, so two requests at once cannot both enrol.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    projectId: projectIdColumn(),
    sectionId: integer('section_id').references(() => projectSections.id),
    supplierId: supplierIdColumn(),
    status: text('status', { enum: ['pending', 'passed', 'failed'] })
      .notNull()
      .default('pending'),
    /** The reason of 不通过 (or a remark on 通过), told to the company; '' when none. */
    reason: text('reason').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => staffUsers.id),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrolments_once_idx').on(t.projectId, t.supplierId, sql`coalesce(${t.sectionId}, 0)`),
    index('enrolments_supplier_idx').on(t.supplierId),
  ],
);

/**
 * The sealing key of a project's bids (lib/sealed): 32 random bytes, stored only wrapped under BID_MASTER_KEY
 * (`v1:…`). Made by the first upload of the project, in the same transaction as its bid row.
 */
export const projectBidKeys = pgTable('project_bid_keys', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id),
  wrappedKey: text('wrapped_key').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * A company's bid on an enrolment: the sealed file (storage key; the bytes are encrypted under the project key) and
 * the sealed 报价, with the receipt's figures. A re-upload replaces the row's file and figures in one statement, so
 * the row always names a file that was completely written. Nothing here is answered to anyone but its owner before
 * the opening.
 */
export const bids = pgTable(
  'bids',
  {
    id: serial('id').primaryKey(),
    /**
     * The bid's public id, its receipt's `bidId` (core `bidPublicIdField`: 24 hex digits, 96 random bits): every
     * answer and link names the bid by it, so no company counts the bids lodged between two of its receipts. `id`
     * stays inside the server (foreign keys, the evaluation). Made here for every insert (96 bits: a guess, or a
     * collision that the unique constraint would refuse, is out of reach).
     */
    publicId: text('public_id')
      .notNull()
      .unique()
      .$defaultFn(() => randomBytes(12).toString('hex')),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .unique()
      .references(() => enrolments.id),
    projectId: projectIdColumn(),
    sectionId: integer('section_id').references(() => projectSections.id),
    supplierId: supplierIdColumn(),
    storageKey: text('storage_key').notNull().unique(),
    /**
     * The receipt's figures — file name, type, plaintext size and SHA-256 — sealed with the project key
     * (modules/bids/bid-file-facts.ts, context `bid:<id>:file`): before the opening they reveal a bidder's content.
     */
    sealedFile: text('sealed_file'),
    /**
     * The same facts in clear: only rows lodged before the figures were sealed, until the start-up pass seals them
     * (bid-facts-migration.ts) and empties these. Null on every row written since.
     */
    fileName: text('file_name'),
    mimeType: text('mime_type'),
    size: bigint('size', { mode: 'number' }),
    sha256: text('sha256'),
    /**
     * Who sealed the file (modules/bids README): 'platform' — the file as sent, sealed with the project key, and the
     * 报价 a form field; 'bidder' — the bidder's sealed file (core bid-seal/), stored as sent and sealed again with
     * the project key, the 报价 inside it. Kept per bid, so a reader never guesses it from the project.
     */
    seal: text('seal', { enum: ['platform', 'bidder'] })
      .notNull()
      .default('platform'),
    /**
     * The 报价 sealed with the project key (lib/sealed sealValue, context `bid:<id>:offer`). Null for a bidder-sealed
     * bid until its bidder decrypts it in the 开标大厅: until then the server does not know it.
     */
    sealedOffer: text('sealed_offer'),
    receivedAt: ts('received_at').notNull(),
    /** How many times the file was lodged (1 = first upload). */
    uploads: integer('uploads').notNull().default(1),
  },
  (t) => [index('bids_project_idx').on(t.projectId)],
);

/** The 开标: once per project, by whom and when. */
export const bidOpenings = pgTable('bid_openings', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id),
  openedAt: ts('opened_at').notNull(),
  openedBy: integer('opened_by')
    .notNull()
    .references(() => staffUsers.id),
  openedByName: text('opened_by_name').notNull(),
});

/**
 * The 开标记录's lines: each bid as the opening found it — the company as named then, the decrypted 报价, the
 * receipt's hash beside the hash of the decrypted bytes, and the check. Written once, in the opening's transaction.
 */
export const openedBids = pgTable(
  'opened_bids',
  {
    bidId: integer('bid_id')
      .primaryKey()
      .references(() => bids.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => bidOpenings.projectId),
    companyName: text('company_name').notNull(),
    /**
     * The receipt's figures as the opening unsealed them (the record publishes them from then on); '' and 0 when
     * they did not open (check 'unreadable').
     */
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** The decrypted 报价; null only when its sealed value failed to open (check 'unreadable'). */
    offer: numeric('offer', { precision: 18, scale: 2 }),
    openedSha256: text('opened_sha256').notNull().default(''),
    check: text('check', { enum: ['ok', 'mismatch', 'unreadable'] }).notNull(),
  },
  (t) => [index('opened_bids_project_idx').on(t.projectId)],
);
