import { ErrorCode, formatProjectCode, type ProjectDetail, projectApi, shanghaiParts } from '@swp/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions, staffTokenWith } from '../../../test/factories.ts';
import {
  createDepartment,
  type FormDepartments,
  forceProjectState,
  projectCounts,
  projectForm,
  readProject,
} from '../../../test/project-factories.ts';
import { departments } from '../../db/schema/index.ts';

let buyer: string;
let dept: FormDepartments;
const { t, api } = useTestApp();
beforeAll(async () => {
  buyer = await api.buyerToken();
  const need = await createDepartment(t.db, { name: '生产运营部' });
  const manage = await createDepartment(t.db, { name: '采购中心' });
  dept = { needDeptId: need.id, manageDeptId: manage.id };
});

type Created = { id: number; projectCode: string };
const create = (body: unknown, token = buyer) => api.post<Created>(projectApi.create.path, body, { token });
const detail = async (id: number) =>
  (await api.get<ProjectDetail>(projectApi.detail.path, { token: buyer, query: { id } })).body;
const thisYear = () => shanghaiParts(t.clock.now().getTime()).year;

describe('create', () => {
  it('creates a draft with a generated code and its sections, and shows it in detail', async () => {
    const reply = await create(projectForm(dept, { projectName: '城东管网改造工程', budget: '1,000,000' }));
    expect(reply.body.code, reply.body.msg).toBe(0);
    const { id, projectCode } = reply.body.data!;
    expect(projectCode).toMatch(new RegExp(`^SW-${thisYear()}-\\d{4}$`));
    const d = (await detail(id)).data!;
    expect(d).toMatchObject({
      id,
      projectCode,
      projectName: '城东管网改造工程',
      purchaseWay: 1,
      purchaseWayLabel: '询价采购',
      status: 'draft',
      statusLabel: '草稿',
      paused: false,
      needDeptName: '生产运营部',
      manageDeptName: '采购中心',
      budget: '1000000.00',
      purchaseName: '某某水务集团有限公司',
      totalInvestment: '1200000',
      other: '',
      createdByName: '李采购',
      retenderOf: null,
      retenderedAs: null,
      enrollTime: null,
      actions: ['submit', 'edit', 'publishFailure'],
    });
    expect(d.sections.map((s) => [s.name, s.budget])).toEqual([
      ['第一标段', '600000.00'],
      ['第二标段', '399999.50'],
    ]);
    expect(await auditActions(t.db, 'project', id)).toEqual(['project.create']);
  });

  it('keeps a typed code and refuses it a second time', async () => {
    const first = await create(projectForm(dept, { projectCode: 'ZB-2026-001' }));
    expect(first.body.data!.projectCode).toBe('ZB-2026-001');
    const before = await projectCounts(t.db);
    expect((await create(projectForm(dept, { projectCode: 'ZB-2026-001' }))).body).toEqual({
      code: ErrorCode.RULE,
      msg: '项目编号已存在',
    });
    expect(await projectCounts(t.db)).toEqual(before);
  });

  it('lets only one of two concurrent creates have the same typed code', async () => {
    const replies = await Promise.all([1, 2].map(() => create(projectForm(dept, { projectCode: 'RACE-1' }))));
    expect(replies.map((r) => r.body.msg).sort()).toEqual(['操作成功', '项目编号已存在']);
  });

  it('generates sequential, unique codes, also for concurrent creates, skipping a code typed by hand', async () => {
    const first = (await create(projectForm(dept))).body.data!;
    const next = Number(first.projectCode.slice(-4)) + 1;
    // Someone typed the next generated code by hand: the generator must step over it.
    const typed = formatProjectCode(thisYear(), next);
    expect((await create(projectForm(dept, { projectCode: typed }))).body.code).toBe(0);
    const replies = await Promise.all(Array.from({ length: 5 }, () => create(projectForm(dept))));
    const codes = replies.map((r) => r.body.data!.projectCode).sort();
    expect(codes).toEqual(Array.from({ length: 5 }, (_, i) => formatProjectCode(thisYear(), next + 1 + i)));
  });

  it('refuses each invalid field with its Chinese message, writing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ projectName: undefined }, '请输入项目名称'],
      [{ projectName: '   ' }, '请输入项目名称'],
      [{ projectName: '项'.repeat(201) }, '项目名称不能超过200个字符'],
      [{ projectCode: 'SW 1' }, '项目编号不能包含空格'],
      [{ projectCode: 'X'.repeat(51) }, '项目编号不能超过50个字符'],
      [{ needDeptId: undefined }, '请选择需求部门'],
      [{ manageDeptId: 'abc' }, '请选择管理部门'],
      [{ purchaseWay: 7 }, '采购方式须为询价采购、竞争性谈判采购、公开招标、邀请招标之一'],
      [{ purchaseWay: undefined }, '请选择采购方式'],
      [{ purchaseName: '' }, '请输入采购人'],
      [{ categoryCn: undefined }, '请输入项目类别'],
      [{ qualificationReq: 'x'.repeat(5001) }, '投标人资格要求不能超过5000个字符'],
      [{ budget: undefined }, '请输入预算金额'],
      [{ budget: '-1' }, '预算金额须为不小于0的金额（元），最多两位小数'],
      [{ budget: '1.234' }, '预算金额须为不小于0的金额（元），最多两位小数'],
      [{ budget: 'abc' }, '预算金额须为不小于0的金额（元），最多两位小数'],
      [{ budget: '1'.repeat(17) }, '预算金额须为不小于0的金额（元），最多两位小数'],
      [
        {
          sections: [
            { name: '一标段', budget: '1' },
            { name: '一标段', budget: '1' },
          ],
        },
        '标段名称不能重复',
      ],
      [{ sections: [{ name: '一标段', budget: '2000000' }] }, '各标段预算之和不能超过项目预算金额'],
      [{ sections: [{ name: '', budget: '1' }] }, '请输入标段名称'],
    ];
    const before = await projectCounts(t.db);
    for (const [change, msg] of cases) {
      const reply = await create({ ...projectForm(dept), ...change });
      expect(reply.body, msg).toEqual({ code: ErrorCode.INVALID_INPUT, msg });
    }
    expect(await projectCounts(t.db)).toEqual(before);
  });

  it('refuses a department that does not exist or is disabled', async () => {
    const disabled = await createDepartment(t.db, { enabled: false });
    const before = await projectCounts(t.db);
    expect((await create(projectForm({ ...dept, needDeptId: 999999 }))).body).toEqual({
      code: ErrorCode.RULE,
      msg: '请选择有效的需求部门',
    });
    expect((await create(projectForm({ ...dept, manageDeptId: disabled.id }))).body).toEqual({
      code: ErrorCode.RULE,
      msg: '请选择有效的管理部门',
    });
    expect(await projectCounts(t.db)).toEqual(before);
  });
});

