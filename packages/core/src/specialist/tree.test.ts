import { describe, expect, it } from 'vitest';
import { specialtyPath } from './tree.ts';

const rows = [
  { id: 1, name: '给排水工程', parentId: null, sort: 1 },
  { id: 2, name: '管网工程', parentId: 1, sort: 2 },
  { id: 4, name: '管道检测', parentId: 2, sort: 0 },
];

describe('specialty path', () => {
  it('spells the path from the root, as the import template does', () => {
    expect(specialtyPath(rows, 4)).toBe('给排水工程/管网工程/管道检测');
    expect(specialtyPath(rows, 99)).toBe('');
  });
});
