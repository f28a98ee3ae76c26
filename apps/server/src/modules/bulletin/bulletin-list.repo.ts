import { ANNOUNCEMENT_TYPE_LABELS, type AnnouncementType, PURCHASE_WAY_LABELS, type PurchaseWay } from '@swp/core';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements, bulletinCounts, bulletinEntries, projects } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { perDatabase } from '../../lib/per-database.ts';

export interface BulletinFilter {
  type?: AnnouncementType;
  purchaseWay?: PurchaseWay;
  keyword?: string;
}

/**
 * Which statement a filter needs: the SQL differs only by the filters present and the kind of keyword, so there
 * are at most 2 × 2 × 4 of them, each built once per database handle and then only executed.
 */
interface Shape {
  type: boolean;
  purchaseWay: boolean;
  /** short: one or two characters; multiline: holding a line break (see keywordMatch). */
  keyword: 'none' | 'short' | 'long' | 'multiline';
}

function shapeOf(filter: BulletinFilter): Shape {
  const { keyword } = filter;
  return {
    type: filter.type !== undefined,
    purchaseWay: filter.purchaseWay !== undefined,
    keyword: !keyword ? 'none' : keyword.includes('\n') ? 'multiline' : [...keyword].length > 2 ? 'long' : 'short',
  };
}

const entry = bulletinEntries;

/**
 * The keyword in the title, project name or code: case-insensitive, `%` and `_` literal — the rows ILIKE on the three
 * columns finds. The entries' text is the three, lower-cased by the same `lower()` ILIKE folds with, one per line;
 * a GIN index holds its one- and two-character pieces. The index finds the entries holding pieces of the keyword:
 * for one or two characters the keyword is itself a piece, so that is the answer; a longer one is confirmed by LIKE
 * on the text. A keyword holding a line break could span two lines, so it is also matched column by column (with
 * the announcement and project joined).
 */
function keywordMatch(kind: Shape['keyword']): SQL | undefined {
  if (kind === 'none') return undefined;
  const pattern = sql.placeholder('pattern');
  return and(
    sql`bulletin_grams(${entry.searchText}) @> bulletin_keyword_grams(lower(${sql.placeholder('keyword')}::text))`,
    kind === 'short' ? undefined : sql`${entry.searchText} like lower(${pattern}::text)`,
    kind === 'multiline'
      ? or(
          ilike(announcements.title, pattern),
          ilike(projects.projectName, pattern),
          ilike(projects.projectCode, pattern),
        )
      : undefined,
  );
}

/** `case <column> when <key> then <label> … end`: a label of core's table, so SQL and the web say the same. */
function labelOf(column: SQL, labels: Record<string | number, string>): SQL {
  const whens = Object.entries(labels).map(([key, label]) => sql`when ${key} then ${label}`);
  return sql`(case ${column}::text ${sql.join(whens, sql` `)} end)`;
}

/** A timestamp as Date#toISOString() writes it (UTC, milliseconds), or null. */
const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One row of the page as the API answers it (core bulletinRowOutput), built by PostgreSQL from the announcement `a`
 * and its project `p`: the page leaves the database as one JSON text, so the server neither parses rows nor
 * re-encodes them (on a cache miss that work, not the query, was most of the cost). The in-memory search
 * keeps each row as this text too (bulletin-index.repo.ts).
 */
export const bulletinRowJson = sql`json_build_object(
  'id', a.id,
  'title', a.title,
  'type', a.type,
  'typeLabel', ${labelOf(sql`a.type`, ANNOUNCEMENT_TYPE_LABELS)},
  'projectName', p.project_name,
  'projectCode', p.project_code,
  'purchaseWay', p.purchase_way,
  'purchaseWayLabel', coalesce(${labelOf(sql`p.purchase_way`, PURCHASE_WAY_LABELS)}, ''),
  'publishedAt', ${isoTime(sql`a.published_at`)},
  'enrollEndTime', ${isoTime(sql`p.enroll_end_time`)},
  'openTime', ${isoTime(sql`p.open_time`)}
)`;

/**
 * One page of published announcements, newest first, and the number matching, in ONE statement (one round trip)
 * answering the page as JSON text `{ list, total, page, pageSize }` (core bulletinPageOutput). Everything but the
 * page's own rows reads the 公告栏's tables (migration 0006): without a keyword the total is a sum of
 * bulletin_counts and the page walks an index of bulletin_entries backwards, stopping after `pageSize` entries;
 * with one, the matching entries (`hits`) are found once and PostgreSQL keeps them for both (a CTE used twice is
 * materialized). Only the page's ids are joined to their announcement and project. Prepared: the SQL is built once
 * and PostgreSQL plans it once per connection, instead of both on every request.
 */
