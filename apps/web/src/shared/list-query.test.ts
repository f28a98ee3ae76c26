import { describe, expect, it } from 'vitest';
import { param, readPage, urlPagination, writeListQuery } from './list-query.ts';

describe('a list state in the URL', () => {
  it('reads known values and drops malformed ones', () => {
    const params = new URLSearchParams('page=3&pageSize=x&status=nope&day=2026-02-30x&keyword=%20泵站%20');
    expect(readPage(params)).toEqual({ page: 3, pageSize: 10 });
    expect(param.oneOf(['pending', 'approved'], params.get('status'))).toBeUndefined();
    expect(param.oneOf(['pending', 'approved'], 'approved')).toBe('approved');
    expect(param.day(params.get('day'))).toBeUndefined();
    expect(param.text(params.get('keyword'))).toBe('泵站');
    expect(param.number('12a')).toBeUndefined();
  });

  it('writes only what differs from the defaults, so the first page of an unfiltered list is a bare path', () => {
    expect(writeListQuery({ page: 1, pageSize: 10, keyword: '', status: undefined }).toString()).toBe('');
    expect(writeListQuery({ page: 2, pageSize: 20, keyword: '泵站', paused: false }).toString()).toBe(
      'page=2&pageSize=20&keyword=%E6%B3%B5%E7%AB%99&paused=false',
    );
  });

  it('goes back to page 1 when the page size changes, keeping the filters', () => {
    const applied: unknown[] = [];
    const pagination = urlPagination({ page: 4, pageSize: 10, keyword: 'a' }, 95, (next) => applied.push(next));
    pagination.onChange?.(5, 10);
    pagination.onChange?.(5, 50);
    expect(applied).toEqual([
      { page: 5, pageSize: 10, keyword: 'a' },
      { page: 1, pageSize: 50, keyword: 'a' },
    ]);
    expect(pagination.total).toBe(95);
  });
});
