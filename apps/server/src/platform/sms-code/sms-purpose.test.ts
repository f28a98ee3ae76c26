import {
  ConfirmPath,
  ErrorCode,
  Permission,
  pathsOf,
  projectExtractionApi,
  smsCodeApi,
  specialistAuthApi,
  staffAuthApi,
} from '@swp/core';
import { eq } from 'drizzle-orm';
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
  keyOf,
  uniqueRegion,
} from '../../../test/extraction-factories.ts';
import {
  auditActions,
  createSpecialist,
  createStaff,
  PASSWORD,
  snapshotCounts,
  staffTokenWith,
  uniqueMobile,
} from '../../../test/factories.ts';
import { smsCodes, specialists } from '../../db/schema/index.ts';
import { DAY } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/crypto.ts';

/**
 * An SMS code carries its purpose and answers only that; the send budget (60 s, 10 a day) is kept per
 * purpose, so sign-in requests can neither answer nor use up an expert's invitation codes.
 */
let token: string;
const { t, api } = useTestApp();
beforeAll(async () => {
  token = await staffTokenWith(t.db, api, [Permission.project]);
});

const CONFIRM = { ...pathsOf(projectExtractionApi), ...ConfirmPath.project };
const gone = { code: ErrorCode.BAD_CREDENTIALS, msg: '验证码已失效，请重新获取' };

const invitedExpert = () => firstInvitation(t.db, api, token);
const invitationCode = (key: string, mobile: string) => confirmationCode(api, key, mobile);

const purposesOf = async (mobile: string) =>
  (await t.db.select({ purpose: smsCodes.purpose }).from(smsCodes).where(eq(smsCodes.mobile, mobile))).map(
    (r) => r.purpose,
  );

describe('POST /api/sendVerCode purpose', () => {
  it('stores staff sign-in when none is given (the staff page sends none), and specialist sign-in when asked', async () => {
    const mobile = uniqueMobile();
    await api.smsCode(mobile);
    const other = uniqueMobile();
    await api.smsCode(other, 'specialist-login');
    expect(await purposesOf(mobile)).toEqual(['staff-login']);
    expect(await purposesOf(other)).toEqual(['specialist-login']);
  });

  it.each(['invitation', 'vender-login', 'register', 'find-password', 'admin', 7])(
    'refuses the purpose %j and sends nothing',
    async (purpose) => {
      const mobile = uniqueMobile();
      const reply = await api.post(smsCodeApi.sendVerCode.path, { mobile, ...(await api.captcha()), purpose });
      expect(reply.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '验证码用途不正确' });
      expect(await purposesOf(mobile)).toEqual([]);
    },
  );
});

