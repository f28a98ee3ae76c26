import { ErrorCode, Permission, specialistApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActions, createStaff, uniqueMobile } from '../../../test/factories.ts';
import { PoolTestApi } from '../../../test/kits/specialist-pool.ts';
import { inviteExperts, testIdNumber, tokenWithout } from '../../../test/kits/specialists.ts';
import { auditLogs, invitations, specialists } from '../../db/schema/index.ts';
import { loadExpertPool } from './specialists.repo.ts';

let p: PoolTestApi;
let water: number;
let pipes: number;
let cost: number;
beforeAll(async () => {
  p = await PoolTestApi.start();
  water = await p.specialty('城市供水');
  pipes = await p.specialty('泵站工程', water);
  cost = await p.specialty('造价咨询');
});
afterAll(() => p.close());

describe('create', () => {
  it('creates an expert, derives gender and birth date from the ID number, and audits', async () => {
    const idNumber = testIdNumber({ male: false, birthDate: '1975-06-18' });
    const id = await p.create(
      PoolTestApi.expert({ idNumber, specialtyIds: [pipes, cost], external: true, category: 'economic' }),
    );
    const d = await p.detail(id);
    expect(d).toMatchObject({
      name: '赵工',
      gender: 'female',
      birthDate: '1975-06-18',
      idNumber: `${idNumber.slice(0, 4)}**********${idNumber.slice(-4)}`,
      external: true,
      category: 'economic',
      status: 'normal',
      account: null,
      declineCount: 0,
      evaluations: [],
    });
    expect(d.specialties.map((s) => s.path).sort()).toEqual(['城市供水/泵站工程', '造价咨询'].sort());
    expect(await auditActions(p.t.db, 'specialist', id)).toEqual(['specialist.create']);
    const [log] = await p.t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(id)));
    expect(JSON.stringify(log!.detail)).not.toContain(idNumber);
  });

  const bad = testIdNumber();
  it.each([
    [{ name: '' }, ErrorCode.INVALID_INPUT, '请输入专家姓名'],
    [{ name: '王'.repeat(51) }, ErrorCode.INVALID_INPUT, '专家姓名不能超过50个字符'],
    [{ mobile: '12345' }, ErrorCode.INVALID_INPUT, '请输入正确的11位手机号'],
    [{ mobile: undefined }, ErrorCode.INVALID_INPUT, '请输入手机号'],
    [{ idNumber: '33010219800101' }, ErrorCode.INVALID_INPUT, '身份证号须为18位，前17位为数字，末位为数字或X'],
    [
      { idNumber: `${bad.slice(0, 17)}${bad[17] === '0' ? '1' : '0'}` },
      ErrorCode.INVALID_INPUT,
      '身份证号校验位不正确，请核对',
    ],
    [{ idNumber: testIdNumber({ male: true }), gender: 'female' }, ErrorCode.INVALID_INPUT, '性别与身份证号不一致'],
    [{ gender: 'unknown' }, ErrorCode.INVALID_INPUT, '性别须为男或女'],
    [{ birthDate: '1980-13-01' }, ErrorCode.INVALID_INPUT, '出生日期须为YYYY-MM-DD格式的日期'],
    [{ category: 'legal' }, ErrorCode.INVALID_INPUT, '专家类别须为技术类、经济类或其他类'],
    [{ external: 'maybe' }, ErrorCode.INVALID_INPUT, '请选择内部或外部专家'],
    [{ title: '职'.repeat(51) }, ErrorCode.INVALID_INPUT, '职称不能超过50个字符'],
    [{ specialtyIds: [999999] }, ErrorCode.INVALID_INPUT, '所选专业类别不存在，请刷新后重新选择'],
  ])('refuses %j with “%s” and changes nothing', async (overrides, code, msg) => {
    await p.expectRefused(specialistApi.create.path, PoolTestApi.expert(overrides), code, msg);
  });

  it('refuses a mobile or an ID number that another expert has', async () => {
    const idNumber = testIdNumber();
    const first = PoolTestApi.expert({ idNumber });
    await p.create(first);
    await p.expectRefused(
      specialistApi.create.path,
      PoolTestApi.expert({ mobile: first.mobile }),
      ErrorCode.RULE,
      '手机号已存在',
    );
    await p.expectRefused(
      specialistApi.create.path,
      PoolTestApi.expert({ idNumber }),
      ErrorCode.RULE,
      '身份证号已存在',
    );
    // The demo expert 王工's mobile is taken too.
    await p.expectRefused(
      specialistApi.create.path,
      PoolTestApi.expert({ mobile: '13900000001' }),
      ErrorCode.RULE,
      '手机号已存在',
    );
  });
});

