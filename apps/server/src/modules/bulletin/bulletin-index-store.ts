/**
 * Each app's copy of the 公告栏 list, searched in memory (bulletin-index.ts), and the proof that it is current.
 *
 * The copy is never trusted: every request reads bulletin_version (migration 0013), which every change to what the
 * list shows raises in its own transaction. When it equals the version the copy was loaded at (in the snapshot of the
 * load), the database shows what the copy holds, so the page found in memory is the page the SQL search would answer
 * at that moment. When it differs, whoever changed the rows (this server, another one, a script), the copy is loaded
 * again (one load at a time, shared by the requests waiting) and checked again; if the rows moved once more meanwhile,
 * the SQL search answers (bulletin-list.repo.ts). So an answer is never older than the database at the time of the
 * request, and this is not a cache: nothing is served past a change.
 *
 * Why this does not break "nothing shared lives in process memory": the copy is a derived index of public data,
 * checked against the database on every read, never written to and never the source of truth.
 */
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../lib/per-database.ts';
import { loadEntries, readVersion } from './bulletin-index.repo.ts';
import { BulletinIndex, indexCanSearch } from './bulletin-index.ts';
import type { BulletinFilter } from './bulletin-list.repo.ts';

export interface PageRequest {
  page: number;
  pageSize: number;
}

class BulletinIndexStore {
  private index?: BulletinIndex;
  private loading?: Promise<BulletinIndex>;

  constructor(private readonly db: Db) {}

  /**
   * The page as the JSON text of core bulletinPageOutput, or undefined when the SQL search must answer: a keyword
   * the index cannot mean the same by, or entries changing under two reads in a row.
   */
  async pageJson(filter: BulletinFilter, page: PageRequest): Promise<string | undefined> {
    if (!indexCanSearch(filter.keyword)) return undefined;
    const index = this.index ?? (await this.load());
    const version = await readVersion(this.db);
    if (version === index.version) return pageOf(index, filter, page);
    const reloaded = await this.load(version);
    return (await readVersion(this.db)) === reloaded.version ? pageOf(reloaded, filter, page) : undefined;
  }

  /**
   * The entries loaded anew, unless a load under way (or done) already reached `atLeast`. Requests arriving while one
   * runs share it. A failed load is not kept: the next request tries again.
   */
  private load(atLeast?: string): Promise<BulletinIndex> {
    if (this.index && atLeast !== undefined && BigInt(this.index.version) >= BigInt(atLeast)) {
      return Promise.resolve(this.index);
    }
    this.loading ??= loadEntries(this.db)
      .then(({ version, entries }) => {
        const index = BulletinIndex.build(version, entries);
        if (!this.index || BigInt(version) > BigInt(this.index.version)) this.index = index;
        return index;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}

/** The page found in a copy already proven current, as the JSON text of core bulletinPageOutput. */
function pageOf(index: BulletinIndex, filter: BulletinFilter, { page, pageSize }: PageRequest): string {
  const found = index.find(filter, (page - 1) * pageSize, pageSize);
  const list = `[${found.entries.map((entry) => entry.rowJson).join(',')}]`;
  return `{"list":${list},"total":${found.total},"page":${page},"pageSize":${pageSize}}`;
}

const storeOf = perDatabase((db) => new BulletinIndexStore(db));

/** The page from the in-memory search, or undefined when the SQL search must answer (see BulletinIndexStore). */
export function indexedPageJson(db: Db, filter: BulletinFilter, page: PageRequest): Promise<string | undefined> {
  return storeOf(db).pageJson(filter, page);
}
