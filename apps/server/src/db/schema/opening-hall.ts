import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { projects } from './projects.ts';
import { staffUsers } from './staff.ts';
import { supplierIdColumn } from './suppliers.ts';
import { bids } from './tendering.ts';

/**
 * The 开标大厅 of a project (modules/opening README): started once (the primary key), its decryption window, 唱标 and
 * its close. The phase is read from these times (core `hallPhase`), so a reload and every process agree.
 */
export const openingHalls = pgTable('opening_halls', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id),
  startedAt: ts('started_at').notNull(),
  startedBy: integer('started_by')
    .notNull()
    .references(() => staffUsers.id),
  startedByName: text('started_by_name').notNull(),
  /** The end of the decryption window; the start itself under 平台加密 (the platform decrypts at the start). */
  decryptUntil: ts('decrypt_until').notNull(),
  /** 唱标: every bid decrypted, or the window passed. */
  announcedAt: ts('announced_at'),
  /** At 唱标: why the valid bids fall short of the purchase way's minimum (流标), or null. */
  failure: text('failure'),
  closedAt: ts('closed_at'),
  closedBy: integer('closed_by').references(() => staffUsers.id),
  closedByName: text('closed_by_name'),
});

/** 签到: once per company and project (a company of several 标段 signs in once). */
export const openingSignIns = pgTable(
  'opening_sign_ins',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    supplierId: supplierIdColumn(),
    signedInAt: ts('signed_in_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.supplierId] })],
);

/**
 * Each bid in a started hall: its decryption (when, how many wrong keys were tried) or its withdrawal with the reason
 * (第三十一条). Written for every bid at the start, in the start's transaction.
 */
export const openingHallBids = pgTable(
  'opening_hall_bids',
  {
    bidId: integer('bid_id')
      .primaryKey()
      .references(() => bids.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => openingHalls.projectId),
    /**
     * 投标人加密: the stored file is the bidder's sealed file, which only the bidder's key opens (the start found its
     * format); false: the platform decrypted it at the start (平台加密).
     */
    bidderSealed: boolean('bidder_sealed').notNull().default(false),
    /** Keys tried, counted before each is compared (one `UPDATE … RETURNING`); at the limit the bid is locked. */
    attempts: integer('attempts').notNull().default(0),
    decryptedAt: ts('decrypted_at'),
    withdrawnReason: text('withdrawn_reason'),
    /**
     * A bidder-sealed bid once its bidder's key opened it: the plaintext re-sealed under the project key for the
     * committee (storage key, context `hall-plain:<bid id>`), its name (from the sealed manifest), size and SHA-256,
     * and the 报价 of the manifest sealed with the project key (context `hall:<bid id>:offer`) until 唱标 publishes it.
     */
    plainStorageKey: text('plain_storage_key'),
    plainFileName: text('plain_file_name'),
    plainSize: bigint('plain_size', { mode: 'number' }),
    plainSha256: text('plain_sha256'),
    sealedOffer: text('sealed_offer'),
  },
  (t) => [index('opening_hall_bids_project_idx').on(t.projectId)],
);

/** 开标异议: raised in writing by a bidder during the hall, answered by staff on the spot. */
export const openingObjections = pgTable(
  'opening_objections',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => openingHalls.projectId),
    supplierId: supplierIdColumn(),
    content: text('content').notNull(),
    raisedAt: ts('raised_at').notNull(),
    answer: text('answer'),
    answeredAt: ts('answered_at'),
    answeredBy: integer('answered_by').references(() => staffUsers.id),
    answeredByName: text('answered_by_name'),
  },
  (t) => [
    index('opening_objections_project_idx').on(t.projectId),
    // What the close counts: the open ones of a project.
    index('opening_objections_open_idx').on(t.projectId).where(sql`${t.answer} is null`),
  ],
);

/** A bidder's word on the 开标记录, once: 确认 (by SMS code) or a disagreement with its reason. */
export const openingConfirmations = pgTable(
  'opening_confirmations',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => openingHalls.projectId),
    supplierId: supplierIdColumn(),
    verdict: text('verdict', { enum: ['confirmed', 'disagreed'] }).notNull(),
    reason: text('reason').notNull().default(''),
    at: ts('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.supplierId] })],
);
