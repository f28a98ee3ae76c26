import { ErrorCode } from '@swp/core';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions } from '../../../test/factories.ts';
import { auditLogs, departments } from '../../db/schema/index.ts';
import { AppError, notFound, ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { departmentTreeRepo } from '../departments/departments.repo.ts';
import { createNode, moveNode, removeNode, renameNode, type TreeKind } from './tree.service.ts';

/**
 * The shared tree service on its own, with a kind of its own wording over the departments table: what both 机构
 * and 专业类别 get from it (their own tests check their wording through the API).
 */
const used = new Set<number>();
const kind: TreeKind = {
  target: 'tree-test',
  repo: departmentTreeRepo,
  refusals: {
    notFound: () => notFound('节点不存在'),
    parentMissing: () => ruleBroken('上级节点不存在'),
    duplicateName: (name) => ruleBroken(`同级已有“${name}”`),
    underItself: () => ruleBroken('不能移到自身或下级'),
    hasChildren: () => ruleBroken('还有下级'),
  },
  stillUsed: async (_tx, id) => (used.has(id) ? ruleBroken('仍在使用') : undefined),
};
const principal: Principal = {
  role: 'staff',
  userId: 1,
  sessionId: 0,
  name: '测试',
  account: 'admin',
  perms: [],
  mustChangePassword: false,
};
const meta = { ip: '127.0.0.1' };

const { t } = useTestApp();

let seq = 0;
const unique = (label: string) => `${label}${Date.now().toString(36)}${seq++}`;
const create = async (parentId: number | null = null, name = unique('节点'), sort?: number) =>
  (await createNode(t.app.deps, kind, principal, { name, parentId, sort }, meta)).id;
const row = async (id: number) => (await t.db.select().from(departments).where(eq(departments.id, id)))[0];
const childIds = async (parentId: number) =>
  (await departmentTreeRepo.list(t.db)).filter((r) => r.parentId === parentId).map((r) => r.id);

/** The refusal, with neither a tree row nor an audit line written. */
async function refused(change: () => Promise<unknown>, msg: string, code: number = ErrorCode.RULE) {
  const counts = async () => ({
    rows: (await t.db.select({ n: count() }).from(departments))[0]!.n,
    audit: (await t.db.select({ n: count() }).from(auditLogs).where(eq(auditLogs.targetType, 'tree-test')))[0]!.n,
  });
  const before = await counts();
  const error = await change().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect({ code: (error as AppError).code, msg: (error as AppError).message }).toEqual({ code, msg });
  expect(await counts()).toEqual(before);
}

describe('shared tree service', () => {
  it('creates last among siblings unless given a position, names unique among siblings only', async () => {
    const parent = await create();
    const a = await create(parent, '甲');
    const b = await create(parent, '乙');
    expect([(await row(a))!.sort, (await row(b))!.sort]).toEqual([1, 2]);
    const first = await create(parent, '丙', 0);
    expect(await childIds(parent)).toEqual([first, a, b]);
    await refused(() => create(parent, '甲'), '同级已有“甲”');
    await refused(() => create(999999, '丁'), '上级节点不存在');
    await create(a, '甲');
    expect(await auditActions(t.db, 'tree-test', a)).toEqual(['tree-test.create']);
  });

  it('renames, refusing a sibling’s name and an unknown node', async () => {
    const parent = await create();
    const a = await create(parent, '甲');
    await create(parent, '乙');
    await refused(() => renameNode(t.app.deps, kind, principal, { id: a, name: '乙' }, meta), '同级已有“乙”');
    await refused(() => renameNode(t.app.deps, kind, principal, { id: 999999, name: '戊' }, meta), '节点不存在', 1002);
    await renameNode(t.app.deps, kind, principal, { id: a, name: '甲一' }, meta);
    expect((await row(a))!.name).toBe('甲一');
  });

  it('moves a branch, never under itself or below it, keeping or ending its position as the parent says', async () => {
    const top = await create();
    const middle = await create(top);
    const bottom = await create(middle);
    const move = (id: number, parentId: number | null, sort?: number) =>
      moveNode(t.app.deps, kind, principal, { id, parentId, sort }, meta);
    for (const target of [top, middle, bottom]) await refused(() => move(top, target), '不能移到自身或下级');

    const other = await create();
    const sibling = await create(other, unique('旧'));
    await move(middle, other);
    expect(await childIds(other)).toEqual([sibling, middle]);
    expect((await row(bottom))!.parentId).toBe(middle);
    const sortBefore = (await row(middle))!.sort;
    await move(middle, other);
    expect((await row(middle))!.sort).toBe(sortBefore);
    await move(middle, other, 0);
    expect(await childIds(other)).toEqual([middle, sibling]);
    await move(middle, null);
    expect((await row(middle))!.parentId).toBeNull();
    const [audit] = await t.db
      .select({ detail: auditLogs.detail })
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'tree-test'), eq(auditLogs.action, 'tree-test.move')))
      .limit(1);
    expect(audit!.detail).toEqual({ fromParentId: top, toParentId: other, sort: 2 });
  });

  it('deletes only a leaf the kind says nothing refers to, children first', async () => {
    const parent = await create();
    const child = await create(parent);
    used.add(child);
    used.add(parent);
    const remove = (id: number) => removeNode(t.app.deps, kind, principal, { id }, meta);
    await refused(() => remove(parent), '还有下级');
    await refused(() => remove(child), '仍在使用');
    used.delete(child);
    await remove(child);
    expect(await row(child)).toBeUndefined();
    expect(await auditActions(t.db, 'tree-test', child)).toEqual(['tree-test.create', 'tree-test.delete']);
    await refused(() => remove(child), '节点不存在', 1002);
  });

  it('lets only one of two crossing moves through, so no cycle is ever built', async () => {
    const a = await create();
    const b = await create();
    const outcomes = await Promise.allSettled([
      moveNode(t.app.deps, kind, principal, { id: a, parentId: b }, meta),
      moveNode(t.app.deps, kind, principal, { id: b, parentId: a }, meta),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const parents = [(await row(a))!.parentId, (await row(b))!.parentId];
    expect(parents.filter((p) => p !== null)).toHaveLength(1);
  });
});
