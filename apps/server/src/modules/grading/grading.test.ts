import {
  ErrorCode,
  type GradingDetail,
  type GradingListRow,
  type GradingOption,
  gradingApi,
  type Page,
  Permission,
} from '@swp/core';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions, createStaff } from '../../../test/factories.ts';
import { tenderProject } from '../../../test/kits/enrolments.ts';
import { standardInput } from '../../../test/kits/grading.ts';
import { gradingItems, gradingStandards, projects } from '../../db/schema/index.ts';

const { t, api } = useTestApp();
/** 评分标准管理 only. */
let token: string;
let projectToken: string;
let neitherToken: string;
beforeAll(async () => {
  const tokenOf = async (perms: string[]) => {
    const staff = await createStaff(t.db, { perms });
    return api.staffToken(staff.username, staff.password);
  };
  token = await tokenOf([Permission.grading]);
  projectToken = await tokenOf([Permission.project]);
  neitherToken = await tokenOf([Permission.template]);
});

const create = (body: unknown) => api.post<GradingDetail>(gradingApi.create.path, body, { token });
const update = (body: unknown) => api.post<GradingDetail>(gradingApi.update.path, body, { token });
const detail = (id: number) => api.get<GradingDetail>(gradingApi.detail.path, { token, query: { id } });
const list = (query: object) => api.get<Page<GradingListRow>>(gradingApi.list.path, { token, query });
const standardCount = async () => (await t.db.select({ n: count() }).from(gradingStandards))[0]!.n;

async function created(name?: string) {
  const reply = await create(standardInput(name));
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!;
}

/** Makes a project choose the standard, so that it is 使用中. */
async function use(standardId: number) {
  const project = await tenderProject(t);
  await t.db.update(projects).set({ gradingStandardId: standardId }).where(eq(projects.id, project.id));
}

