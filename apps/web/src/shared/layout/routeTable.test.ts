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

  it('routes every leaf, menu or not', () => {
    expect(leaves(table).map((e) => e.path)).toEqual(['project', 'analysis', 'vender', 'blacklist', 'change-pwd']);
  });
});
