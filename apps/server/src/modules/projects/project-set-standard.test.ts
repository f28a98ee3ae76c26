import { ErrorCode, projectApi } from '@swp/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { insertGradingStandard } from '../../../test/kits/grading.ts';
import {
  type FormDepartments,
  forceProjectState,
  projectForm,
  readProject,
  singleDepartment,
} from '../../../test/project-factories.ts';

/** 选择评分标准 after publication: only a missing standard, only between 发布 and 开标, set once. */
let buyer: string;
let dept: FormDepartments;
const { t, api } = useTestApp();
beforeAll(async () => {
  buyer = await api.buyerToken();
  dept = await singleDepartment(t.db, '管网运营部');
});

const set = (body: unknown) => api.post(projectApi.setGradingStandard.path, body, { token: buyer });
async function published(patch: Record<string, unknown> = {}) {
  const reply = await api.post<{ id: number }>(projectApi.create.path, projectForm(dept), { token: buyer });
  const id = reply.body.data!.id;
  await forceProjectState(t.db, id, { status: 'bidding', ...patch });
  return id;
}
const rule = (msg: string) => ({ code: ErrorCode.RULE, msg });

describe('选择评分标准', () => {
  it('sets the standard of a published project that has none, and logs it', async () => {
    const standard = await insertGradingStandard(t.db, '货物采购类综合评分法');
    const id = await published();
    expect((await set({ id, gradingStandardId: standard })).body.code).toBe(0);
    expect((await readProject(t.db, id))!.gradingStandardId).toBe(standard);
    const logs = await api.get<{ list: { action: string }[] }>(projectApi.logs.path, { token: buyer, query: { id } });
    expect(logs.body.data!.list[0]!.action).toBe('project.setGradingStandard');
  });

  it('refuses a project that has one, a draft, a paused project and an unknown standard', async () => {
    const standard = await insertGradingStandard(t.db, '服务类综合评分法');
    const id = await published({ gradingStandardId: standard });
    expect((await set({ id, gradingStandardId: standard })).body).toEqual(
      rule('项目已选择评分标准，如需变更请发布更正公告'),
    );
    const draft = await published({ status: 'draft' });
    expect((await set({ id: draft, gradingStandardId: standard })).body).toEqual(
      rule('项目当前状态为「草稿」，不能选择评分标准'),
    );
    const paused = await published({ paused: true });
    expect((await set({ id: paused, gradingStandardId: standard })).body).toEqual(
      rule('项目当前状态为「已暂停」，不能选择评分标准'),
    );
    const open = await published();
    expect((await set({ id: open, gradingStandardId: 999_999 })).body).toEqual({
      code: ErrorCode.NOT_FOUND,
      msg: '评分标准不存在',
    });
  });

  it('sets it once when two clicks arrive together', async () => {
    const first = await insertGradingStandard(t.db, '甲');
    const second = await insertGradingStandard(t.db, '乙');
    const id = await published();
    const replies = await Promise.all([set({ id, gradingStandardId: first }), set({ id, gradingStandardId: second })]);
    expect(replies.map((r) => r.body.code).sort()).toEqual([0, ErrorCode.RULE].sort());
  });
});
