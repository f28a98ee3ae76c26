import { hasPermission } from '@swp/core/permissions';
import { describe, expect, it } from 'vitest';
import { leaves, type RouteEntry, trailFor, visibleEntries } from './routeTable.ts';

const table: RouteEntry[] = [
  { path: 'project', title: '项目管理', permission: 'system:project' },
  { path: 'analysis', title: '统计分析', permission: 'system:analysis' },
  {
    key: 'suppler',
    title: '供应商管理',
    permission: '*',
    children: [
      { path: 'vender', title: '供应商管理', permission: 'system:suppler' },
      { path: 'blacklist', title: '黑名单', permission: 'system:suppler' },
    ],
  },
  { path: 'change-pwd', title: '修改密码', permission: '*', hideInMenu: true },
];

const checker = (perms: string[]) => (p: string | undefined) => p === undefined || hasPermission(perms, p);

describe('route table', () => {
  it('offers only permitted entries; a wildcard group shows while it keeps an entry', () => {
    const titles = (perms: string[]) =>
      visibleEntries(table, checker(perms)).map((e) => [e.title, e.children?.map((c) => c.title)]);
    expect(titles(['system:project'])).toEqual([['项目管理', undefined]]);
    expect(titles(['system:suppler', 'system:analysis'])).toEqual([
      ['统计分析', undefined],
      ['供应商管理', ['供应商管理', '黑名单']],
    ]);
  });

  it('builds the breadcrumb trail from the same table', () => {
    expect(trailFor(table, '/blacklist').map((e) => e.title)).toEqual(['供应商管理', '黑名单']);
    expect(trailFor(table, '/project/12/edit').map((e) => e.title)).toEqual(['项目管理']);
    expect(trailFor(table, '/change-pwd').map((e) => e.title)).toEqual(['修改密码']);
    expect(trailFor(table, '/nope')).toEqual([]);
  });

  it('routes the pages below a leaf and names them in the trail, with the leaf permission', () => {
    const withPages: RouteEntry[] = [
      {
        path: 'project',
        title: '项目管理',
        permission: 'system:project',
        pages: [
          { path: ':id', title: '项目详情' },
          { path: 'new', title: '新建项目' },
          { path: ':id/edit', title: '编辑项目' },
        ],
      },
    ];
    expect(leaves(withPages).map((e) => [e.path, e.permission, e.hideInMenu ?? false])).toEqual([
      ['project', 'system:project', false],
      ['project/:id', 'system:project', true],
      ['project/new', 'system:project', true],
      ['project/:id/edit', 'system:project', true],
    ]);
    const trail = (rest: string) => trailFor(withPages, rest).map((e) => [e.title, e.path, e.permission]);
    expect(trail('/project')).toEqual([['项目管理', 'project', 'system:project']]);
    expect(trail('/project/new')).toEqual([
      ['项目管理', 'project', 'system:project'],
      ['新建项目', undefined, 'system:project'],
    ]);
    expect(trail('/project/12').map(([t]) => t)).toEqual(['项目管理', '项目详情']);
    expect(trail('/project/12/edit').map(([t]) => t)).toEqual(['项目管理', '编辑项目']);
    expect(trail('/project/12/logs/x').map(([t]) => t)).toEqual(['项目管理']);
    expect(visibleEntries(withPages, () => true).map((e) => e.title)).toEqual(['项目管理']);
  });

  it('routes every leaf, menu or not', () => {
    expect(leaves(table).map((e) => e.path)).toEqual(['project', 'analysis', 'vender', 'blacklist', 'change-pwd']);
  });
});
