import { describe, expect, it } from 'vitest';
import { buildSpecialtyTree, specialtyPath, specialtyWithDescendants } from './tree.ts';

const rows = [
  { id: 1, name: '给排水工程', parentId: null, sort: 1 },
  { id: 2, name: '管网工程', parentId: 1, sort: 2 },
  { id: 3, name: '水处理工艺', parentId: 1, sort: 1 },
  { id: 4, name: '管道检测', parentId: 2, sort: 0 },
  { id: 5, name: '工程造价', parentId: null, sort: 0 },
];

describe('specialty tree', () => {
  it('nests rows and orders siblings by sort', () => {
    const tree = buildSpecialtyTree(rows);
    expect(tree.map((n) => n.name)).toEqual(['工程造价', '给排水工程']);
    expect(tree[1]!.children.map((n) => n.name)).toEqual(['水处理工艺', '管网工程']);
    expect(tree[1]!.children[1]!.children[0]!.name).toBe('管道检测');
  });

  it('finds a specialty with everything below it', () => {
    expect(specialtyWithDescendants(rows, 1).sort()).toEqual([1, 2, 3, 4]);
    expect(specialtyWithDescendants(rows, 4)).toEqual([4]);
  });

  it('survives a cycle in damaged data', () => {
    const cyclic = [
      { id: 1, name: 'a', parentId: 2, sort: 0 },
      { id: 2, name: 'b', parentId: 1, sort: 0 },
    ];
    expect(specialtyWithDescendants(cyclic, 1).sort()).toEqual([1, 2]);
    expect(specialtyPath(cyclic, 1)).toBe('b/a');
  });

  it('spells the path from the root', () => {
    expect(specialtyPath(rows, 4)).toBe('给排水工程/管网工程/管道检测');
    expect(specialtyPath(rows, 99)).toBe('');
  });
});