function prepareList(db: Db, shape: Shape) {
  const where = and(
    shape.type ? eq(entry.type, sql.placeholder('type')) : undefined,
    shape.purchaseWay ? eq(entry.purchaseWay, sql.placeholder('purchaseWay')) : undefined,
    keywordMatch(shape.keyword),
  );
  const { ctes, matching, pageIds } =
    shape.keyword === 'none' ? plainCtes(db, where, shape) : keywordCtes(db, where, shape);
  const list = sql`coalesce((
    select json_agg(${bulletinRowJson} order by a.published_at desc, a.id desc)
    from ${pageIds}
    join ${announcements} a on a.id = ${pageIds.announcementId}
    join ${projects} p on p.id = a.project_id
  ), '[]'::json)`;
  return db
    .with(...ctes)
    .select({
      body: sql<string>`json_build_object(
        'list', ${list},
        'total', ${matching.n},
        'page', ${sql.placeholder('page')}::int,
        'pageSize', ${sql.placeholder('limit')}::int
      )::text`,
    })
    .from(matching)
    .prepare(`bulletin_list_${+shape.type}${+shape.purchaseWay}_${shape.keyword}`);
}

const idColumns = { announcementId: entry.announcementId, publishedAt: entry.publishedAt };
export const newestFirst = [desc(entry.publishedAt), desc(entry.announcementId)];

/**
 * Without a keyword: the total is the sum of the matching bulletin_counts (kept by a trigger, at most twenty rows),
 * and the page walks the entries' published_at index (or the type's, or the way's) backwards.
 */
function plainCtes(db: Db, where: SQL | undefined, shape: Shape) {
  const counted = and(
    shape.type ? eq(bulletinCounts.type, sql.placeholder('type')) : undefined,
    shape.purchaseWay ? eq(bulletinCounts.purchaseWay, sql.placeholder('purchaseWay')) : undefined,
  );
  const matching = db.$with('matching').as(
    db
      .select({ n: sql<number>`coalesce(sum(${bulletinCounts.n}), 0)`.as('n') })
      .from(bulletinCounts)
      .where(counted),
  );
  const pageIds = db.$with('page_ids').as(
    db
      .select(idColumns)
      .from(entry)
      .where(where)
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  return { ctes: [matching, pageIds], matching, pageIds };
}

/** With a keyword: the matching entries once, then their count and the page of them. */
function keywordCtes(db: Db, where: SQL | undefined, shape: Shape) {
  const select = db.select(idColumns).from(entry).$dynamic();
  const hits = db
    .$with('hits')
    .as(
      (shape.keyword === 'multiline'
        ? select
            .innerJoin(announcements, eq(announcements.id, entry.announcementId))
            .innerJoin(projects, eq(projects.id, announcements.projectId))
        : select
      ).where(where),
    );
  const matching = db.$with('matching').as(db.select({ n: count().as('n') }).from(hits));
  const pageIds = db
    .$with('page_ids')
    .as(
      db
        .select({ announcementId: hits.announcementId, publishedAt: hits.publishedAt })
        .from(hits)
        .orderBy(desc(hits.publishedAt), desc(hits.announcementId))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
  return { ctes: [hits, matching, pageIds], matching, pageIds };
}

type PreparedList = ReturnType<typeof prepareList>;
const statementsOf = perDatabase(() => new Map<string, PreparedList>());

function preparedList(db: Db, shape: Shape): PreparedList {
  const key = JSON.stringify(shape);
  const statements = statementsOf(db);
  let statement = statements.get(key);
  if (!statement) {
    statement = prepareList(db, shape);
    statements.set(key, statement);
  }
  return statement;
}

/** One page of the 公告栏 with the total matching the filter, as the JSON text of core bulletinPageOutput. */
export async function listPublishedJson(
  db: Db,
  filter: BulletinFilter,
  page: { page: number; pageSize: number },
): Promise<string> {
  const [row] = await preparedList(db, shapeOf(filter)).execute({
    type: filter.type,
    purchaseWay: filter.purchaseWay,
    keyword: filter.keyword,
    pattern: filter.keyword === undefined ? undefined : containsPattern(filter.keyword),
    page: page.page,
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
  return row!.body;
}
