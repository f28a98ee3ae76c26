import { ErrorCode, type Page, type ProjectDetail, type ProjectLogEntry, projectApi } from '@swp/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions } from '../../../test/factories.ts';
import {
  type FormDepartments,
  forceProjectState,
  projectCounts,
  projectForm,
  readProject,
  singleDepartment,
} from '../../../test/project-factories.ts';

let buyer: string;
let dept: FormDepartments;
const { t, api } = useTestApp();
beforeAll(async () => {
  buyer = await api.buyerToken();
  dept = await singleDepartment(t.db);
});

const call = <T = unknown>(path: string, body: unknown) => api.post<T>(path, body, { token: buyer });
const read = <T = unknown>(path: string, query: object) => api.get<T>(path, { token: buyer, query });
const newProject = async () =>
  (await call<{ id: number; projectCode: string }>(projectApi.create.path, projectForm(dept))).body.data!;
const detail = async (id: number) => (await read<ProjectDetail>(projectApi.detail.path, { id })).body.data!;
const rule = (msg: string) => ({ code: ErrorCode.RULE, msg });

/** A refusal with the lifecycle's reason that leaves every table and the project row exactly as they were. */
async function expectRefused(path: string, body: { id: number }, msg: string) {
  const counts = await projectCounts(t.db);
  const row = await readProject(t.db, body.id);
  expect((await call(path, body)).body).toEqual(rule(msg));
  expect(await projectCounts(t.db)).toEqual(counts);
  expect(await readProject(t.db, body.id)).toEqual(row);
}

describe('submit', () => {
  it('moves a draft to approved once', async () => {
    const { id } = await newProject();
    expect((await call(projectApi.submit.path, { id })).body).toEqual({ code: 0, msg: '操作成功' });
    expect(await detail(id)).toMatchObject({
      status: 'approved',
      statusLabel: '已立项',
      actions: ['edit', 'publishTender', 'publishFailure', 'pause'],
    });
    await expectRefused(projectApi.submit.path, { id }, '项目当前状态为「已立项」，不能提交立项');
    expect(await auditActions(t.db, 'project', id)).toEqual(['project.create', 'project.submit']);
  });
});

describe('pause and resume', () => {
  it('pauses with a reason, shows 已暂停, offers only resume and 流标, then resumes', async () => {
    const { id } = await newProject();
    await call(projectApi.submit.path, { id });
    expect((await call(projectApi.pause.path, { id, reason: ' 收到投诉 ' })).body.code).toBe(0);
    expect(await detail(id)).toMatchObject({
      status: 'approved',
      statusLabel: '已暂停',
      paused: true,
      pauseReason: '收到投诉',
      actions: ['publishFailure', 'resume'],
    });
    await expectRefused(projectApi.submit.path, { id }, '项目已暂停（暂停原因：收到投诉），不能提交立项，请先恢复');
    expect((await call(projectApi.resume.path, { id })).body.code).toBe(0);
    expect(await detail(id)).toMatchObject({ statusLabel: '已立项', paused: false, pauseReason: null });
    expect(await auditActions(t.db, 'project', id)).toEqual([
      'project.create',
      'project.submit',
      'project.pause',
      'project.resume',
    ]);
  });

  it('refuses a pause without reason, a draft pause and a resume of a running project', async () => {
    const { id } = await newProject();
    expect((await call(projectApi.pause.path, { id, reason: '  ' })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '请填写暂停原因',
    });
    await expectRefused(
      projectApi.pause.path,
      { id, reason: '原因' } as { id: number },
      '项目当前状态为「草稿」，不能暂停',
    );
    await expectRefused(projectApi.resume.path, { id }, '项目未暂停，无需恢复');
  });
});

describe('retender', () => {
  it('copies a failed project once into a linked draft with a new code; the original stays failed', async () => {
    const original = await newProject();
    await forceProjectState(t.db, original.id, {
      status: 'failed',
      lossDes: '投标人不足3家',
      enrollTime: new Date('2026-03-02T01:00:00Z'),
      openTime: new Date('2026-03-10T01:30:00Z'),
    });
    expect((await detail(original.id)).actions).toEqual(['retender']);
    const reply = await call<{ id: number; projectCode: string }>(projectApi.retender.path, { id: original.id });
    expect(reply.body.code, reply.body.msg).toBe(0);
    const copy = reply.body.data!;
    expect(copy.projectCode).not.toBe(original.projectCode);

    const before = await detail(original.id);
    const after = await detail(copy.id);
    expect(before).toMatchObject({ status: 'failed', retenderedAs: copy, actions: [] });
    expect(after).toMatchObject({
      status: 'draft',
      retenderOf: { id: original.id, projectCode: original.projectCode },
      enrollTime: null,
      openTime: null,
      lossDes: null,
    });
    for (const field of ['projectName', 'needDeptId', 'purchaseWay', 'budget', 'bidRange', 'address'] as const) {
      expect(after[field]).toEqual(before[field]);
    }
    expect(after.sections.map((s) => [s.name, s.budget])).toEqual(before.sections.map((s) => [s.name, s.budget]));

    await expectRefused(projectApi.retender.path, { id: original.id }, '该项目已重新采购，不能重复操作');
    expect(await auditActions(t.db, 'project', original.id)).toEqual(['project.create', 'project.retender']);
    expect(await auditActions(t.db, 'project', copy.id)).toEqual(['project.retenderCopy']);
  });

  it('refuses a project that has not failed, and a second concurrent click makes no second copy', async () => {
    const { id } = await newProject();
    await expectRefused(projectApi.retender.path, { id }, '项目当前状态为「草稿」，不能重新采购');
    await forceProjectState(t.db, id, { status: 'failed' });
    const replies = await Promise.all([call(projectApi.retender.path, { id }), call(projectApi.retender.path, { id })]);
    expect(replies.map((r) => r.body.code).sort()).toEqual([0, ErrorCode.RULE]);
  });
});

describe('操作日志', () => {
  it('lists the project’s audit lines newest first, paged, with actor, Chinese label and IP', async () => {
    const { id } = await newProject();
    await call(projectApi.submit.path, { id });
    await call(projectApi.pause.path, { id, reason: '资金未到位' });
    await call(projectApi.resume.path, { id });
    const page1 = await read<Page<ProjectLogEntry>>(projectApi.logs.path, { id, page: 1, pageSize: 3 });
    expect(page1.body.data).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(page1.body.data!.list.map((l) => [l.action, l.actionLabel])).toEqual([
      ['project.resume', '恢复'],
      ['project.pause', '暂停'],
      ['project.submit', '提交立项'],
    ]);
    expect(page1.body.data!.list[1]).toMatchObject({
      actorName: '李采购',
      ip: '127.0.0.1',
      detail: { reason: '资金未到位' },
    });
    expect(Date.parse(page1.body.data!.list[0]!.createdAt)).not.toBeNaN();
    const page2 = await read<Page<ProjectLogEntry>>(projectApi.logs.path, { id, page: 2, pageSize: 3 });
    expect(page2.body.data!.list.map((l) => l.actionLabel)).toEqual(['新建项目']);
  });
});
