import { ErrorCode, gradingApi, type ProjectDetail, projectApi } from '@swp/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { insertGradingStandard, standardInput } from '../../../test/kits/grading.ts';
import { type FormDepartments, projectForm, readProject, singleDepartment } from '../../../test/project-factories.ts';

/** The project's 评分标准 field: optional while the project is prepared, a known standard when chosen. */
let buyer: string;
let dept: FormDepartments;
const { t, api } = useTestApp();
beforeAll(async () => {
  buyer = await api.buyerToken();
  dept = await singleDepartment(t.db, '管网运营部');
});

type Created = { id: number; projectCode: string };
const create = (body: unknown) => api.post<Created>(projectApi.create.path, body, { token: buyer });
const update = (body: unknown) => api.post<Created>(projectApi.update.path, body, { token: buyer });
const detail = async (id: number) =>
  (await api.get<ProjectDetail>(projectApi.detail.path, { token: buyer, query: { id } })).body.data!;

describe('the project’s 评分标准', () => {
  it('may be left empty on create, and the detail says so', async () => {
    const reply = await create(projectForm(dept));
    expect(reply.body.code, reply.body.msg).toBe(0);
    expect((await detail(reply.body.data!.id)).gradingStandard).toBeNull();
  });

  it('is stored and answered with its name, and logged as a changed field when edited', async () => {
    const first = await insertGradingStandard(t.db, '货物采购类综合评分法');
    const second = await insertGradingStandard(t.db, '服务类综合评分法');
    const { id } = (await create(projectForm(dept, { gradingStandardId: first }))).body.data!;
    expect((await detail(id)).gradingStandard).toEqual({ id: first, name: '货物采购类综合评分法' });

    // An edit that leaves it out keeps it (as with the code); one that names another changes it; null clears it.
    expect((await update({ ...projectForm(dept), id })).body.code).toBe(0);
    expect((await readProject(t.db, id))!.gradingStandardId).toBe(first);
    expect((await update({ ...projectForm(dept), id, gradingStandardId: String(second) })).body.code).toBe(0);
    expect((await detail(id)).gradingStandard).toEqual({ id: second, name: '服务类综合评分法' });
    const logs = await api.get<{ list: { action: string; detail: { changed?: string[] } | null }[] }>(
      projectApi.logs.path,
      { token: buyer, query: { id } },
    );
    expect(logs.body.data!.list[0]!.detail!.changed).toContain('gradingStandardId');
    expect((await update({ ...projectForm(dept), id, gradingStandardId: null })).body.code).toBe(0);
    expect((await detail(id)).gradingStandard).toBeNull();
  });

  it('refuses an unknown standard with 评分标准不存在, on create and on edit', async () => {
    const missing = { code: ErrorCode.NOT_FOUND, msg: '评分标准不存在' };
    expect((await create(projectForm(dept, { gradingStandardId: 999_999 }))).body).toEqual(missing);
    const { id } = (await create(projectForm(dept))).body.data!;
    expect((await update({ ...projectForm(dept), id, gradingStandardId: 999_999 })).body).toEqual(missing);
    expect((await create(projectForm(dept, { gradingStandardId: 'x' as never }))).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '请选择评分标准',
    });
  });

  it('freezes the chosen standard: it is 使用中 and can no longer be edited', async () => {
    const admin = await api.staffToken();
    const standard = await api.post<{ id: number }>(gradingApi.create.path, standardInput(), { token: admin });
    const standardId = standard.body.data!.id;
    expect((await create(projectForm(dept, { gradingStandardId: standardId }))).body.code).toBe(0);
    const edit = await api.post(gradingApi.update.path, { ...standardInput(), id: standardId }, { token: admin });
    expect(edit.body).toEqual({ code: ErrorCode.RULE, msg: '该评分标准已被项目使用，不能修改，请复制后修改' });
  });
});
