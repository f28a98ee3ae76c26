import {
  ConfirmPath,
  ErrorCode,
  type Page,
  Permission,
  type ProjectExtractionInput,
  type ProjectLogEntry,
  pathsOf,
  projectApi,
  projectExtractionApi,
} from '@swp/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import {
  confirmationCode,
  createExperts,
  createProject,
  drawCommittee,
  drawRows,
  invitationRow,
  invitationRows,
  keyOf,
  linksSentTo,
  mobileOf,
  uniqueRegion,
} from '../../../test/extraction-factories.ts';
import { auditActions, staffTokenWith } from '../../../test/factories.ts';
import { projects } from '../../db/schema/index.ts';
import { MINUTE } from '../../lib/clock.ts';

let token: string;
const { t, api } = useTestApp();
beforeAll(async () => {
  token = await staffTokenWith(t.db, api, [Permission.project]);
});

const BASE = { ...pathsOf(projectExtractionApi), ...ConfirmPath.project };
type Replaced = { invitationId: number; specialistName: string; source: 'backup' | 'pool' };

/** A committee drawn for a fresh project from `pool` experts of a region of its own. */
async function freshCommittee(pool: number, extra: Partial<ProjectExtractionInput> = {}) {
  const region = uniqueRegion();
  const experts = await createExperts(t.db, pool, region);
  const project = await createProject(t.db);
  const { extractionId } = await drawCommittee(api, token, project.id, region, extra);
  return { region, experts, project, extractionId };
}

/** The expert answers on the confirmation page: code by SMS, then 1 or -1. */
async function answer(invitationId: number, confirm: 1 | -1, remark?: string) {
  const row = await invitationRow(t.db, invitationId);
  const key = await keyOf(api, t.db, row.specialistId);
  const code = await confirmationCode(api, key, await mobileOf(t.db, row.specialistId));
  const reply = await api.post(BASE.extractConfirm, { strKey: key, confirm, code, remark });
  expect(reply.body, reply.body.msg).toEqual({ code: 0, msg: '操作成功' });
}

const replace = (invitationId: number) => api.post<Replaced>(BASE.replace, { invitationId }, { token });
const cancel = (invitationId: number, reason?: string) => api.post(BASE.cancel, { invitationId, reason }, { token });

