import { describe, expect, it } from 'vitest';
import { withQuery } from './url.ts';

describe('withQuery', () => {
  it('leaves out empty filters (undefined, null, empty string) and encodes the rest', () => {
    expect(withQuery('/api/x', { page: 1, type: undefined, q: '', way: null, keyword: '水厂 & 管网' })).toBe(
      '/api/x?page=1&keyword=%E6%B0%B4%E5%8E%82+%26+%E7%AE%A1%E7%BD%91',
    );
  });

  it('keeps false and 0, which are filters too', () => {
    expect(withQuery('/api/x', { external: false, specialtyId: 0 })).toBe('/api/x?external=false&specialtyId=0');
  });

  it('answers the bare path when nothing is set', () => {
    expect(withQuery('/api/x', {})).toBe('/api/x');
    expect(withQuery('/api/x', { keyword: '' })).toBe('/api/x');
  });
});
