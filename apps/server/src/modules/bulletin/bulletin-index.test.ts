import { describe, expect, it } from 'vitest';
import { BulletinIndex, type IndexedEntry, indexCanSearch } from './bulletin-index.ts';

const entry = (announcementId: number, type: string, purchaseWay: number, searchText: string): IndexedEntry => ({
  announcementId,
  type,
  purchaseWay,
  searchText,
  rowJson: JSON.stringify({ id: announcementId }),
});

/** Entries newest first, as loaded. */
const entries: IndexedEntry[] = [
  entry(9, 'tender', 3, '城东区泵站设备采购招标公告\n城东区泵站设备采购\nsw-2026-009'),
  entry(8, 'correction', 3, '泵站更正公告\n城西泵站\nsw-2026-008'),
  entry(7, 'tender', 1, '智能水表采购\n水表100%更换\nsw-2026-007'),
  entry(6, 'failure', 1, '站泵流标公告\n站泵\nsw-2026-006'),
  entry(5, 'tender', 2, '阀门 abc tender\n阀门采购\nsw\\2026\\005'),
  entry(4, 'tender', 3, '题目以甲结尾甲\n乙方工程\nsw-2026-004'),
];
const index = BulletinIndex.build('42', entries);
const idsOf = (page: { total: number; entries: IndexedEntry[] }) => ({
  total: page.total,
  ids: page.entries.map((e) => e.announcementId),
});

/** What a plain scan means by the filter: the reference the index must agree with. */
function scan(filter: { keyword?: string; type?: string; purchaseWay?: number }) {
  return entries
    .filter((e) => !filter.keyword || e.searchText.includes(filter.keyword.toLowerCase()))
    .filter((e) => filter.type === undefined || e.type === filter.type)
    .filter((e) => filter.purchaseWay === undefined || e.purchaseWay === filter.purchaseWay)
    .map((e) => e.announcementId);
}

describe('BulletinIndex', () => {
  it('finds what a scan finds, for every keyword length, filter and page', () => {
    const keywords = [
      undefined,
      '泵',
      '泵站',
      '站泵',
      '城东区泵站',
      '采购',
      '100%',
      '%',
      '_',
      '\\2026\\',
      'ABC',
      'zz',
      '甲乙',
    ];
    let nonEmpty = 0;
    for (const keyword of keywords) {
      for (const type of [undefined, 'tender', 'failure'] as const) {
        for (const purchaseWay of [undefined, 1, 3] as const) {
          const filter = { keyword, type, purchaseWay };
          const expected = scan(filter);
          if (expected.length > 0) nonEmpty++;
          for (const [offset, limit] of [
            [0, 10],
            [0, 2],
            [2, 2],
            [5, 10],
          ] as const) {
            const label = JSON.stringify({ ...filter, offset, limit });
            expect(idsOf(index.find(filter, offset, limit)), label).toEqual({
              total: expected.length,
              ids: expected.slice(offset, offset + limit),
            });
          }
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(20);
  });

  it('does not match across the lines of one entry, nor count an entry twice', () => {
    expect(idsOf(index.find({ keyword: '甲乙' }, 0, 10))).toEqual({ total: 0, ids: [] });
    expect(idsOf(index.find({ keyword: '甲' }, 0, 10))).toEqual({ total: 1, ids: [4] });
    expect(idsOf(index.find({ keyword: '泵站' }, 0, 10))).toEqual({ total: 2, ids: [9, 8] });
  });

  it('keeps its version and answers an empty bulletin', () => {
    expect(index.version).toBe('42');
    expect(index.size).toBe(6);
    const empty = BulletinIndex.build('0', []);
    expect(idsOf(empty.find({}, 0, 10))).toEqual({ total: 0, ids: [] });
    expect(idsOf(empty.find({ keyword: '泵站', type: 'tender' }, 0, 10))).toEqual({ total: 0, ids: [] });
  });
});

describe('indexCanSearch', () => {
  it('takes ASCII and characters without case, and leaves line breaks and other cased letters to SQL', () => {
    for (const keyword of [undefined, '', '泵站', 'ABC-123', '１００％', '（二期）', '\\%_']) {
      expect(indexCanSearch(keyword), JSON.stringify(keyword)).toBe(true);
    }
    for (const keyword of ['甲\n乙', 'İstanbul', 'straße', 'ΣΑ', 'Ａ', 'é']) {
      expect(indexCanSearch(keyword), JSON.stringify(keyword)).toBe(false);
    }
  });
});
