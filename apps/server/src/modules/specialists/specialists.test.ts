import {
  ErrorCode,
  Permission,
  type SpecialistDetail,
  type SpecialistListItem,
  type SpecialistPage,
  SpecialistPath,
  SpecialtyPath,
} from '@swp/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { ApiClient } from '../../../test/client.ts';
import { auditActions, createStaff, uniqueMobile } from '../../../test/factories.ts';
import { auditLogs, specialists } from '../../db/schema/index.ts';
import { inviteExperts, poolCounts, specialistManagerToken, testIdNumber, tokenWithout } from './test-fixtures.ts';

let t: TestApp;
let api: ApiClient;
let token: string;
let water: number;
let pipes: number;
let cost: number;
beforeAll(async () => {
  t = await buildTestApp();
  api = new ApiClient(t.app);
  token = await specialistManagerToken(t.db, api);
  const mk = async (name: string, parentId?: number) =>
    (await api.post<{ id: number }>(SpecialtyPath.create, { name, parentId }, { token })).body.data!.id;
  water = await mk('给排水工程');
  pipes = await mk('管网工程', water);
  cost = await mk('工程造价');
});
afterAll(() => t.close());

const expert = (overrides: Record<string, unknown> = {}) => ({
  name: '赵工',
  mobile: uniqueMobile(),
  title: '高级工程师',
  employer: '杭州市水务集团有限公司',
  region: '杭州市',
  ...overrides,
});

async function create(body: Record<string, unknown>) {
  const reply = await api.post<{ id: number }>(SpecialistPath.create, body, { token });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!.id;
}

const detail = async (id: number, withToken = token) => {
  const reply = await api.post<SpecialistDetail>(SpecialistPath.detail, { id }, { token: withToken });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!;
};

const list = async (body: Record<string, unknown>) => {
  const reply = await api.post<SpecialistPage<SpecialistListItem>>(SpecialistPath.list, body, { token });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!;
};

async function expectRefused(path: string, body: unknown, code: number, msg: string) {
  const before = await poolCounts(t.db);
  const rows = await t.db.select().from(specialists);
  const reply = await api.post(path, body, { token });
  expect(reply.body).toEqual({ code, msg });
  expect(await poolCounts(t.db)).toEqual(before);
  expect(await t.db.select().from(specialists)).toEqual(rows);
}

describe('create', () => {
  it('creates an expert, derives gender and birth date from the ID number, and audits', async () => {
    const idNumber = testIdNumber({ male: false, birthDate: '1975-06-18' });
    const id = await create(expert({ idNumber, specialtyIds: [pipes, cost], external: true, category: 'economic' }));
    const d = await detail(id);
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
    expect(d.specialties.map((s) => s.path).sort()).toEqual(['工程造价', '给排水工程/管网工程']);
    expect(await auditActions(t.db, 'specialist', id)).toEqual(['specialist.create']);
    const [log] = await t.db
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
    await expectRefused(SpecialistPath.create, expert(overrides), code, msg);
  });

  it('refuses a mobile or an ID number that another expert has', async () => {
    const idNumber = testIdNumber();
    const first = expert({ idNumber });
    await create(first);
    await expectRefused(SpecialistPath.create, expert({ mobile: first.mobile }), ErrorCode.RULE, '手机号已存在');
    await expectRefused(SpecialistPath.create, expert({ idNumber }), ErrorCode.RULE, '身份证号已存在');
    // The demo expert 王工's mobile is taken too.
    await expectRefused(SpecialistPath.create, expert({ mobile: '13900000001' }), ErrorCode.RULE, '手机号已存在');
  });
});