describe('POST /api/specialisextract/replace', () => {
  it('fills a declined seat with the held backup first, then from the pool, never drawing anyone twice', async () => {
    const { extractionId } = await freshCommittee(6, { backupCount: 1 });
    const [a, b, c, backup] = await invitationRows(t.db, extractionId);

    await answer(a!.id, -1, '出差');
    const first = await replace(a!.id);
    expect(first.body).toMatchObject({ code: 0, msg: '补抽成功，已发送短信通知', data: { source: 'backup' } });
    expect(first.body.data!.invitationId).toBe(backup!.id);
    const promoted = await invitationRow(t.db, backup!.id);
    expect(promoted).toMatchObject({ seat: 'member', replacesId: a!.id, isAffirm: 0 });
    expect(await linksSentTo(api, await mobileOf(t.db, backup!.specialistId))).toHaveLength(1);

    const drawnBefore = new Set((await invitationRows(t.db, extractionId)).map((r) => r.specialistId));
    await answer(b!.id, -1, '身体不适');
    const second = await replace(b!.id);
    expect(second.body.data!.source).toBe('pool');
    const fresh = await invitationRow(t.db, second.body.data!.invitationId);
    expect(fresh).toMatchObject({ seat: 'member', category: 'technical', replacesId: b!.id });
    expect(drawnBefore.has(fresh.specialistId)).toBe(false);
    expect(await auditActions(t.db, 'invitation', fresh.id)).toEqual(['extraction.replace']);

    await answer(c!.id, -1, '另有安排');
    const third = await replace(c!.id);
    expect(third.body.data!.source).toBe('pool');
    const everyone = (await invitationRows(t.db, extractionId)).map((r) => r.specialistId);
    expect(new Set(everyone).size).toBe(6);

    const records = await drawRows(t.db, extractionId);
    expect(records.map((r) => [r.kind, r.result.source])).toEqual([
      ['initial', undefined],
      ['replacement', 'backup'],
      ['replacement', 'pool'],
      ['replacement', 'pool'],
    ]);
    expect(records[2]!.result).toMatchObject({ replacesInvitationId: b!.id, seedInfo: { rolls: [expect.anything()] } });

    // The pool of six is used up: the next replacement says so and changes nothing.
    await answer(third.body.data!.invitationId, -1, '临时有事');
    const exhausted = await replace(third.body.data!.invitationId);
    expect(exhausted.body).toEqual({ code: ErrorCode.RULE, msg: '没有符合条件的技术类专家，无法抽取所需的1人' });
    expect(await invitationRows(t.db, extractionId)).toHaveLength(6);
    expect(await drawRows(t.db, extractionId)).toHaveLength(4);
  });

  it('keeps the seat’s category', async () => {
    const region = uniqueRegion();
    await createExperts(t.db, 4, region);
    await createExperts(t.db, 3, region, { category: 'economic' });
    const project = await createProject(t.db);
    const { extractionId } = await drawCommittee(api, token, project.id, region, {
      technicalCount: 2,
      economicCount: 1,
    });
    const rows = await invitationRows(t.db, extractionId);
    const economic = rows.find((r) => r.category === 'economic')!;
    await answer(economic.id, -1, '出差');
    const replaced = await replace(economic.id);
    expect((await invitationRow(t.db, replaced.body.data!.invitationId)).category).toBe('economic');
  });

  it('replaces a timed-out invitation, whose expert can no longer answer', async () => {
    const { extractionId } = await freshCommittee(4);
    const [a] = await invitationRows(t.db, extractionId);
    t.clock.advance(10 * MINUTE + 1000);
    try {
      const key = await keyOf(api, t.db, a!.specialistId);
      expect((await api.post(BASE.getCode, { id: key })).body.msg).toBe('链接已过期');
      const replaced = await replace(a!.id);
      expect(replaced.body.code, replaced.body.msg).toBe(0);
      // The replacement's own link runs from now.
      const info = await api.post(BASE.getConfirmInfo, {
        id: await keyOf(api, t.db, (await invitationRow(t.db, replaced.body.data!.invitationId)).specialistId),
      });
      expect(info.body.code).toBe(0);
    } finally {
      t.clock.reset();
    }
  });

  it('refuses a replacement that is not needed, changing nothing', async () => {
    const { extractionId, project } = await freshCommittee(8, { backupCount: 1 });
    const [a, b, c, backup] = await invitationRows(t.db, extractionId);
    const refused = async (invitationId: number, msg: string, code: number = ErrorCode.RULE) => {
      const before = await invitationRows(t.db, extractionId);
      expect((await replace(invitationId)).body).toEqual({ code, msg });
      expect(await invitationRows(t.db, extractionId)).toEqual(before);
    };
    await refused(a!.id, '该专家当前状态为「待确认」，不需要补抽');
    await refused(backup!.id, '备选专家尚未通知，不需要补抽');
    await answer(b!.id, 1);
    await refused(b!.id, '该专家当前状态为「已确认」，不需要补抽');
    await refused(999_999, '专家邀请不存在', ErrorCode.NOT_FOUND);

    await answer(c!.id, -1, '出差');
    const first = await replace(c!.id);
    expect(first.body.code).toBe(0);
    await refused(c!.id, '技术类评审专家已满（3人），不需要补抽');
    await answer(first.body.data!.invitationId, -1, '也出差');
    await refused(c!.id, '该专家的席位已补抽过，请对补抽的专家操作');

    await t.db.update(projects).set({ status: 'publicity' }).where(eq(projects.id, project.id));
    await refused(first.body.data!.invitationId, '项目当前状态为「公示中」，不能补抽专家');
  });

  it('replaces in 待开标: the bid files have closed but the opening has not come', async () => {
    const { extractionId, project } = await freshCommittee(5);
    const [a] = await invitationRows(t.db, extractionId);
    await answer(a!.id, -1, '出差');
    const now = t.clock.now().getTime();
    await t.db
      .update(projects)
      .set({ status: 'bidding', closeFileupTime: new Date(now - 1000), openTime: new Date(now + MINUTE * 60) })
      .where(eq(projects.id, project.id));
    const replaced = await replace(a!.id);
    expect(replaced.body.code, replaced.body.msg).toBe(0);
  });

  it('refuses a replacement once openTime has passed: the invitation would be to an opening already held', async () => {
    const { extractionId, project } = await freshCommittee(6);
    const [a] = await invitationRows(t.db, extractionId);
    await answer(a!.id, -1, '出差');
    const before = await invitationRows(t.db, extractionId);
    await t.db
      .update(projects)
      .set({ openTime: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(projects.id, project.id));
    expect((await replace(a!.id)).body).toEqual({ code: ErrorCode.RULE, msg: '开标时间已过，不能补抽专家' });
    // …and the committee no longer offers it.
    const committee = await api.get<{ invitations: { id: number; canReplace: boolean }[] }>(
      `${BASE.detail}?projectId=${project.id}`,
      { token },
    );
    expect(committee.body.data!.invitations.find((i) => i.id === a!.id)!.canReplace).toBe(false);
    expect(await invitationRows(t.db, extractionId)).toEqual(before);
    // Marking a seat is still allowed on the day: an expert may call in sick after the opening started.
    const [, b] = before;
    await answer(b!.id, 1);
    expect((await cancel(b!.id, '当天生病')).body.code).toBe(0);
  });
});

describe('POST /api/specialisextract/cancel', () => {
  it('records that a confirmed expert cannot attend, which frees the seat', async () => {
    const { extractionId } = await freshCommittee(4);
    const [a, b] = await invitationRows(t.db, extractionId);
    await answer(a!.id, 1);
    const reply = await cancel(a!.id, '突发疾病，电话告知');
    expect(reply.body).toEqual({ code: 0, msg: '操作成功' });
    expect(await invitationRow(t.db, a!.id)).toMatchObject({ isAffirm: 2, remark: '突发疾病，电话告知' });
    expect(await auditActions(t.db, 'invitation', a!.id)).toEqual(['extraction.confirm', 'extraction.cancel']);
    const key = await keyOf(api, t.db, a!.specialistId);
    const info = await api.post<{ data: { isAffirm: number } }>(BASE.getConfirmInfo, { id: key });
    expect(info.body.data!.data.isAffirm).toBe(2);
    expect((await replace(a!.id)).body.code).toBe(0);

    const before = await invitationRow(t.db, b!.id);
    expect((await cancel(b!.id, '未确认')).body).toEqual({
      code: ErrorCode.RULE,
      msg: '只有已确认参加的专家才能登记为不能参加',
    });
    expect((await cancel(b!.id)).body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '请输入不能参加的原因' });
    expect(await invitationRow(t.db, b!.id)).toEqual(before);
  });
});