describe('update', () => {
  it('changes only the fields sent, keeps the ID number when it is left out, and audits masked values', async () => {
    const idNumber = testIdNumber({ male: true });
    const id = await p.create(PoolTestApi.expert({ idNumber, specialtyIds: [water] }));
    const newMobile = uniqueMobile();
    const reply = await p.api.post(
      specialistApi.update.path,
      { id, title: '正高级工程师', mobile: newMobile, specialtyIds: [cost] },
      { token: p.token },
    );
    expect(reply.body).toEqual({ code: 0, msg: '操作成功' });
    const d = await p.detail(id);
    expect(d).toMatchObject({
      title: '正高级工程师',
      mobile: newMobile,
      employer: '杭州市水务集团有限公司',
      gender: 'male',
    });
    expect(d.specialties.map((s) => s.id)).toEqual([cost]);
    const [row] = await p.t.db.select().from(specialists).where(eq(specialists.id, id));
    expect(row!.idNumber).toBe(idNumber);
    const logs = await p.t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(id)));
    const update = logs.find((l) => l.action === 'specialist.update')!;
    expect(update.detail).toMatchObject({ changes: { title: { from: '高级工程师', to: '正高级工程师' } } });
    expect(JSON.stringify(update.detail)).not.toContain(newMobile);
  });

  it('re-derives gender and birth date from a new ID number and clears it with an empty one', async () => {
    const id = await p.create(PoolTestApi.expert({ gender: 'male', birthDate: '1970-01-01' }));
    const female = testIdNumber({ male: false, birthDate: '1982-03-14' });
    expect((await p.api.post(specialistApi.update.path, { id, idNumber: female }, { token: p.token })).body.code).toBe(
      0,
    );
    expect(await p.detail(id)).toMatchObject({ gender: 'female', birthDate: '1982-03-14' });
    expect((await p.api.post(specialistApi.update.path, { id, idNumber: '' }, { token: p.token })).body.code).toBe(0);
    expect((await p.detail(id)).idNumber).toBe('');
  });

  it('refuses contradictions, duplicates and unknown experts without changing anything', async () => {
    const takenIdNumber = testIdNumber();
    const taken = PoolTestApi.expert({ idNumber: takenIdNumber });
    await p.create(taken);
    const id = await p.create(PoolTestApi.expert({ idNumber: testIdNumber({ male: true }) }));
    await p.expectRefused(
      specialistApi.update.path,
      { id, gender: 'female' },
      ErrorCode.INVALID_INPUT,
      '性别与身份证号不一致',
    );
    await p.expectRefused(specialistApi.update.path, { id, mobile: taken.mobile }, ErrorCode.RULE, '手机号已存在');
    await p.expectRefused(specialistApi.update.path, { id, idNumber: takenIdNumber }, ErrorCode.RULE, '身份证号已存在');
    await p.expectRefused(specialistApi.update.path, { id, name: '' }, ErrorCode.INVALID_INPUT, '请输入专家姓名');
    await p.expectRefused(
      specialistApi.update.path,
      { id, specialtyIds: [999999] },
      ErrorCode.INVALID_INPUT,
      '所选专业类别不存在，请刷新后重新选择',
    );
    await p.expectRefused(specialistApi.update.path, { id: 999999, title: 'x' }, ErrorCode.NOT_FOUND, '专家不存在');
  });
});

describe('freeze and unfreeze', () => {
  it('freezes with a reason shown in the detail, refuses twice, and unfreezes with a reason', async () => {
    const id = await p.create(PoolTestApi.expert());
    await p.expectRefused(specialistApi.freeze.path, { id }, ErrorCode.INVALID_INPUT, '请输入冻结原因');
    expect(
      (await p.api.post(specialistApi.freeze.path, { id, reason: '评审中违规' }, { token: p.token })).body.code,
    ).toBe(0);
    expect((await p.detail(id)).frozen).toMatchObject({ reason: '评审中违规' });
    await p.expectRefused(specialistApi.freeze.path, { id, reason: '再次' }, ErrorCode.RULE, '该专家已是冻结状态');
    await p.expectRefused(specialistApi.unfreeze.path, { id, reason: '' }, ErrorCode.INVALID_INPUT, '请输入解冻原因');
    expect(
      (await p.api.post(specialistApi.unfreeze.path, { id, reason: '申诉成立' }, { token: p.token })).body.code,
    ).toBe(0);
    expect(await p.detail(id)).toMatchObject({ status: 'normal', frozen: null });
    await p.expectRefused(specialistApi.unfreeze.path, { id, reason: '再次' }, ErrorCode.RULE, '该专家未被冻结');
    expect(await auditActions(p.t.db, 'specialist', id)).toEqual([
      'specialist.create',
      'specialist.freeze',
      'specialist.unfreeze',
    ]);
  });
});

