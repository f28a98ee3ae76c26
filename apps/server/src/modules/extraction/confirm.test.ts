import { ConfirmPath, ErrorCode, LINK_INVALID_MSG, Permission, pathsOf, projectExtractionApi } from '@swp/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import {
  confirmationCode,
  createExperts,
  createProject,
  drawCommittee,
  firstInvitation,
  invitationRow,
  invitationRows,
  linksSentTo,
  uniqueRegion,
} from '../../../test/extraction-factories.ts';
import { auditActions, staffTokenWith } from '../../../test/factories.ts';
import { MINUTE } from '../../lib/clock.ts';

let token: string;
const { t, api } = useTestApp();
beforeAll(async () => {
  token = await staffTokenWith(t.db, api, [Permission.project]);
});

const BASE = { ...pathsOf(projectExtractionApi), ...ConfirmPath.project };

const invited = () => firstInvitation(t.db, api, token);
const codeFor = (key: string, mobile: string) => confirmationCode(api, key, mobile);

/** Asserts a refusal left the invitation and the audit log exactly as they were. */
async function expectRefusedUnchanged(invitationId: number, call: () => Promise<{ body: unknown }>, body: object) {
  const before = await invitationRow(t.db, invitationId);
  const audits = await auditActions(t.db, 'invitation', invitationId);
  expect((await call()).body).toEqual(body);
  expect(await invitationRow(t.db, invitationId)).toEqual(before);
  expect(await auditActions(t.db, 'invitation', invitationId)).toEqual(audits);
}

