import {
  ConfirmPath,
  ErrorCode,
  externalExtractionApi,
  LINK_INVALID_MSG,
  Permission,
  pathsOf,
  projectExtractionApi,
} from '@swp/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import {
  createExperts,
  invitationRow,
  invitationRows,
  keyOf,
  linksSentTo,
  mobileOf,
  uniqueRegion,
} from '../../../test/extraction-factories.ts';
import { auditActions, staffTokenWith } from '../../../test/factories.ts';

let token: string;
let otherToken: string;
const { t, api } = useTestApp();
beforeAll(async () => {
  token = await staffTokenWith(t.db, api, [Permission.project]);
  otherToken = await staffTokenWith(t.db, api, [Permission.project]);
});

const BASE = { ...pathsOf(externalExtractionApi), ...ConfirmPath.external };
const taskBody = (region: string, extra: object = {}) => ({
  taskName: '二次供水设备评审',
  taskDescription: '外部招募专家评审供水设备技术方案',
  committeeSize: 3,
  technicalCount: 3,
  economicCount: 0,
  includeRegions: [region],
  ...extra,
});
const drawTask = (body: object, as = token) => api.post<{ extractionId: number }>(BASE.draw, body, { token: as });

describe('external recruitment extraction', () => {
  it('draws from external experts only and invites them to the extract-confirm page', async () => {
    const region = uniqueRegion();
    const external = await createExperts(t.db, 4, region, { external: true });
    await createExperts(t.db, 30, region, { external: false });
    const reply = await drawTask(taskBody(region));
    expect(reply.body).toMatchObject({ code: 0, data: { eligibleCount: 4, invited: 3 } });
    const rows = await invitationRows(t.db, reply.body.data!.extractionId);
    const externalIds = new Set(external.map((e) => e.id));
    for (const row of rows) {
      expect(externalIds.has(row.specialistId)).toBe(true);
      const expert = external.find((e) => e.id === row.specialistId)!;
      const [link] = await linksSentTo(api, expert.mobile);
      expect(link!.page).toBe('/specialist-extract-confirm');
      expect(link!.content).toContain('「二次供水设备评审」评审专家');
    }
    expect(await auditActions(t.db, 'extraction', reply.body.data!.extractionId)).toEqual(['extraction.draw']);
  });

  it('says how many external experts qualify when there are too few', async () => {
    const region = uniqueRegion();
    await createExperts(t.db, 2, region, { external: true });
    await createExperts(t.db, 9, region);
    expect((await drawTask(taskBody(region))).body).toEqual({
      code: ErrorCode.RULE,
      msg: '符合条件的专家仅有2人，不足抽取所需的3人',
    });
    expect((await drawTask({ ...taskBody(region), taskName: ' ' })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '请输入任务名称',
    });
  });

  it('confirms with the key named id, and shows no time or place', async () => {
    const region = uniqueRegion();
    await createExperts(t.db, 3, region, { external: true });
    const reply = await drawTask(taskBody(region));
    const [first, second] = await invitationRows(t.db, reply.body.data!.extractionId);
    const key = await keyOf(api, t.db, first!.specialistId);

    const info = await api.post(BASE.getConfirmInfo, { id: key });
    expect(info.body).toMatchObject({ code: 0, data: { data: { isAffirm: 0, affirmTime: null } } });
    expect(Object.keys((info.body.data as { data: object }).data).sort()).toEqual([
      'affirmTime',
      'isAffirm',
      'sendurlSendtime',
      'serverTime',
      'specialistName',
    ]);

    expect((await api.post(BASE.getCode, { id: key })).body).toEqual({ code: 0, msg: '发送成功' });
    const code = await api.lastSmsCode(await mobileOf(t.db, first!.specialistId));
    // The project page's key name is refused here: the product names it id on this page.
    expect((await api.post(BASE.extractConfirm, { strKey: key, confirm: 1, code })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: LINK_INVALID_MSG,
    });
    expect((await api.post(BASE.extractConfirm, { id: key, confirm: 1, code })).body.code).toBe(0);
    expect((await invitationRow(t.db, first!.id)).isAffirm).toBe(1);
    // And a task key means nothing on the project page.
    expect((await api.post(ConfirmPath.project.getConfirmInfo, { id: key })).body.msg).toBe(LINK_INVALID_MSG);

    const secondKey = await keyOf(api, t.db, second!.specialistId);
    await api.post(BASE.getCode, { id: secondKey });
    const secondCode = await api.lastSmsCode(await mobileOf(t.db, second!.specialistId));
    const declined = await api.post(BASE.extractConfirm, { id: secondKey, confirm: -1, code: secondCode });
    expect(declined.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '请输入无法参加的原因' });
    await api.post(BASE.extractConfirm, { id: secondKey, confirm: -1, code: secondCode, remark: '出国' });
    expect(await invitationRow(t.db, second!.id)).toMatchObject({ isAffirm: -1, remark: '出国' });
  });

  it('replaces a declined expert from the external pool', async () => {
    const region = uniqueRegion();
    await createExperts(t.db, 4, region, { external: true });
    await createExperts(t.db, 10, region);
    const reply = await drawTask(taskBody(region));
    const [first] = await invitationRows(t.db, reply.body.data!.extractionId);
    const key = await keyOf(api, t.db, first!.specialistId);
    await api.post(BASE.getCode, { id: key });
    const code = await api.lastSmsCode(await mobileOf(t.db, first!.specialistId));
    await api.post(BASE.extractConfirm, { id: key, confirm: -1, code, remark: '出差' });
    const replaced = await api.post<{ invitationId: number }>(BASE.replace, { invitationId: first!.id }, { token });
    expect(replaced.body.code, replaced.body.msg).toBe(0);
    const row = await invitationRow(t.db, replaced.body.data!.invitationId);
    const [link] = await linksSentTo(api, await mobileOf(t.db, row.specialistId));
    expect(link!.page).toBe('/specialist-extract-confirm');
    // A project invitation id is not this screen's to replace.
    expect((await api.post(projectExtractionApi.replace.path, { invitationId: first!.id }, { token })).body).toEqual({
      code: ErrorCode.NOT_FOUND,
      msg: '专家邀请不存在',
    });
  });

  it('lists tasks newest first, paged, telling each user whose committee they may open', async () => {
    const region = uniqueRegion();
    await createExperts(t.db, 9, region, { external: true });
    for (const name of ['管材评审甲', '管材评审乙', '水表评审']) {
      expect((await drawTask({ ...taskBody(region), taskName: name })).body.code).toBe(0);
    }
    const page = await api.get<{ list: { taskName: string; mayRead: boolean; invitedCount: number }[]; total: number }>(
      `${BASE.list}?page=1&pageSize=2&keyword=${encodeURIComponent('管材')}`,
      { token },
    );
    expect(page.body.data).toMatchObject({ total: 2, page: 1, pageSize: 2 });
    expect(page.body.data!.list.map((l) => [l.taskName, l.mayRead, l.invitedCount])).toEqual([
      ['管材评审乙', true, 3],
      ['管材评审甲', true, 3],
    ]);
    const theirs = await api.get<{ list: { mayRead: boolean }[] }>(
      `${BASE.list}?keyword=${encodeURIComponent('管材')}`,
      {
        token: otherToken,
      },
    );
    expect(theirs.body.data!.list.map((l) => l.mayRead)).toEqual([false, false]);
    expect((await api.get(`${BASE.list}?pageSize=500`, { token })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '每页条数不能大于100',
    });
  });
});
