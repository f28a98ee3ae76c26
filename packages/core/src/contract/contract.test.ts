import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from './all.ts';

describe('the API contract', () => {
  it('declares each method and path once', () => {
    const keys = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('gives every endpoint an /api path, a Chinese summary and tag, and one kind of answer and body', () => {
    for (const e of ALL_ENDPOINTS) {
      const name = `${e.method} ${e.path}`;
      expect(e.path, name).toMatch(/^\/api\//);
      expect(e.summary, name).toMatch(/\p{Script=Han}/u);
      expect(e.tag, name).toMatch(/\p{Script=Han}/u);
      expect(e.file && e.output, name).toBeFalsy();
      expect(e.multipart && e.input, name).toBeFalsy();
      if (e.multipart) expect(e.method, name).toBe('POST');
    }
  });

  it('says the real rule of every public endpoint whose service decides by the caller', () => {
    const unexplained = ALL_ENDPOINTS.filter((e) => 'public' in e.access && e.access.identify && !e.accessNote);
    expect(unexplained.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });
});