describe('delete', () => {
  it('removes an expert never invited', async () => {
    const fresh = await p.create(PoolTestApi.expert({ specialtyIds: [water] }));
    expect((await p.post(specialistApi.delete.path, { id: fresh })).body).toEqual({ code: 0, msg: '操作成功' });
    expect(await p.t.db.select().from(specialists).where(eq(specialists.id, fresh))).toEqual([]);
    expect(await auditActions(p.t.db, 'specialist', fresh)).toEqual(['specialist.create', 'specialist.delete']);
    await p.expectRefused(specialistApi.delete.path, { id: fresh }, ErrorCode.NOT_FOUND, '专家不存在');
    await p.expectRefused(specialistApi.delete.path, { id: 999999 }, ErrorCode.NOT_FOUND, '专家不存在');
  });

  it('archives an expert on a committee still confidential, with the very same answer, for the records', async () => {
    const idNumber = testIdNumber();
    const mobile = uniqueMobile();
    const onCommittee = await p.create(PoolTestApi.expert({ name: '委员甲', mobile, idNumber, region: '归档区' }));
    const never = await p.create(PoolTestApi.expert({ name: '新人乙', region: '归档区' }));
    // Drawn by someone else for a project opening next week: the deleting user may not know of it.
    const { extractionId } = await inviteExperts(p.t.db, [{ specialistId: onCommittee }], {
      projectOpenTime: new Date(Date.now() + 7 * 86_400_000),
      createdBy: 1,
    });

    const answers = [
      await p.post(specialistApi.delete.path, { id: never }),
      await p.post(specialistApi.delete.path, { id: onCommittee }),
    ];
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [200, { code: 0, msg: '操作成功' }],
      [200, { code: 0, msg: '操作成功' }],
    ]);
    const logs = await p.t.db
      .select({ id: auditLogs.targetId, detail: auditLogs.detail })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'specialist.delete'));
    const detailOf = (id: number) => Object.keys(logs.find((l) => l.id === String(id))!.detail as object);
    expect(detailOf(onCommittee)).toEqual(detailOf(never));

    // Kept for the committee: the row (name, mobile) and the invitation stay.
    const [kept] = await p.t.db.select().from(specialists).where(eq(specialists.id, onCommittee));
    expect(kept).toMatchObject({ name: '委员甲', mobile, account: null, passwordHash: null, enabled: false });
    expect(kept!.archivedAt).toBeInstanceOf(Date);
    const [invitation] = await p.t.db.select().from(invitations).where(eq(invitations.extractionId, extractionId));
    expect(invitation).toMatchObject({ specialistId: onCommittee });

    // …and gone from the pool: list, export filter, reads, writes, draws.
    expect((await p.list({ region: '归档区' })).total).toBe(0);
    expect((await p.read(specialistApi.detail.path, { id: onCommittee })).body).toEqual({
      code: ErrorCode.NOT_FOUND,
      msg: '专家不存在',
    });
    await p.expectRefused(specialistApi.delete.path, { id: onCommittee }, ErrorCode.NOT_FOUND, '专家不存在');
    await p.expectRefused(
      specialistApi.freeze.path,
      { id: onCommittee, reason: '测试' },
      ErrorCode.NOT_FOUND,
      '专家不存在',
    );
    expect((await loadExpertPool(p.t.db, { today: '2026-03-05' })).map((e) => e.id)).not.toContain(onCommittee);

    // The same person may be added again: the archived row holds neither the mobile nor the ID number.
    const again = await p.create(PoolTestApi.expert({ name: '委员甲', mobile, idNumber, region: '归档区' }));
    expect((await p.list({ region: '归档区' })).list.map((e) => e.id)).toEqual([again]);
  });
});

describe('revealIdNumber', () => {
  it('answers the full number and writes who looked to the audit log', async () => {
    const idNumber = testIdNumber();
    const id = await p.create(PoolTestApi.expert({ idNumber }));
    const reply = await p.api.post<{ idNumber: string }>(specialistApi.revealIdNumber.path, { id }, { token: p.token });
    expect(reply.body.data).toEqual({ idNumber });
    expect(await auditActions(p.t.db, 'specialist', id)).toEqual(['specialist.create', 'specialist.revealIdNumber']);
    const none = await p.create(PoolTestApi.expert());
    expect((await p.api.post(specialistApi.revealIdNumber.path, { id: none }, { token: p.token })).body).toEqual({
      code: ErrorCode.RULE,
      msg: '该专家未登记身份证号',
    });
  });
});

describe('permissions', () => {
  it('refuses every 专家管理 endpoint to a staff user without system:specialist (403)', async () => {
    const outsider = await tokenWithout(p.t.db, p.api, Permission.specialist);
    for (const { method, path } of Object.values(specialistApi)) {
      const reply =
        method === 'GET'
          ? await p.api.get(path, { token: outsider })
          : await p.api.post(path, { id: 1 }, { token: outsider });
      expect(reply.status, path).toBe(403);
      expect(reply.body, path).toEqual({ code: 403, msg: '没有权限执行此操作' });
    }
  });

  it('lets the demo buyer (采购专员, who holds 专家管理) in', async () => {
    const buyer = await p.api.buyerToken();
    expect((await p.api.get(specialistApi.list.path, { token: buyer })).body.code).toBe(0);
    const plain = await createStaff(p.t.db);
    expect(
      (await p.api.get(specialistApi.list.path, { token: await p.api.staffToken(plain.username, plain.password) }))
        .status,
    ).toBe(403);
  });
});
