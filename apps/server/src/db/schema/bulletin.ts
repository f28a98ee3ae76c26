import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { announcements } from './announcements.ts';

/**
 * The 公告栏's own index of published announcements: one narrow row each, with what the public list filters, orders
 * and searches by, so a search or a count reads a few pages instead of every announcement (each row of which carries
 * its HTML) and its project. Kept by the database itself (triggers of migration 0006) whoever writes an announcement
 * or renames a project; never written by code. bulletin-list.repo.ts explains the search.
 */
export const bulletinEntries = pgTable(
  'bulletin_entries',
  {
    announcementId: integer('announcement_id')
      .primaryKey()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    type: text('type').notNull(),
    purchaseWay: smallint('purchase_way').notNull(),
    /** The title, project name and project code, lower-cased, one per line. */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('bulletin_entries_order_idx').on(t.publishedAt, t.announcementId),
    index('bulletin_entries_type_idx').on(t.type, t.publishedAt, t.announcementId),
    index('bulletin_entries_way_idx').on(t.purchaseWay, t.publishedAt, t.announcementId),
    // The one- and two-character pieces of the text. fastupdate off: a new row goes into the index at once, not into
    // a pending list every search would read through (publishing is rare, searching is not).
    index('bulletin_entries_search_idx').using('gin', sql`bulletin_grams(${t.searchText})`).with({ fastupdate: false }),
  ],
);

/**
 * How many entries there are per announcement type and purchase way, kept by a trigger on bulletin_entries: the
 * 公告栏's total without a keyword is a sum of at most twenty numbers instead of a count of every entry.
 */
export const bulletinCounts = pgTable(
  'bulletin_counts',
  {
    type: text('type').notNull(),
    purchaseWay: smallint('purchase_way').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.purchaseWay] })],
);

/**
 * One row: the number of changes ever made to what the 公告栏 list shows (a row of bulletin_entries, or the dates of
 * a project with published announcements), raised in the same transaction as each change by the triggers of
 * migration 0013. A statement that reads it sees the version of exactly the rows it sees: each server's in-memory
 * search (bulletin-index-store.ts) reads it on every request, so it never answers from a copy older than the database.
 */
export const bulletinVersion = pgTable(
  'bulletin_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [check('bulletin_version_one_row', sql`${t.id} = 1`)],
);