describe('the project confirmation page (docs/integration.md)', () => {
  // The place is the project's 开标地点 (openAddress), never its construction site 建设地点 (城东片区 in the factory).
  it('shows the invitation in data.data with the project’s opening time and place', async () => {
    const { project, key, expert } = await invited();
    const reply = await api.post(BASE.getConfirmInfo, { id: key });
    expect(reply.body).toEqual({
      code: 0,
      msg: '操作成功',
      data: {
        data: {
          specialistName: expert.name,
          openTime: project.openTime!.toISOString(),
          address: '水务大厦301会议室',
          isAffirm: 0,
          affirmTime: null,
          sendurlSendtime: expect.any(String),
          serverTime: expect.any(String),
        },
      },
    });
  });

  it('answers the server’s own clock, which the page times the 10 minutes by', async () => {
    const { key } = await invited();
    const serverTime = async () => {
      const reply = await api.post<{ data: { serverTime: string } }>(BASE.getConfirmInfo, { id: key });
      return Date.parse(reply.body.data!.data.serverTime);
    };
    t.clock.advance(7 * MINUTE);
    try {
      const before = t.clock.now().getTime();
      const answered = await serverTime();
      expect(answered).toBeGreaterThanOrEqual(before);
      expect(answered).toBeLessThanOrEqual(t.clock.now().getTime());
      // seven minutes ahead of the machine's own clock, as the server's clock is
      expect(answered - Date.now()).toBeGreaterThan(6 * MINUTE);
    } finally {
      t.clock.reset();
    }
  });

  it('confirms with the SMS code sent to the expert’s own mobile', async () => {
    const { invitationId, key, expert } = await invited();
    const code = await codeFor(key, expert.mobile);
    const reply = await api.post(BASE.extractConfirm, { strKey: key, confirm: 1, code });
    expect(reply.body).toEqual({ code: 0, msg: '操作成功' });
    const row = await invitationRow(t.db, invitationId);
    expect(row).toMatchObject({ isAffirm: 1, remark: null });
    expect(row.affirmTime).toBeInstanceOf(Date);
    expect(await auditActions(t.db, 'invitation', invitationId)).toEqual(['extraction.confirm']);
    const info = await api.post<{ data: { isAffirm: number; affirmTime: string } }>(BASE.getConfirmInfo, {
      id: key,
    });
    expect(info.body.data!.data).toMatchObject({ isAffirm: 1, affirmTime: row.affirmTime!.toISOString() });
  });

  it('declines with a reason', async () => {
    const { invitationId, key, expert } = await invited();
    const code = await codeFor(key, expert.mobile);
    const reply = await api.post(BASE.extractConfirm, { strKey: key, confirm: -1, code, remark: '出差在外' });
    expect(reply.body.code).toBe(0);
    expect(await invitationRow(t.db, invitationId)).toMatchObject({ isAffirm: -1, remark: '出差在外' });
    expect(await auditActions(t.db, 'invitation', invitationId)).toEqual(['extraction.decline']);
  });

  it('refuses a decline without a reason, a missing code and a wrong answer value, changing nothing', async () => {
    const { invitationId, key, expert } = await invited();
    const code = await codeFor(key, expert.mobile);
    const confirm = (body: object) => () => api.post(BASE.extractConfirm, { strKey: key, ...body });
    const invalid = (msg: string) => ({ code: ErrorCode.INVALID_INPUT, msg });
    await expectRefusedUnchanged(invitationId, confirm({ confirm: -1, code }), invalid('请输入无法参加的原因'));
    await expectRefusedUnchanged(invitationId, confirm({ confirm: 1 }), invalid('请输入验证码'));
    await expectRefusedUnchanged(invitationId, confirm({ confirm: 2, code }), invalid('请选择是否参加'));
    // The code was not used up by those refusals.
    expect((await api.post(BASE.extractConfirm, { strKey: key, confirm: 1, code })).body.code).toBe(0);
  });

  it('refuses a wrong or expired code', async () => {
    const { invitationId, key, expert } = await invited();
    const code = await codeFor(key, expert.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    await expectRefusedUnchanged(
      invitationId,
      () => api.post(BASE.extractConfirm, { strKey: key, confirm: 1, code: wrong }),
      { code: ErrorCode.BAD_CREDENTIALS, msg: '验证码错误，还可尝试4次' },
    );
    // An expired code: 5 minutes pass, the link (10 minutes) is still valid.
    t.clock.advance(5 * MINUTE + 1000);
    try {
      await expectRefusedUnchanged(
        invitationId,
        () => api.post(BASE.extractConfirm, { strKey: key, confirm: 1, code }),
        { code: ErrorCode.BAD_CREDENTIALS, msg: '验证码已失效，请重新获取' },
      );
      const fresh = await codeFor(key, expert.mobile);
      expect((await api.post(BASE.extractConfirm, { strKey: key, confirm: 1, code: fresh })).body.code).toBe(0);
    } finally {
      t.clock.reset();
    }
  });

  it('refuses a code already used, even for another invitation of the same expert', async () => {
    const region = uniqueRegion();
    const [expert] = await createExperts(t.db, 3, region);
    const invitationsOf = async () => {
      const project = await createProject(t.db);
      const { extractionId } = await drawCommittee(api, token, project.id, region);
      const rows = await invitationRows(t.db, extractionId);
      return rows.find((r) => r.specialistId === expert!.id)!;
    };
    const first = await invitationsOf();
    const second = await invitationsOf();
    const [secondLink, firstLink] = await linksSentTo(api, expert!.mobile);
    const code = await codeFor(firstLink!.key, expert!.mobile);
    expect((await api.post(BASE.extractConfirm, { strKey: firstLink!.key, confirm: 1, code })).body.code).toBe(0);
    expect((await invitationRow(t.db, first.id)).isAffirm).toBe(1);
    await expectRefusedUnchanged(
      second.id,
      () => api.post(BASE.extractConfirm, { strKey: secondLink!.key, confirm: 1, code }),
      { code: ErrorCode.BAD_CREDENTIALS, msg: '验证码已失效，请重新获取' },
    );
  });

  it('refuses a second answer, and a code for an answered invitation', async () => {
    const { invitationId, key, expert } = await invited();
    const code = await codeFor(key, expert.mobile);
    expect((await api.post(BASE.extractConfirm, { strKey: key, confirm: 1, code })).body.code).toBe(0);
    const answered = { code: ErrorCode.RULE, msg: '已答复，不能重复提交' };
    await expectRefusedUnchanged(
      invitationId,
      () => api.post(BASE.extractConfirm, { strKey: key, confirm: -1, code, remark: '改主意了' }),
      answered,
    );
    await expectRefusedUnchanged(invitationId, () => api.post(BASE.getCode, { id: key }), answered);
  });

  it('sends at most one code per 60 seconds, saying how long to wait', async () => {
    const { key, expert } = await invited();
    await codeFor(key, expert.mobile);
    t.clock.advance(15_000);
    try {
      expect((await api.post(BASE.getCode, { id: key })).body).toEqual({
        code: ErrorCode.RULE,
        msg: '请45秒后重试',
      });
    } finally {
      t.clock.reset();
    }
  });

  it('refuses everything once the link is 10 minutes old, but still shows the details', async () => {
    const { invitationId, key, expert } = await invited();
    const code = await codeFor(key, expert.mobile);
    t.clock.advance(10 * MINUTE);
    try {
      // Exactly 10 minutes is still valid (docs/product.md: valid 10 minutes from sendurlSendtime).
      expect((await api.post(BASE.getConfirmInfo, { id: key })).body.code).toBe(0);
      t.clock.advance(1000);
      const expired = { code: ErrorCode.RULE, msg: '链接已过期' };
      await expectRefusedUnchanged(invitationId, () => api.post(BASE.getCode, { id: key }), expired);
      await expectRefusedUnchanged(
        invitationId,
        () => api.post(BASE.extractConfirm, { strKey: key, confirm: 1, code }),
        expired,
      );
      const info = await api.post<{ data: { isAffirm: number } }>(BASE.getConfirmInfo, { id: key });
      expect(info.body.data!.data.isAffirm).toBe(0);
    } finally {
      t.clock.reset();
    }
  });

  it('refuses an unknown key, and a project key on the external recruitment calls', async () => {
    const { invitationId, key } = await invited();
    const unknown = { code: ErrorCode.NOT_FOUND, msg: LINK_INVALID_MSG };
    const madeUp = `${key.slice(0, -2)}AA`;
    await expectRefusedUnchanged(invitationId, () => api.post(BASE.getConfirmInfo, { id: madeUp }), unknown);
    await expectRefusedUnchanged(invitationId, () => api.post(BASE.getCode, { id: madeUp }), unknown);
    await expectRefusedUnchanged(
      invitationId,
      () => api.post(BASE.extractConfirm, { strKey: madeUp, confirm: 1, code: '123456' }),
      unknown,
    );
    await expectRefusedUnchanged(
      invitationId,
      () => api.post(ConfirmPath.external.getConfirmInfo, { id: key }),
      unknown,
    );
    await expectRefusedUnchanged(
      invitationId,
      () => api.post(ConfirmPath.external.extractConfirm, { id: key, confirm: 1, code: '123456' }),
      unknown,
    );
    expect((await api.post(BASE.getConfirmInfo, {})).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: LINK_INVALID_MSG,
    });
  });

  it('answers a garbled link 链接无效 with advice to check it or ask again, never to wait', async () => {
    const { invitationId } = await invited();
    // Typed by hand, cut short by the phone, doubled: the server finds no invitation and says so.
    for (const garbled of ['garbage', 'a', '%E4%BD%A0', 'x'.repeat(128)]) {
      await expectRefusedUnchanged(invitationId, () => api.post(BASE.getConfirmInfo, { id: garbled }), {
        code: ErrorCode.NOT_FOUND,
        msg: '链接无效，请核对短信中的链接是否完整，或联系采购人员重新发送',
      });
    }
    // Longer than any key: refused by its form, in the same words.
    expect((await api.post(BASE.getConfirmInfo, { id: 'x'.repeat(129) })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: LINK_INVALID_MSG,
    });
    expect(LINK_INVALID_MSG).not.toContain('稍后');
  });

  it('needs no token', async () => {
    const { key } = await invited();
    const reply = await api.post(BASE.getConfirmInfo, { id: key }, { token: 'not-a-token' });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(0);
  });
});