describe('a code answers only its own purpose', () => {
  it('a staff sign-in code does not sign an expert in, and a specialist one does not sign staff in', async () => {
    const expert = await createSpecialist(t.db);
    const staffCode = await api.smsCode(expert.mobile);
    expect((await api.post(specialistAuthApi.smLogin.path, { mobile: expert.mobile, code: staffCode })).body).toEqual(
      gone,
    );

    const user = await createStaff(t.db);
    const expertCode = await api.smsCode(user.mobile, 'specialist-login');
    expect((await api.post(staffAuthApi.smLogin.path, { mobile: user.mobile, code: expertCode })).body).toEqual(gone);
    // Each still works where it belongs: the refusals above took none of its tries.
    const signedIn = await api.post(specialistAuthApi.smLogin.path, {
      mobile: expert.mobile,
      code: await api.smsCode(expert.mobile, 'specialist-login'),
    });
    expect(signedIn.body.code).toBe(0);
  });

  it('a sign-in code is refused by extractConfirm, and the invitation is unchanged', async () => {
    const { expert, invitationId, key } = await invitedExpert();
    for (const purpose of ['staff-login', 'specialist-login'] as const) {
      const signInCode = await api.smsCode(expert.mobile, purpose);
      const before = await invitationRow(t.db, invitationId);
      const reply = await api.post(CONFIRM.extractConfirm, { strKey: key, confirm: 1, code: signInCode });
      expect(reply.body).toEqual(gone);
      expect(await invitationRow(t.db, invitationId)).toEqual(before);
      expect(await auditActions(t.db, 'invitation', invitationId)).toEqual([]);
    }
    // With an invitation code outstanding, a fresh sign-in code is merely a wrong guess at it.
    const code = await invitationCode(key, expert.mobile);
    t.clock.advance(61_000);
    try {
      const signInCode = await api.smsCode(expert.mobile, 'specialist-login');
      if (signInCode !== code) {
        const reply = await api.post(CONFIRM.extractConfirm, { strKey: key, confirm: 1, code: signInCode });
        expect(reply.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: '验证码错误，还可尝试4次' });
      }
      expect((await api.post(CONFIRM.extractConfirm, { strKey: key, confirm: 1, code })).body.code).toBe(0);
    } finally {
      t.clock.reset();
    }
  });

  it('an invitation code signs nobody in, and still answers the invitation afterwards', async () => {
    const { expert, invitationId, key } = await invitedExpert();
    // The invited expert has an account, so only the purpose can stop the sign-in.
    await t.db
      .update(specialists)
      .set({ account: `zj_${expert.id}_${Date.now()}`, passwordHash: await hashPassword(PASSWORD) })
      .where(eq(specialists.id, expert.id));
    const code = await invitationCode(key, expert.mobile);
    const before = await snapshotCounts(t.db);
    for (const path of [specialistAuthApi.smLogin.path, staffAuthApi.smLogin.path]) {
      expect((await api.post(path, { mobile: expert.mobile, code })).body).toEqual(gone);
    }
    expect(await snapshotCounts(t.db)).toEqual(before);
    expect((await api.post(CONFIRM.extractConfirm, { strKey: key, confirm: 1, code })).body.code).toBe(0);
    expect((await invitationRow(t.db, invitationId)).isAffirm).toBe(1);
  });
});

describe('the send budget is kept per purpose', () => {
  it('a sign-in code just sent does not hold back the invitation code (60 s), nor the other way round', async () => {
    const { expert, key } = await invitedExpert();
    await api.smsCode(expert.mobile, 'specialist-login');
    await invitationCode(key, expert.mobile);
    await api.smsCode(expert.mobile);
    // Each purpose keeps its own 60 seconds.
    const again = await api.post(smsCodeApi.sendVerCode.path, {
      mobile: expert.mobile,
      ...(await api.captcha()),
      purpose: 'specialist-login',
    });
    expect(again.body.code).toBe(ErrorCode.RULE);
    expect(again.body.msg).toMatch(/^请\d+秒后重试$/);
    expect((await api.post(CONFIRM.getCode, { id: key })).body.msg).toMatch(/^请\d+秒后重试$/);
  });

  it('ten sign-in codes a day for an expert’s mobile leave the invitation codes untouched', async () => {
    const region = uniqueRegion();
    const experts = await createExperts(t.db, 3, region);
    // 08:00 China time tomorrow, so the eleven sends stay within one day.
    const now = Date.now();
    const chinaMidnight = now - ((now + 8 * 3600_000) % DAY);
    t.clock.advance(chinaMidnight + 8 * 3600_000 + DAY - now);
    try {
      for (const expert of experts) {
        for (let i = 0; i < 10; i++) {
          await api.smsCode(expert.mobile, 'specialist-login');
          t.clock.advance(61_000);
        }
        const eleventh = await api.post(smsCodeApi.sendVerCode.path, {
          mobile: expert.mobile,
          ...(await api.captcha()),
          purpose: 'specialist-login',
        });
        expect(eleventh.body.msg).toBe('该手机号今日获取验证码次数已达上限，请明天再试');
      }
      const project = await createProject(t.db, { openTime: new Date(now + 4 * DAY) });
      const { extractionId } = await drawCommittee(api, token, project.id, region);
      const [row] = await invitationRows(t.db, extractionId);
      const key = await keyOf(api, t.db, row!.specialistId);
      const mobile = experts.find((e) => e.id === row!.specialistId)!.mobile;
      const code = await invitationCode(key, mobile);
      expect((await api.post(CONFIRM.extractConfirm, { strKey: key, confirm: 1, code })).body.code).toBe(0);
    } finally {
      t.clock.reset();
    }
  });
});
