import { ErrorCode, Permission, type SpecialtyTreeNode, specialtyApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions, createSpecialist, createStaff } from '../../../test/factories.ts';
import { poolCounts, specialistManagerToken, tokenWithout, withDemoExperts } from '../../../test/kits/specialists.ts';
import { extractions, specialistSpecialties, specialties } from '../../db/schema/index.ts';

let token: string;
const { t, api } = useTestApp();
beforeAll(async () => {
  await withDemoExperts(t);
  token = await specialistManagerToken(t.db, api);
});

async function create(name: string, parentId?: number | null) {
  const reply = await api.post<{ id: number }>(specialtyApi.create.path, { name, parentId }, { token });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!.id;
}

async function tree(withToken = token) {
  const reply = await api.get<SpecialtyTreeNode[]>(specialtyApi.tree.path, { token: withToken });
  expect(reply.body.code).toBe(0);
  return reply.body.data!;
}

const find = (nodes: SpecialtyTreeNode[], id: number): SpecialtyTreeNode | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inside = find(n.children, id);
    if (inside) return inside;
  }
  return undefined;
};

/** Expects the refusal and that no row changed. */
async function expectRefused(path: string, body: unknown, code: number, msg: string) {
  const before = await poolCounts(t.db);
  const reply = await api.post(path, body, { token });
  expect(reply.body).toEqual({ code, msg });
  expect(await poolCounts(t.db)).toEqual(before);
}