describe('edit', () => {
  it('replaces fields and sections in draft and approved, logging what changed', async () => {
    const { id, projectCode } = (await create(projectForm(dept))).body.data!;
    const edited = {
      ...projectForm(dept, {
        projectName: '改名后的项目',
        budget: '800000',
        sections: [{ name: '唯一标段', budget: '800000' }],
      }),
      id,
    };
    const reply = await api.post<Created>(projectApi.update.path, edited, { token: buyer });
    expect(reply.body).toEqual({ code: 0, msg: '操作成功', data: { id, projectCode } });
    const d = (await detail(id)).data!;
    expect(d).toMatchObject({ projectName: '改名后的项目', budget: '800000.00', projectCode });
    expect(d.sections.map((s) => s.name)).toEqual(['唯一标段']);

    await forceProjectState(t.db, id, { status: 'approved' });
    const renamed = await api.post(projectApi.update.path, { ...edited, projectCode: 'NEW-CODE-1' }, { token: buyer });
    expect(renamed.body.code).toBe(0);
    expect((await readProject(t.db, id))!.projectCode).toBe('NEW-CODE-1');
    expect(await auditActions(t.db, 'project', id)).toEqual(['project.create', 'project.update', 'project.update']);
    const logs = await api.get<{ list: { detail: { changed: string[] } }[] }>(projectApi.logs.path, {
      token: buyer,
      query: { id },
    });
    expect(logs.body.data!.list[1]!.detail.changed).toEqual(['projectName', 'budget', 'sections']);
    expect(logs.body.data!.list[0]!.detail.changed).toEqual(['projectCode']);
  });

  it('carries the 开标地点 (openAddress): shown in detail, kept by an edit that omits it, cleared by an empty one', async () => {
    const form = projectForm(dept, { openAddress: ' 线上开标大厅 ' });
    const { id } = (await create(form)).body.data!;
    expect((await detail(id)).data).toMatchObject({ openAddress: '线上开标大厅', address: '城东片区' });
    // A caller written before the field existed sends the rest of the form unchanged.
    const { openAddress: _, ...older } = form;
    expect((await api.post(projectApi.update.path, { ...older, id }, { token: buyer })).body.code).toBe(0);
    expect((await detail(id)).data!.openAddress).toBe('线上开标大厅');
    const moved = await api.post(
      projectApi.update.path,
      { ...older, id, openAddress: '集团本部三楼开标室' },
      { token: buyer },
    );
    expect(moved.body.code).toBe(0);
    expect((await detail(id)).data!.openAddress).toBe('集团本部三楼开标室');
    expect(
      (await api.post(projectApi.update.path, { ...older, id, openAddress: '' }, { token: buyer })).body.code,
    ).toBe(0);
    expect((await detail(id)).data!.openAddress).toBe('');
    const logs = await api.get<{ list: { detail: { changed: string[] } }[] }>(projectApi.logs.path, {
      token: buyer,
      query: { id },
    });
    expect(logs.body.data!.list.map((l) => l.detail.changed)).toEqual([
      ['openAddress'],
      ['openAddress'],
      [],
      undefined,
    ]);

    const long = await api.post(
      projectApi.update.path,
      { ...older, id, openAddress: '室'.repeat(201) },
      { token: buyer },
    );
    expect(long.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '开标地点不能超过200个字符' });
    expect((await detail(id)).data!.openAddress).toBe('');
  });

  it('carries the 加密方式 (encryptMode): its purchase way’s default from 采购参数, kept or changed by an edit', async () => {
    const tender = (await create(projectForm(dept, { purchaseWay: 3 }))).body.data!;
    const inquiry = (await create(projectForm(dept, { purchaseWay: 1 }))).body.data!;
    const form = projectForm(dept, { purchaseWay: 4 });
    const chosen = (await create({ ...form, encryptMode: 'platform' })).body.data!;
    expect((await detail(tender.id)).data!.encryptMode).toBe('bidder');
    expect((await detail(inquiry.id)).data!.encryptMode).toBe('platform');
    expect((await detail(chosen.id)).data!.encryptMode).toBe('platform');

    const edit = (changes: Record<string, unknown>) =>
      api.post(projectApi.update.path, { ...form, id: chosen.id, ...changes }, { token: buyer });
    // Omitted, with the purchase way unchanged: kept.
    expect((await edit({})).body.code).toBe(0);
    expect((await detail(chosen.id)).data!.encryptMode).toBe('platform');
    expect((await edit({ encryptMode: 'bidder' })).body.code).toBe(0);
    expect((await detail(chosen.id)).data!.encryptMode).toBe('bidder');
    // Omitted while the purchase way changes: the new way's default.
    expect((await edit({ purchaseWay: 2 })).body.code).toBe(0);
    expect((await detail(chosen.id)).data!.encryptMode).toBe('platform');
    expect((await edit({ purchaseWay: 2, encryptMode: 'sealed' })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '加密方式须为投标人加密（bidder）或平台加密（platform）',
    });
    expect((await detail(chosen.id)).data!.encryptMode).toBe('platform');
    const logs = await api.get<{ list: { detail: { changed: string[] } }[] }>(projectApi.logs.path, {
      token: buyer,
      query: { id: chosen.id },
    });
    expect(logs.body.data!.list.map((l) => l.detail.changed).slice(0, 3)).toEqual([
      ['purchaseWay', 'encryptMode'],
      ['encryptMode'],
      [],
    ]);
  });

  it('refuses once the tender is published, or a code another project has, changing nothing', async () => {
    const other = (await create(projectForm(dept))).body.data!;
    const { id } = (await create(projectForm(dept))).body.data!;
    const before = await readProject(t.db, id);
    const taken = await api.post(
      projectApi.update.path,
      { ...projectForm(dept), id, projectCode: other.projectCode },
      {
        token: buyer,
      },
    );
    expect(taken.body).toEqual({ code: ErrorCode.RULE, msg: '项目编号已存在' });

    await forceProjectState(t.db, id, { status: 'enrolling' });
    const counts = await projectCounts(t.db);
    const refused = await api.post(
      projectApi.update.path,
      { ...projectForm(dept), id, projectName: '不该改' },
      {
        token: buyer,
      },
    );
    expect(refused.body).toEqual({ code: ErrorCode.RULE, msg: '项目当前状态为「报名中」，不能编辑' });
    expect(await projectCounts(t.db)).toEqual(counts);
    expect((await readProject(t.db, id))!.projectName).toBe(before!.projectName);
  });

  it('keeps a department disabled since creation, but refuses switching to a disabled one', async () => {
    const since = await createDepartment(t.db);
    const { id } = (await create(projectForm({ ...dept, needDeptId: since.id }))).body.data!;
    await t.db.update(departments).set({ enabled: false }).where(eq(departments.id, since.id));
    const form = { ...projectForm({ ...dept, needDeptId: since.id }), id };
    expect((await api.post(projectApi.update.path, form, { token: buyer })).body.code).toBe(0);
    const disabled = await createDepartment(t.db, { enabled: false });
    expect(
      (await api.post(projectApi.update.path, { ...form, manageDeptId: disabled.id }, { token: buyer })).body,
    ).toEqual({ code: ErrorCode.RULE, msg: '请选择有效的管理部门' });
  });

  it('answers not found for a project that does not exist', async () => {
    for (const send of [
      () => api.get(projectApi.detail.path, { token: buyer, query: { id: 999999 } }),
      () => api.post(projectApi.submit.path, { id: 999999 }, { token: buyer }),
      () => api.get(projectApi.logs.path, { token: buyer, query: { id: 999999 } }),
    ]) {
      expect((await send()).body).toEqual({
        code: ErrorCode.NOT_FOUND,
        msg: '项目不存在',
      });
    }
  });
});

describe('project permissions', () => {
  it('refuses a staff user without 项目管理 (403) on every project call', async () => {
    const token = await staffTokenWith(t.db, api, ['system:analysis']);
    const before = await projectCounts(t.db);
    for (const { method, path } of Object.values(projectApi)) {
      const reply =
        method === 'GET'
          ? await api.get(path, { token, query: { id: 1 } })
          : await api.post(path, { ...projectForm(dept), id: 1, reason: 'x' }, { token });
      expect(reply.status, path).toBe(403);
      expect(reply.body).toEqual({ code: 403, msg: '没有权限执行此操作' });
    }
    expect(await projectCounts(t.db)).toEqual(before);
  });
});