describe('creating and reading 评分标准', () => {
  it('creates a standard with its items in order, two-decimal max points, and logs it', async () => {
    const data = await created('供水管网工程综合评分法');
    expect(data).toMatchObject({
      name: '供水管网工程综合评分法',
      priceFormula: 'lowest',
      priceFormulaLabel: '低价优先法',
      preliminaryCount: 2,
      scoredCount: 3,
      usedBy: 0,
      copiedFromId: null,
      copiedFromName: null,
    });
    expect(data.items.map((i) => [i.group, i.name, i.maxScore])).toEqual([
      ['qualification', '营业执照及资质', null],
      ['compliance', '投标函签章', null],
      ['business', '类似业绩', '20.00'],
      ['technical', '施工组织设计', '50.00'],
      ['price', '投标报价', '30.00'],
    ]);
    expect((await detail(data.id)).body.data).toEqual(data);
    expect(await auditActions(t.db, 'grading', data.id)).toEqual(['grading.create']);
  });

  it.each([
    [
      { items: standardInput().items.map((i) => (i.group === 'technical' ? { ...i, maxScore: '45.5' } : i)) },
      '评分项分值合计须为100分，当前为95.5分',
    ],
    [
      { items: standardInput().items.map((i) => (i.group === 'business' ? { ...i, group: 'price' } : i)) },
      '价格评审项只能有一项，当前为2项',
    ],
    [
      { items: standardInput().items.map((i) => (i.group === 'price' ? { ...i, maxScore: '29.999' } : i)) },
      '分值须为大于0且不超过100的数，最多两位小数',
    ],
    [
      { items: standardInput().items.map((i) => (i.group === 'business' ? { ...i, description: '' } : i)) },
      '请填写商务评审项「类似业绩」的评分说明',
    ],
    [
      { items: standardInput().items.filter((i) => i.maxScore !== undefined) },
      '请至少添加一项初步评审（资格性或符合性审查）项',
    ],
    [{ name: '' }, '请输入评分标准名称'],
    [{ priceFormula: 'average' }, '请选择价格分计算方法'],
  ])('refuses %j with its message and writes nothing', async (change, msg) => {
    const before = await standardCount();
    expect((await create({ ...standardInput(), ...change })).body).toEqual({ code: ErrorCode.INVALID_INPUT, msg });
    expect(await standardCount()).toBe(before);
  });

  it('answers 评分标准不存在 for an unknown id', async () => {
    const missing = { code: ErrorCode.NOT_FOUND, msg: '评分标准不存在' };
    expect((await detail(999_999)).body).toEqual(missing);
    expect((await update({ ...standardInput(), id: 999_999 })).body).toEqual(missing);
    expect((await api.post(gradingApi.copy.path, { id: 999_999 }, { token })).body).toEqual(missing);
    expect((await api.post(gradingApi.delete.path, { id: 999_999 }, { token })).body).toEqual(missing);
  });

  it('lists by name and by 使用中 / 未使用, with how many projects use each', async () => {
    const tag = `筛选${Date.now()}`;
    const used = await created(`${tag}甲`);
    const unused = await created(`${tag}乙`);
    await use(used.id);
    await use(used.id);
    const all = (await list({ keyword: tag })).body.data!;
    expect(all.total).toBe(2);
    expect(Object.fromEntries(all.list.map((r) => [r.name, r.usedBy]))).toEqual({ [used.name]: 2, [unused.name]: 0 });
    expect((await list({ keyword: tag, used: 'used' })).body.data!.list.map((r) => r.id)).toEqual([used.id]);
    expect((await list({ keyword: tag, used: 'unused' })).body.data!.list.map((r) => r.id)).toEqual([unused.id]);
    expect((await list({ used: 'sometimes' })).body.code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('editing, copying and deleting', () => {
  it('edits an unused standard, replacing its items in one go', async () => {
    const data = await created();
    const items = [
      ...standardInput().items.filter((i) => i.group !== 'technical'),
      { group: 'technical', name: '施工方案', maxScore: '30', description: '合理可行得30分' },
      { group: 'technical', name: '质量保证措施', maxScore: '20', description: '措施完善得20分' },
    ];
    const reply = await update({ ...standardInput('改名后的标准'), priceFormula: 'fixed', id: data.id, items });
    expect(reply.body.code, reply.body.msg).toBe(0);
    expect(reply.body.data).toMatchObject({ name: '改名后的标准', priceFormulaLabel: '固定价格分', scoredCount: 4 });
    const rows = await t.db.select().from(gradingItems).where(eq(gradingItems.standardId, data.id));
    expect(rows.map((r) => r.name).sort()).toEqual(items.map((i) => i.name).sort());
    expect(await auditActions(t.db, 'grading', data.id)).toEqual(['grading.create', 'grading.update']);
  });

  it('refuses to edit or delete a standard a project uses, and changes nothing', async () => {
    const data = await created();
    await use(data.id);
    const inUse = { code: ErrorCode.RULE, msg: '该评分标准已被项目使用，不能修改，请复制后修改' };
    expect((await update({ ...standardInput('偷偷改名'), id: data.id })).body).toEqual(inUse);
    expect((await api.post(gradingApi.delete.path, { id: data.id }, { token })).body).toEqual(inUse);
    expect((await detail(data.id)).body.data).toEqual({ ...data, usedBy: 1 });
    expect(await auditActions(t.db, 'grading', data.id)).toEqual(['grading.create']);
  });

  it('copies a used standard into an editable 「（副本）」 that remembers its source', async () => {
    const data = await created('工程施工类综合评分法（2026版）');
    await use(data.id);
    const reply = await api.post<GradingDetail>(gradingApi.copy.path, { id: data.id }, { token });
    expect(reply.body.code, reply.body.msg).toBe(0);
    const copy = reply.body.data!;
    expect(copy).toMatchObject({
      name: '工程施工类综合评分法（2026版）（副本）',
      usedBy: 0,
      copiedFromId: data.id,
      copiedFromName: data.name,
    });
    expect(copy.items.map(({ id: _id, ...i }) => i)).toEqual(data.items.map(({ id: _id, ...i }) => i));
    expect((await update({ ...standardInput('复制后修改'), id: copy.id })).body.code).toBe(0);
    expect(await auditActions(t.db, 'grading', copy.id)).toEqual(['grading.copy', 'grading.update']);
  });

  it('keeps a copy of a 100-character name within the limit', async () => {
    const data = await created('标'.repeat(100));
    const copy = (await api.post<GradingDetail>(gradingApi.copy.path, { id: data.id }, { token })).body.data!;
    expect(copy.name).toBe(`${'标'.repeat(96)}（副本）`);
  });

  it('deletes an unused standard with its items', async () => {
    const data = await created();
    expect((await api.post(gradingApi.delete.path, { id: data.id }, { token })).body.code).toBe(0);
    expect((await detail(data.id)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect(await t.db.select().from(gradingItems).where(eq(gradingItems.standardId, data.id))).toEqual([]);
    expect(await auditActions(t.db, 'grading', data.id)).toEqual(['grading.create', 'grading.delete']);
  });
});

describe('who may call 评分标准管理', () => {
  it('answers 403 to staff without 评分标准管理 on every management route, 401 without a token', async () => {
    const data = await created();
    for (const who of [projectToken, neitherToken]) {
      expect((await api.get(gradingApi.list.path, { token: who })).status).toBe(403);
      expect((await api.get(gradingApi.detail.path, { token: who, query: { id: data.id } })).status).toBe(403);
      for (const [path, body] of [
        [gradingApi.create.path, standardInput()],
        [gradingApi.update.path, { ...standardInput(), id: data.id }],
        [gradingApi.copy.path, { id: data.id }],
        [gradingApi.delete.path, { id: data.id }],
      ] as const) {
        const reply = await api.post(path, body, { token: who });
        expect(reply.status).toBe(403);
        expect(reply.body.code).toBe(ErrorCode.FORBIDDEN);
      }
    }
    expect((await api.get(gradingApi.list.path)).status).toBe(401);
    expect((await detail(data.id)).body.data!.name).toBe(data.name);
  });

  it('gives the project form its options with 项目管理 or 评分标准管理, and 403 with neither', async () => {
    const data = await created(`选项${Date.now()}`);
    for (const who of [token, projectToken]) {
      const reply = await api.get<GradingOption[]>(gradingApi.options.path, { token: who });
      expect(reply.body.code).toBe(0);
      expect(reply.body.data).toContainEqual({ id: data.id, name: data.name, usedBy: 0 });
    }
    const refused = await api.get(gradingApi.options.path, { token: neitherToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: ErrorCode.FORBIDDEN, msg: '没有权限执行此操作' });
  });
});