describe('update', () => {
  it('changes only the fields sent, keeps the ID number when it is left out, and audits masked values', async () => {
    const idNumber = testIdNumber({ male: true });
    const id = await create(expert({ idNumber, specialtyIds: [water] }));
    const newMobile = uniqueMobile();
    const reply = await api.post(
      SpecialistPath.update,
      { id, title: '正高级工程师', mobile: newMobile, specialtyIds: [cost] },
      { token },
    );
    expect(reply.body).toEqual({ code: 0, msg: '操作成功' });
    const d = await detail(id);
    expect(d).toMatchObject({
      title: '正高级工程师',
      mobile: newMobile,
      employer: '杭州市水务集团有限公司',
      gender: 'male',
    });
    expect(d.specialties.map((s) => s.id)).toEqual([cost]);
    const [row] = await t.db.select().from(specialists).where(eq(specialists.id, id));
    expect(row!.idNumber).toBe(idNumber);
    const logs = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(id)));
    const update = logs.find((l) => l.action === 'specialist.update')!;
    expect(update.detail).toMatchObject({ changes: { title: { from: '高级工程师', to: '正高级工程师' } } });
    expect(JSON.stringify(update.detail)).not.toContain(newMobile);
  });

  it('re-derives gender and birth date from a new ID number and clears it with an empty one', async () => {
    const id = await create(expert({ gender: 'male', birthDate: '1970-01-01' }));
    const female = testIdNumber({ male: false, birthDate: '1982-03-14' });
    expect((await api.post(SpecialistPath.update, { id, idNumber: female }, { token })).body.code).toBe(0);
    expect(await detail(id)).toMatchObject({ gender: 'female', birthDate: '1982-03-14' });
    expect((await api.post(SpecialistPath.update, { id, idNumber: '' }, { token })).body.code).toBe(0);
    expect((await detail(id)).idNumber).toBe('');
  });

  it('refuses contradictions, duplicates and unknown experts without changing anything', async () => {
    const taken = expert({ idNumber: testIdNumber() });
    await create(taken);
    const id = await create(expert({ idNumber: testIdNumber({ male: true }) }));
    await expectRefused(
      SpecialistPath.update,
      { id, gender: 'female' },
      ErrorCode.INVALID_INPUT,
      '性别与身份证号不一致',
    );
    await expectRefused(SpecialistPath.update, { id, mobile: taken.mobile }, ErrorCode.RULE, '手机号已存在');
    await expectRefused(SpecialistPath.update, { id, idNumber: taken.idNumber }, ErrorCode.RULE, '身份证号已存在');
    await expectRefused(SpecialistPath.update, { id, name: '' }, ErrorCode.INVALID_INPUT, '请输入专家姓名');
    await expectRefused(
      SpecialistPath.update,
      { id, specialtyIds: [999999] },
      ErrorCode.INVALID_INPUT,
      '所选专业类别不存在，请刷新后重新选择',
    );
    await expectRefused(SpecialistPath.update, { id: 999999, title: 'x' }, ErrorCode.NOT_FOUND, '专家不存在');
  });
});

