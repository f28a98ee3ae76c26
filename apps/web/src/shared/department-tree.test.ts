import type { DepartmentNode } from '@swp/core/department/schema';
import { describe, expect, it } from 'vitest';
import { departmentOptions, findDepartment, flattenDepartments } from './department-tree.ts';

const node = (id: number, name: string, enabled = true, children: DepartmentNode[] = []): DepartmentNode => ({
  id,
  name,
  parentId: null,
  sort: id,
  enabled,
  children,
});

const tree = [
  node(1, '水务集团', true, [
    node(2, '采购管理部'),
    node(3, '老工程部', false, [node(5, '管网所')]),
    node(4, '撤销的科室', false),
  ]),
];

const titles = (options: ReturnType<typeof departmentOptions>): unknown[] =>
  options.map((o) => (o.children.length ? [o.title, o.disabled ?? false, titles(o.children)] : o.title));

describe('department options', () => {
  it('offers enabled departments; a disabled one stays only as a greyed path to enabled children', () => {
    expect(titles(departmentOptions(tree))).toEqual([
      ['水务集团', false, ['采购管理部', ['老工程部（已停用）', true, ['管网所']]]],
    ]);
  });

  it('keeps the disabled department a record already has, selectable', () => {
    const options = departmentOptions(tree, { keep: [4] });
    expect(options[0]?.children.map((o) => [o.title, o.disabled ?? false])).toContainEqual([
      '撤销的科室（已停用）',
      false,
    ]);
  });

  it('offers everything but the moved department and its subtree as a new parent', () => {
    expect(titles(departmentOptions(tree, { all: true, exclude: 3 }))).toEqual([
      ['水务集团', false, ['采购管理部', '撤销的科室（已停用）']],
    ]);
  });

  it('flattens depth first and finds by id', () => {
    expect(flattenDepartments(tree).map((d) => d.id)).toEqual([1, 2, 3, 5, 4]);
    expect(findDepartment(tree, 5)?.name).toBe('管网所');
  });
});