describe('the project’s 操作日志', () => {
  it('records the draw, each 补抽 and each 不能参加 on the project, without naming an expert', async () => {
    const { experts, extractionId, project } = await freshCommittee(6, { backupCount: 1 });
    const [a, b] = await invitationRows(t.db, extractionId);
    await answer(a!.id, -1, '出差');
    expect((await replace(a!.id)).body.code).toBe(0);
    await answer(b!.id, 1);
    expect((await cancel(b!.id, '临时出差')).body.code).toBe(0);

    const reply = await api.get<Page<ProjectLogEntry>>(projectApi.logs.path, { token, query: { id: project.id } });
    expect(reply.body.code, reply.body.msg).toBe(0);
    const lines = reply.body.data!.list.map((l) => [l.action, l.actionLabel, l.detail]);
    expect(lines).toEqual([
      ['extraction.cancel', '登记专家不能参加', { extractionId, reason: '临时出差' }],
      [
        'extraction.replace',
        '补抽评审专家',
        { extractionId, category: '技术类', source: '备选专家递补', eligibleCount: expect.any(Number) },
      ],
      [
        'extraction.draw',
        '抽取评审专家',
        { extractionId, committeeSize: 3, invitedCount: 3, backupCount: 1, eligibleCount: 6 },
      ],
    ]);
    const text = JSON.stringify(reply.body);
    for (const e of experts) {
      expect(text).not.toContain(e.name);
      expect(text).not.toContain(e.mobile);
    }
  });
});