describe('list', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const kw = '检索';
    ids = {
      a: await create(expert({ name: `${kw}甲`, specialtyIds: [pipes], region: '宁波市', idNumber: testIdNumber() })),
      b: await create(expert({ name: `${kw}乙`, specialtyIds: [water], category: 'economic', title: '高级会计师' })),
      c: await create(expert({ name: `${kw}丙`, specialtyIds: [cost], external: true })),
    };
    await api.post(SpecialistPath.freeze, { id: ids.c, reason: '长期联系不上' }, { token });
    await inviteExperts(
      t.db,
      [
        { specialistId: ids.a!, isAffirm: -1 },
        { specialistId: ids.b!, isAffirm: 1 },
      ],
      { createdBy: 1 },
    );
    await inviteExperts(t.db, [{ specialistId: ids.a!, isAffirm: -1 }], { createdBy: 1 });
  });
  const names = (page: SpecialistPage<SpecialistListItem>) => page.list.map((e) => e.name).sort();

  it('searches by keyword, specialty (with descendants), title, region, category, external and status', async () => {
    expect(names(await list({ keyword: '检索' }))).toEqual(['检索丙', '检索乙', '检索甲']);
    expect(names(await list({ keyword: '检索', specialtyId: water }))).toEqual(['检索乙', '检索甲']);
    expect(names(await list({ keyword: '检索', specialtyId: pipes }))).toEqual(['检索甲']);
    expect(names(await list({ keyword: '检索', title: '高级会计师' }))).toEqual(['检索乙']);
    expect(names(await list({ keyword: '检索', region: '宁波市' }))).toEqual(['检索甲']);
    expect(names(await list({ keyword: '检索', category: 'economic' }))).toEqual(['检索乙']);
    expect(names(await list({ keyword: '检索', external: true }))).toEqual(['检索丙']);
    expect(names(await list({ keyword: '检索', status: 'frozen' }))).toEqual(['检索丙']);
    const [row] = await t.db.select().from(specialists).where(eq(specialists.id, ids.b!));
    expect(names(await list({ keyword: row!.mobile.slice(3) }))).toEqual(['检索乙']);
    expect((await list({ keyword: '%' })).total).toBe(0);
  });

  it('pages newest first, masks every ID number and counts invitations and declines', async () => {
    const page = await list({ keyword: '检索', page: 1, pageSize: 2 });
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.list.map((e) => e.name)).toEqual(['检索丙', '检索乙']);
    expect((await list({ keyword: '检索', page: 2, pageSize: 2 })).list.map((e) => e.name)).toEqual(['检索甲']);
    const a = (await list({ keyword: '检索甲' })).list[0]!;
    expect(a.idNumber).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
    expect(a).toMatchObject({ declineCount: 2, invitationCount: 2, specialties: [{ id: pipes, name: '管网工程' }] });
    expect(JSON.stringify(await list({ pageSize: 100 }))).not.toMatch(/\d{17}[\dX]|passwordHash/);
  });

  it('refuses bad paging and filters with a message', async () => {
    for (const [body, msg] of [
      [{ pageSize: 500 }, '每页条数不能超过100'],
      [{ page: 0 }, '页码至少为1'],
      [{ status: 'gone' }, '状态须为正常或冻结'],
    ] as const) {
      expect((await api.post(SpecialistPath.list, body, { token })).body).toEqual({
        code: ErrorCode.INVALID_INPUT,
        msg,
      });
    }
  });
});

describe('detail', () => {
  it('shows the evaluation history and hides committees not yet opened from viewers without 项目管理', async () => {
    const id = await create(expert());
    const now = t.clock.now();
    await inviteExperts(t.db, [{ specialistId: id, isAffirm: 1 }], {
      createdBy: 1,
      projectOpenTime: new Date(now.getTime() - 86_400_000),
    });
    await inviteExperts(t.db, [{ specialistId: id, isAffirm: -1 }], {
      createdBy: 1,
      projectOpenTime: new Date(now.getTime() + 86_400_000),
    });
    // Sent an hour ago and never answered: the link has run out.
    await inviteExperts(t.db, [{ specialistId: id, isAffirm: 0 }], {
      createdBy: 1,
      now: new Date(now.getTime() - 3_600_000),
    });

    const admin = await detail(id, await api.staffToken());
    expect(admin.evaluations).toHaveLength(3);
    expect(admin).toMatchObject({ declineCount: 1, invitationCount: 3, confidentialEvaluationCount: 0 });
    expect(admin.evaluations.map((e) => e.statusLabel).sort()).toEqual(['已拒绝', '已确认', '已超时'].sort());
    expect(admin.evaluations.find((e) => e.kind === 'external')!.taskName).toBe('外部招募评审任务');
    expect(admin.evaluations.find((e) => e.isAffirm === 1)!.projectName).toMatch(/^测试项目/);

    const limited = await detail(id);
    expect(limited.evaluations.map((e) => e.isAffirm).sort()).toEqual([0, 1]);
    expect(limited).toMatchObject({ declineCount: 1, confidentialEvaluationCount: 1 });
  });

  it('answers an unknown expert with 专家不存在', async () => {
    expect((await api.post(SpecialistPath.detail, { id: 999999 }, { token })).body).toEqual({
      code: ErrorCode.NOT_FOUND,
      msg: '专家不存在',
    });
  });
});