describe('专业类别 tree', () => {
  it('creates top-level and child specialties, nests them and audits each', async () => {
    const water = await create('城市供水');
    const pipes = await create('泵站工程', water);
    const treatment = await create('水质检测', String(water) as unknown as number);
    const node = find(await tree(), water)!;
    expect(node.children.map((c) => [c.id, c.name, c.parentId])).toEqual([
      [pipes, '泵站工程', water],
      [treatment, '水质检测', water],
    ]);
    expect(await auditActions(t.db, 'specialty', pipes)).toEqual(['specialty.create']);
  });

  it('lets any staff user read the tree, but only 专家管理 change it', async () => {
    const outsider = await tokenWithout(t.db, api, Permission.specialist);
    expect(Array.isArray(await tree(outsider))).toBe(true);
    const refused = await api.post(specialtyApi.create.path, { name: '越权' }, { token: outsider });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 403, msg: '没有权限执行此操作' });
    const vender = await api.post<{ token: string }>('/api/suppler/supplerLogin', {
      account: 'gongyingshang',
      password: 'Vender@2026',
    });
    expect((await api.get(specialtyApi.tree.path, { token: vender.body.data!.token })).status).toBe(401);
  });

  it.each([
    [{}, '请输入专业类别名称'],
    [{ name: '   ' }, '请输入专业类别名称'],
    [{ name: '专'.repeat(51) }, '专业类别名称不能超过50个字符'],
    [{ name: '法务', parentId: 'abc' }, '上级专业类别格式不正确'],
    [{ name: '法务', parentId: -1 }, '上级专业类别不正确'],
  ])('refuses %j with “%s”', async (body, msg) => {
    await expectRefused(specialtyApi.create.path, body, ErrorCode.INVALID_INPUT, msg);
  });

  it('refuses a duplicate name among siblings, and a parent that does not exist', async () => {
    const root = await create('智慧水务');
    await create('仪表', root);
    await expectRefused(
      specialtyApi.create.path,
      { name: '仪表', parentId: root },
      ErrorCode.RULE,
      '同一级下已有名为“仪表”的专业类别',
    );
    await expectRefused(
      specialtyApi.create.path,
      { name: '智慧水务' },
      ErrorCode.RULE,
      '同一级下已有名为“智慧水务”的专业类别',
    );
    await expectRefused(
      specialtyApi.create.path,
      { name: '仪表', parentId: 999999 },
      ErrorCode.NOT_FOUND,
      '上级专业类别不存在',
    );
    // The same name under another parent is fine.
    await create('仪表', await create('泵站设备'));
  });

  it('renames, refusing a sibling’s name', async () => {
    const root = await create('造价咨询');
    const a = await create('土建造价', root);
    await create('安装造价', root);
    await expectRefused(
      specialtyApi.rename.path,
      { id: a, name: '安装造价' },
      ErrorCode.RULE,
      '同一级下已有名为“安装造价”的专业类别',
    );
    expect((await api.post(specialtyApi.rename.path, { id: a, name: '市政造价' }, { token })).body.code).toBe(0);
    expect(find(await tree(), a)!.name).toBe('市政造价');
    expect(await auditActions(t.db, 'specialty', a)).toEqual(['specialty.create', 'specialty.rename']);
    await expectRefused(specialtyApi.rename.path, { id: 999999, name: 'x' }, ErrorCode.NOT_FOUND, '专业类别不存在');
  });

  it('moves a branch, never under itself or its own descendant', async () => {
    const top = await create('审计监督');
    const child = await create('内部审计', top);
    const grandchild = await create('工程审计', child);
    await expectRefused(
      specialtyApi.move.path,
      { id: top, parentId: grandchild },
      ErrorCode.RULE,
      '不能移动到自身或其下级专业类别之下',
    );
    await expectRefused(
      specialtyApi.move.path,
      { id: top, parentId: top },
      ErrorCode.RULE,
      '不能移动到自身或其下级专业类别之下',
    );

    const reply = await api.post(specialtyApi.move.path, { id: grandchild, parentId: null }, { token });
    expect(reply.body.code).toBe(0);
    const moved = find(await tree(), grandchild)!;
    expect(moved.parentId).toBeNull();
    expect(find(await tree(), child)!.children).toEqual([]);
    expect(await auditActions(t.db, 'specialty', grandchild)).toEqual(['specialty.create', 'specialty.move']);
  });

  it('orders siblings by the position a move gives', async () => {
    const parent = await create('管理类');
    const first = await create('合同管理', parent);
    const second = await create('招标管理', parent);
    expect(
      (await api.post(specialtyApi.move.path, { id: second, parentId: parent, sort: 0 }, { token })).body.code,
    ).toBe(0);
    expect(find(await tree(), parent)!.children.map((c) => c.id)).toEqual([second, first]);
  });

  it('deletes only an unused leaf', async () => {
    const parent = await create('法务');
    const child = await create('合同法', parent);
    await expectRefused(specialtyApi.delete.path, { id: parent }, ErrorCode.RULE, '请先删除下级专业类别');

    const expert = await createSpecialist(t.db);
    await t.db.insert(specialistSpecialties).values({ specialistId: expert.id, specialtyId: child });
    expect(find(await tree(), child)!.expertCount).toBe(1);
    await expectRefused(specialtyApi.delete.path, { id: child }, ErrorCode.RULE, '已有1位专家属于该专业类别，不能删除');
    await t.db.delete(specialistSpecialties).where(eq(specialistSpecialties.specialtyId, child));

    const staff = await createStaff(t.db);
    const [draw] = await t.db
      .insert(extractions)
      .values({
        kind: 'external',
        taskName: '测试任务',
        request: { includeSpecialties: [], excludeSpecialties: [String(child)] },
        createdBy: staff.id,
        createdAt: new Date(),
      })
      .returning();
    await expectRefused(
      specialtyApi.delete.path,
      { id: child },
      ErrorCode.RULE,
      '该专业类别已用作专家抽取条件，不能删除',
    );
    await t.db
      .update(extractions)
      .set({ request: { excludeSpecialties: [] } })
      .where(eq(extractions.id, draw!.id));

    expect((await api.post(specialtyApi.delete.path, { id: child }, { token })).body).toEqual({
      code: 0,
      msg: '操作成功',
    });
    expect(await t.db.select().from(specialties).where(eq(specialties.id, child))).toEqual([]);
    expect(await auditActions(t.db, 'specialty', child)).toEqual(['specialty.create', 'specialty.delete']);
    expect((await api.post(specialtyApi.delete.path, { id: parent }, { token })).body.code).toBe(0);
  });
});
