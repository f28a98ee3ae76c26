/**
 * The 公告栏's search in memory: every published entry (bulletin_entries: type, purchase way and the lower-cased
 * title, project name and code, one per line), newest first, with the positions of the entries holding each one- and
 * two-character piece of their text. A keyword's candidates are the entries in the lists of all its pieces, and a
 * substring test confirms them, which is the meaning the SQL search has (bulletin-list.repo.ts): the entries whose
 * text contains the keyword. Finding a page this way costs microseconds where PostgreSQL's search costs ~0.75 ms of CPU. Each
 * entry also keeps its row as the API answers it. Whether the copy is current is the store's business
 * (bulletin-index-store.ts): it asks the database on every request.
 *
 * Pieces are UTF-16 code units, not characters: the index and the lookup cut the same way, and the substring test
 * decides, so a character outside the BMP costs only precision.
 */
import type { BulletinFilter } from './bulletin-list.repo.ts';

/** One entry as loaded, in the list's order (published_at desc, announcement_id desc). */
export interface IndexedEntry {
  announcementId: number;
  type: string;
  purchaseWay: number;
  /** The title, project name and project code, lower-cased by PostgreSQL, one per line. */
  searchText: string;
  /** The entry's row as the API answers it (JSON text of core bulletinRowOutput). */
  rowJson: string;
}

export interface IndexedPage {
  total: number;
  /** The page's entries, newest first. */
  entries: IndexedEntry[];
}

/**
 * Whether the index means what the SQL search means for this keyword:
 * - a keyword holding a line break could run from one column into the next in the joined text; SQL matches it column
 *   by column instead;
 * - the text was lower-cased by PostgreSQL and the keyword here would be by JavaScript: they agree on ASCII and on
 *   characters without case (Chinese, digits, punctuation), but may not on others (İ, ß, Σ …), whose lower case
 *   depends on the database's locale.
 */
export function indexCanSearch(keyword: string | undefined): boolean {
  if (!keyword) return true;
  for (const char of keyword) {
    if (char === '\n') return false;
    if (char > '\x7f' && (char.toLowerCase() !== char || char.toUpperCase() !== char)) return false;
  }
  return true;
}

export class BulletinIndex {
  private readonly postings = new Map<string, number[]>();

  private constructor(
    /** bulletin_version when the entries were read (text: PostgreSQL's bigint). */
    readonly version: string,
    private readonly entries: readonly IndexedEntry[],
  ) {
    entries.forEach((entry, position) => {
      const text = entry.searchText;
      for (let i = 0; i < text.length; i++) {
        this.post(text[i]!, position);
        if (i + 1 < text.length) this.post(text.slice(i, i + 2), position);
      }
    });
  }

  static build(version: string, entries: readonly IndexedEntry[]): BulletinIndex {
    return new BulletinIndex(version, entries);
  }

  get size(): number {
    return this.entries.length;
  }

  /** Positions ascend as entries are added in order; an entry holding a piece twice is listed once. */
  private post(piece: string, position: number): void {
    const list = this.postings.get(piece);
    if (!list) this.postings.set(piece, [position]);
    else if (list[list.length - 1] !== position) list.push(position);
  }

  /**
   * The entries matching the filter, counted, and those from `offset` (at most `limit`). The keyword must pass
   * indexCanSearch.
   */
  find(filter: BulletinFilter, offset: number, limit: number): IndexedPage {
    const keyword = filter.keyword ? filter.keyword.toLowerCase() : undefined;
    const candidates = keyword ? this.candidatesOf(keyword) : undefined;
    const page: IndexedEntry[] = [];
    let total = 0;
    const consider = (position: number) => {
      const entry = this.entries[position]!;
      if (filter.type !== undefined && entry.type !== filter.type) return;
      if (filter.purchaseWay !== undefined && entry.purchaseWay !== filter.purchaseWay) return;
      // A list of the keyword itself (one or two units) holds exactly the matches; a longer one is confirmed.
      if (keyword && keyword.length > 2 && !entry.searchText.includes(keyword)) return;
      if (total >= offset && page.length < limit) page.push(entry);
      total++;
    };
    if (candidates) for (const position of candidates) consider(position);
    else if (filter.type === undefined && filter.purchaseWay === undefined && !keyword) {
      total = this.entries.length;
      page.push(...this.entries.slice(offset, offset + limit));
    } else for (let p = 0; p < this.entries.length; p++) consider(p);
    return { total, entries: page };
  }

  /**
   * Every entry holding the keyword is in the list of each of its pieces: the keyword itself when it is one or two
   * units long, else each of its two-unit pieces, whose lists are intersected (a walk of the shortest, each other list
   * followed by a pointer, as all ascend). The substring test then only confirms the order of the pieces.
   */
  private candidatesOf(keyword: string): readonly number[] {
    if (keyword.length <= 2) return this.postings.get(keyword) ?? [];
    const lists: (readonly number[])[] = [];
    for (let i = 0; i + 1 < keyword.length; i++) {
      const list = this.postings.get(keyword.slice(i, i + 2));
      if (!list) return [];
      lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    const [shortest, ...others] = lists as [readonly number[], ...(readonly number[])[]];
    const pointers = others.map(() => 0);
    const candidates: number[] = [];
    walk: for (const position of shortest) {
      for (let k = 0; k < others.length; k++) {
        const list = others[k]!;
        let p = pointers[k]!;
        while (p < list.length && list[p]! < position) p++;
        pointers[k] = p;
        if (p === list.length) break walk;
        if (list[p] !== position) continue walk;
      }
      candidates.push(position);
    }
    return candidates;
  }
}