describe('freeze and unfreeze', () => {
  it('freezes with a reason shown in the detail, refuses twice, and unfreezes with a reason', async () => {
    const id = await create(expert());
    await expectRefused(SpecialistPath.freeze, { id }, ErrorCode.INVALID_INPUT, '请输入冻结原因');
    expect((await api.post(SpecialistPath.freeze, { id, reason: '评审中违规' }, { token })).body.code).toBe(0);
    expect((await detail(id)).frozen).toMatchObject({ reason: '评审中违规' });
    await expectRefused(SpecialistPath.freeze, { id, reason: '再次' }, ErrorCode.RULE, '该专家已是冻结状态');
    await expectRefused(SpecialistPath.unfreeze, { id, reason: '' }, ErrorCode.INVALID_INPUT, '请输入解冻原因');
    expect((await api.post(SpecialistPath.unfreeze, { id, reason: '申诉成立' }, { token })).body.code).toBe(0);
    expect(await detail(id)).toMatchObject({ status: 'normal', frozen: null });
    await expectRefused(SpecialistPath.unfreeze, { id, reason: '再次' }, ErrorCode.RULE, '该专家未被冻结');
    expect(await auditActions(t.db, 'specialist', id)).toEqual([
      'specialist.create',
      'specialist.freeze',
      'specialist.unfreeze',
    ]);
  });
});

describe('delete', () => {
  it('deletes an expert never invited, and refuses one who was', async () => {
    const fresh = await create(expert({ specialtyIds: [water] }));
    expect((await api.post(SpecialistPath.delete, { id: fresh }, { token })).body.code).toBe(0);
    expect(await t.db.select().from(specialists).where(eq(specialists.id, fresh))).toEqual([]);
    expect(await auditActions(t.db, 'specialist', fresh)).toEqual(['specialist.create', 'specialist.delete']);

    const invited = await create(expert());
    await inviteExperts(t.db, [{ specialistId: invited }], { createdBy: 1 });
    await expectRefused(
      SpecialistPath.delete,
      { id: invited },
      ErrorCode.RULE,
      '该专家已被抽取过，不能删除，可改为冻结',
    );
    await expectRefused(SpecialistPath.delete, { id: 999999 }, ErrorCode.NOT_FOUND, '专家不存在');
  });
});

describe('revealIdNumber', () => {
  it('answers the full number and writes who looked to the audit log', async () => {
    const idNumber = testIdNumber();
    const id = await create(expert({ idNumber }));
    const reply = await api.post<{ idNumber: string }>(SpecialistPath.revealIdNumber, { id }, { token });
    expect(reply.body.data).toEqual({ idNumber });
    expect(await auditActions(t.db, 'specialist', id)).toEqual(['specialist.create', 'specialist.revealIdNumber']);
    const none = await create(expert());
    expect((await api.post(SpecialistPath.revealIdNumber, { id: none }, { token })).body).toEqual({
      code: ErrorCode.RULE,
      msg: '该专家未登记身份证号',
    });
  });
});

describe('permissions', () => {
  it('refuses every 专家管理 endpoint to a staff user without system:specialist (403)', async () => {
    const outsider = await tokenWithout(t.db, api, Permission.specialist);
    for (const path of Object.values(SpecialistPath)) {
      const isGet = path === SpecialistPath.export || path === SpecialistPath.importTemplate;
      const reply = isGet
        ? await api.get(path, { token: outsider })
        : await api.post(path, { id: 1 }, { token: outsider });
      expect(reply.status, path).toBe(403);
      expect(reply.body, path).toEqual({ code: 403, msg: '没有权限执行此操作' });
    }
  });

  it('lets the demo buyer (采购专员, who holds 专家管理) in', async () => {
    const buyer = await api.staffToken('caigou', 'Caigou@2026');
    expect((await api.post(SpecialistPath.list, {}, { token: buyer })).body.code).toBe(0);
    const plain = await createStaff(t.db);
    expect(
      (await api.post(SpecialistPath.list, {}, { token: await api.staffToken(plain.username, plain.password) })).status,
    ).toBe(403);
  });
});
