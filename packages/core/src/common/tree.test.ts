import { describe, expect, it } from 'vitest';
import { buildTree, pathFromRoot, selfAndDescendants } from './tree.ts';

const rows = [
  { id: 1, name: '给排水工程', parentId: null, sort: 1 },
  { id: 2, name: '管网工程', parentId: 1, sort: 2 },
  { id: 3, name: '水处理工艺', parentId: 1, sort: 1 },
  { id: 4, name: '管道检测', parentId: 2, sort: 0 },
  { id: 5, name: '工程造价', parentId: null, sort: 0 },
];
const cyclic = [
  { id: 1, name: 'a', parentId: 2, sort: 0 },
  { id: 2, name: 'b', parentId: 1, sort: 0 },
];

describe('tree of flat rows', () => {
  it('nests rows, orders siblings by sort then id, and keeps each row’s own fields', () => {
    const tree = buildTree([...rows, { id: 6, name: '同序', parentId: null, sort: 0 }]);
    expect(tree.map((n) => n.name)).toEqual(['工程造价', '同序', '给排水工程']);
    expect(tree[2]!.children.map((n) => n.name)).toEqual(['水处理工艺', '管网工程']);
    expect(tree[2]!.children[1]!.children).toEqual([{ id: 4, name: '管道检测', parentId: 2, sort: 0, children: [] }]);
  });

  it('shows a row whose parent is missing as a root', () => {
    expect(buildTree([{ id: 7, parentId: 99, sort: 0 }]).map((n) => n.id)).toEqual([7]);
  });

  it('finds a node with everything below it', () => {
    expect(selfAndDescendants(rows, 1).sort()).toEqual([1, 2, 3, 4]);
    expect(selfAndDescendants(rows, 4)).toEqual([4]);
    expect(selfAndDescendants(rows, 99)).toEqual([99]);
  });

  it('walks from the root down to a node', () => {
    expect(pathFromRoot(rows, 4).map((r) => r.name)).toEqual(['给排水工程', '管网工程', '管道检测']);
    expect(pathFromRoot(rows, 99)).toEqual([]);
  });

  it('survives a cycle in damaged data', () => {
    expect(selfAndDescendants(cyclic, 1).sort()).toEqual([1, 2]);
    expect(pathFromRoot(cyclic, 1).map((r) => r.name)).toEqual(['b', 'a']);
    // In a cycle every row has a parent that exists, so none is a root.
    expect(buildTree(cyclic)).toEqual([]);
  });
});
