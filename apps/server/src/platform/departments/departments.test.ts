import { type DepartmentNode, departmentApi, ErrorCode, projectApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions, createStaff } from '../../../test/factories.ts';
import { createDepartment, projectCounts, projectForm, rootDepartmentId } from '../../../test/project-factories.ts';
import { departments, staffUsers } from '../../db/schema/index.ts';

let admin: string;
const { t, api } = useTestApp();
beforeAll(async () => {
  admin = await api.staffToken();
});

const create = (body: unknown, token = admin) => api.post<{ id: number }>(departmentApi.create.path, body, { token });
const rule = (msg: string) => ({ code: ErrorCode.RULE, msg });

async function tree(token = admin) {
  const reply = await api.get<DepartmentNode[]>(departmentApi.tree.path, { token });
  expect(reply.body.code).toBe(0);
  return reply.body.data!;
}

function findNode(nodes: DepartmentNode[], id: number): DepartmentNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const below = findNode(n.children, id);
    if (below) return below;
  }
  return undefined;
}

describe('department tree', () => {
  it('is readable by any signed-in staff user, nested and ordered', async () => {
    const plain = await createStaff(t.db);
    const nodes = await tree(await api.staffToken(plain.username, plain.password));
    const root = nodes.find((n) => n.name === '水务集团')!;
    expect(root.parentId).toBeNull();
    expect(root.children.map((c) => c.name).slice(0, 3)).toEqual(['采购管理部', '工程管理部', '财务部']);
    expect(root.children[0]).toMatchObject({ enabled: true, children: [] });
  });

  it('creates a department last among its siblings, trims the name and audits it', async () => {
    const parentId = await rootDepartmentId(t.db);
    const reply = await create({ name: '  客户服务部 ', parentId });
    expect(reply.body.code).toBe(0);
    const id = reply.body.data!.id;
    const root = findNode(await tree(), parentId)!;
    expect(root.children.at(-1)).toMatchObject({ id, name: '客户服务部', parentId });
    expect(await auditActions(t.db, 'department', id)).toEqual(['department.create']);
  });

  it('creates a top-level department when no parent is given', async () => {
    const reply = await create({ name: '独立子公司' });
    expect(reply.body.code).toBe(0);
    expect((await tree()).some((n) => n.id === reply.body.data!.id && n.parentId === null)).toBe(true);
  });

  it('refuses bad input and a duplicate sibling name, writing nothing', async () => {
    const parent = await createDepartment(t.db);
    await createDepartment(t.db, { name: '综合科', parentId: parent.id });
    const before = await projectCounts(t.db);
    expect((await create({ parentId: parent.id })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '请输入机构名称',
    });
    expect((await create({ name: '  ', parentId: parent.id })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '请输入机构名称',
    });
    expect((await create({ name: '部'.repeat(51) })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '机构名称不能超过50个字符',
    });
    expect((await create({ name: '综合科', parentId: parent.id })).body).toEqual(rule('同级机构中已存在同名机构'));
    expect((await create({ name: '新部门', parentId: 999999 })).body).toEqual(rule('上级机构不存在'));
    expect(await projectCounts(t.db)).toEqual(before);
    // The same name under another parent is fine.
    expect((await create({ name: '综合科', parentId: await rootDepartmentId(t.db) })).body.code).toBe(0);
  });

  it('renames, refusing a name a sibling has', async () => {
    const parent = await createDepartment(t.db);
    const a = await createDepartment(t.db, { name: '甲科', parentId: parent.id });
    await createDepartment(t.db, { name: '乙科', parentId: parent.id });
    expect((await api.post(departmentApi.rename.path, { id: a.id, name: '乙科' }, { token: admin })).body).toEqual(
      rule('同级机构中已存在同名机构'),
    );
    expect((await api.post(departmentApi.rename.path, { id: a.id, name: '丙科' }, { token: admin })).body.code).toBe(0);
    expect(findNode(await tree(), a.id)!.name).toBe('丙科');
    expect((await api.post(departmentApi.rename.path, { id: 999999, name: 'x' }, { token: admin })).body).toEqual({
      code: ErrorCode.NOT_FOUND,
      msg: '机构不存在',
    });
    expect(await auditActions(t.db, 'department', a.id)).toEqual(['department.rename']);
  });

  it('moves under a new parent, never under itself or a descendant', async () => {
    const top = await createDepartment(t.db);
    const middle = await createDepartment(t.db, { parentId: top.id });
    const bottom = await createDepartment(t.db, { parentId: middle.id });
    const other = await createDepartment(t.db);
    const move = (id: number, parentId: number | null) =>
      api.post(departmentApi.move.path, { id, parentId }, { token: admin });

    const before = await projectCounts(t.db);
    for (const target of [top.id, middle.id, bottom.id]) {
      expect((await move(top.id, target)).body).toEqual(rule('不能移动到自身或其下级机构'));
    }
    expect(await projectCounts(t.db)).toEqual(before);
    const [row] = await t.db.select().from(departments).where(eq(departments.id, top.id));
    expect(row!.parentId).toBe(await rootDepartmentId(t.db));

    expect((await move(middle.id, other.id)).body.code).toBe(0);
    const moved = findNode(await tree(), other.id)!;
    expect(moved.children.map((c) => c.id)).toEqual([middle.id]);
    expect(moved.children[0]!.children.map((c) => c.id)).toEqual([bottom.id]);
    expect((await move(middle.id, null)).body.code).toBe(0);
    expect(await auditActions(t.db, 'department', middle.id)).toEqual(['department.move', 'department.move']);
  });

  it('refuses a move that would give two siblings one name', async () => {
    const a = await createDepartment(t.db);
    const b = await createDepartment(t.db);
    await createDepartment(t.db, { name: '同名科', parentId: a.id });
    const mover = await createDepartment(t.db, { name: '同名科', parentId: b.id });
    expect((await api.post(departmentApi.move.path, { id: mover.id, parentId: a.id }, { token: admin })).body).toEqual(
      rule('同级机构中已存在同名机构'),
    );
  });

  it('disables and enables, and a disabled department cannot be chosen for a new project', async () => {
    const dept = await createDepartment(t.db);
    const off = await api.post(departmentApi.setEnabled.path, { id: dept.id, enabled: false }, { token: admin });
    expect(off.body.code).toBe(0);
    expect(findNode(await tree(), dept.id)!.enabled).toBe(false);
    const form = projectForm({ needDeptId: dept.id, manageDeptId: dept.id });
    expect((await api.post(projectApi.create.path, form, { token: admin })).body).toEqual(rule('请选择有效的需求部门'));
    await api.post(departmentApi.setEnabled.path, { id: dept.id, enabled: true }, { token: admin });
    expect(findNode(await tree(), dept.id)!.enabled).toBe(true);
    expect(await auditActions(t.db, 'department', dept.id)).toEqual(['department.disable', 'department.enable']);
  });

  it('deletes only a department nothing refers to', async () => {
    const del = (id: number) => api.post(departmentApi.delete.path, { id }, { token: admin });
    const parent = await createDepartment(t.db);
    const child = await createDepartment(t.db, { parentId: parent.id });
    const withStaff = await createDepartment(t.db);
    const user = await createStaff(t.db);
    await t.db.update(staffUsers).set({ deptId: withStaff.id }).where(eq(staffUsers.id, user.id));
    const withProject = await createDepartment(t.db);
    const created = await api.post(
      projectApi.create.path,
      projectForm({ needDeptId: withProject.id, manageDeptId: withProject.id }),
      { token: admin },
    );
    expect(created.body.code).toBe(0);

    const before = await projectCounts(t.db);
    expect((await del(parent.id)).body).toEqual(rule('该机构下还有子机构，不能删除'));
    expect((await del(withStaff.id)).body).toEqual(rule('该机构下还有人员，不能删除'));
    expect((await del(withProject.id)).body).toEqual(rule('该机构下还有项目，不能删除'));
    expect(await projectCounts(t.db)).toEqual(before);

    expect((await del(child.id)).body.code).toBe(0);
    expect((await del(parent.id)).body.code).toBe(0);
    expect(findNode(await tree(), parent.id)).toBeUndefined();
    expect(await auditActions(t.db, 'department', parent.id)).toEqual(['department.delete']);
  });
});

describe('department permissions', () => {
  it('refuses changes without 机构管理 (403) but lets the tree be read', async () => {
    const buyer = await api.buyerToken();
    const dept = await createDepartment(t.db);
    for (const [path, body] of [
      [departmentApi.create.path, { name: '无权部门' }],
      [departmentApi.rename.path, { id: dept.id, name: '无权' }],
      [departmentApi.move.path, { id: dept.id, parentId: null }],
      [departmentApi.setEnabled.path, { id: dept.id, enabled: false }],
      [departmentApi.delete.path, { id: dept.id }],
    ] as const) {
      const reply = await api.post(path, body, { token: buyer });
      expect(reply.status, path).toBe(403);
    }
    expect((await tree(buyer)).length).toBeGreaterThan(0);
  });
});
