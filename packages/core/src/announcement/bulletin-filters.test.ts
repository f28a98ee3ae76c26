import { describe, expect, it } from 'vitest';
import { BULLETIN_PAGE_SIZE, bulletinListParams } from './bulletin-filters.ts';

const read = (search: string) => bulletinListParams(new URLSearchParams(search));

describe('the 公告栏 request read from its address', () => {
  it('reads the filters the page writes (?type=&way=&q=&page=)', () => {
    expect(read('type=correction&way=3&q=水厂&page=2')).toEqual({
      page: 2,
      pageSize: BULLETIN_PAGE_SIZE,
      type: 'correction',
      purchaseWay: 3,
      keyword: '水厂',
    });
  });

  it('leaves out what is not a filter: an unknown type or way, no keyword; a page below 1 or not a number is 1', () => {
    for (const search of ['', 'type=all&way=9', 'type=TENDER&way=', 'page=0', 'page=-3', 'page=abc']) {
      expect(read(search), search).toEqual({
        page: 1,
        pageSize: BULLETIN_PAGE_SIZE,
        type: undefined,
        purchaseWay: undefined,
        keyword: undefined,
      });
    }
  });

  it('passes on what the route itself must refuse (a fractional page, an over-long keyword), as the page sends it', () => {
    expect(read('page=1.5').page).toBe(1.5);
    expect(read(`q=${'长'.repeat(101)}`).keyword).toHaveLength(101);
  });
});
