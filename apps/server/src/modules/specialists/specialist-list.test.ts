import { ErrorCode, type Page, Permission, type SpecialistListItem, specialistApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/factories.ts';
import { PoolTestApi } from '../../../test/kits/specialist-pool.ts';
import { inviteExperts, testIdNumber } from '../../../test/kits/specialists.ts';
import { specialists } from '../../db/schema/index.ts';

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

describe('list', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const kw = '检索';
    ids = {
      a: await p.create(
        PoolTestApi.expert({ name: `${kw}甲`, specialtyIds: [pipes], region: '宁波市', idNumber: testIdNumber() }),
      ),
      b: await p.create(
        PoolTestApi.expert({ name: `${kw}乙`, specialtyIds: [water], category: 'economic', title: '高级会计师' }),
      ),
      c: await p.create(PoolTestApi.expert({ name: `${kw}丙`, specialtyIds: [cost], external: true })),
    };
    await p.api.post(specialistApi.freeze.path, { id: ids.c, reason: '长期联系不上' }, { token: p.token });
    // Projects opened yesterday: their committees are no secret any more, so every viewer counts them.
    const projectOpenTime = new Date(Date.now() - 86_400_000);
    await inviteExperts(
      p.t.db,
      [
        { specialistId: ids.a!, isAffirm: -1 },
        { specialistId: ids.b!, isAffirm: 1 },
      ],
      { createdBy: 1, projectOpenTime },
    );
    await inviteExperts(p.t.db, [{ specialistId: ids.a!, isAffirm: -1 }], { createdBy: 1, projectOpenTime });
  });
  const names = (page: Page<SpecialistListItem>) => page.list.map((e) => e.name).sort();

  it('searches by keyword, specialty (with descendants), title, region, category, external and status', async () => {
    expect(names(await p.list({ keyword: '检索' }))).toEqual(['检索丙', '检索乙', '检索甲']);
    expect(names(await p.list({ keyword: '检索', specialtyId: water }))).toEqual(['检索乙', '检索甲']);
    expect(names(await p.list({ keyword: '检索', specialtyId: pipes }))).toEqual(['检索甲']);
    expect(names(await p.list({ keyword: '检索', title: '高级会计师' }))).toEqual(['检索乙']);
    expect(names(await p.list({ keyword: '检索', region: '宁波市' }))).toEqual(['检索甲']);
    expect(names(await p.list({ keyword: '检索', category: 'economic' }))).toEqual(['检索乙']);
    expect(names(await p.list({ keyword: '检索', external: true }))).toEqual(['检索丙']);
    expect(names(await p.list({ keyword: '检索', status: 'frozen' }))).toEqual(['检索丙']);
    const [row] = await p.t.db.select().from(specialists).where(eq(specialists.id, ids.b!));
    expect(names(await p.list({ keyword: row!.mobile.slice(3) }))).toEqual(['检索乙']);
    expect((await p.list({ keyword: '%' })).total).toBe(0);
  });

  it('pages newest first, masks every ID number and counts invitations and declines', async () => {
    const page = await p.list({ keyword: '检索', page: 1, pageSize: 2 });
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.list.map((e) => e.name)).toEqual(['检索丙', '检索乙']);
    expect((await p.list({ keyword: '检索', page: 2, pageSize: 2 })).list.map((e) => e.name)).toEqual(['检索甲']);
    const a = (await p.list({ keyword: '检索甲' })).list[0]!;
    expect(a.idNumber).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
    expect(a).toMatchObject({ declineCount: 2, invitationCount: 2, specialties: [{ id: pipes, name: '泵站工程' }] });
    expect(JSON.stringify(await p.list({ pageSize: 100 }))).not.toMatch(/\d{17}[\dX]|passwordHash/);
  });

  it('counts only the invitations the viewer may learn of (docs/rules.md)', async () => {
    const id = await p.create(PoolTestApi.expert({ name: '检索丁' }));
    await inviteExperts(p.t.db, [{ specialistId: id, isAffirm: -1 }], {
      createdBy: 1,
      projectOpenTime: new Date(Date.now() + 86_400_000),
    });
    await inviteExperts(p.t.db, [{ specialistId: id, isAffirm: -1 }], { createdBy: 1 });
    expect((await p.list({ keyword: '检索丁' })).list[0]).toMatchObject({ invitationCount: 0, declineCount: 0 });
    const admin = await p.api.get<Page<SpecialistListItem>>(specialistApi.list.path, {
      token: await p.api.staffToken(),
      query: { keyword: '检索丁' },
    });
    expect(admin.body.data!.list[0]).toMatchObject({ invitationCount: 2, declineCount: 2 });
  });

  it('refuses bad paging and filters with a message', async () => {
    for (const [body, msg] of [
      [{ pageSize: 500 }, '每页条数不能大于100'],
      [{ page: 0 }, '页码不能小于1'],
      [{ status: 'gone' }, '状态须为正常或冻结'],
    ] as const) {
      expect((await p.read(specialistApi.list.path, body)).body).toEqual({
        code: ErrorCode.INVALID_INPUT,
        msg,
      });
    }
  });
});

describe('detail', () => {
  it('shows the evaluation history, leaving out without a trace what is confidential to the viewer', async () => {
    const id = await p.create(PoolTestApi.expert());
    const now = p.t.clock.now();
    const drawer = await createStaff(p.t.db, { perms: [Permission.specialist, Permission.project] });
    await inviteExperts(p.t.db, [{ specialistId: id, isAffirm: 1 }], {
      createdBy: 1,
      projectOpenTime: new Date(now.getTime() - 86_400_000),
    });
    await inviteExperts(p.t.db, [{ specialistId: id, isAffirm: -1 }], {
      createdBy: drawer.id,
      projectOpenTime: new Date(now.getTime() + 86_400_000),
    });
    // Sent an hour ago and never answered: the link has run out.
    await inviteExperts(p.t.db, [{ specialistId: id, isAffirm: 0 }], {
      createdBy: drawer.id,
      now: new Date(now.getTime() - 3_600_000),
    });

    const admin = await p.detail(id, await p.api.staffToken());
    expect(admin.evaluations).toHaveLength(3);
    expect(admin).toMatchObject({ declineCount: 1, invitationCount: 3 });
    expect(admin).not.toHaveProperty('confidentialEvaluationCount');
    expect(admin.evaluations.map((e) => e.statusLabel).sort()).toEqual(['已拒绝', '已确认', '已超时'].sort());
    expect(admin.evaluations.find((e) => e.kind === 'external')!.taskName).toBe('外部招募评审任务');
    expect(admin.evaluations.find((e) => e.isAffirm === 1)!.projectName).toMatch(/^测试项目/);
    const mine = await p.detail(id, await p.api.staffToken(drawer.username, drawer.password));
    expect(mine).toMatchObject({ declineCount: 1, invitationCount: 3 });

    // 专家管理 alone, or with 项目管理 too: only the opened project, and no count of what is hidden.
    const colleague = await createStaff(p.t.db, { perms: [Permission.specialist, Permission.project] });
    for (const token of [p.token, await p.api.staffToken(colleague.username, colleague.password)]) {
      const limited = await p.detail(id, token);
      expect(limited.evaluations.map((e) => e.isAffirm)).toEqual([1]);
      expect(limited).toMatchObject({ declineCount: 0, invitationCount: 1 });
      expect(limited).not.toHaveProperty('confidentialEvaluationCount');
    }

    // Once the project has opened its committee is known to all; the external task stays with its drawer.
    p.t.clock.advance(2 * 86_400_000);
    try {
      const opened = await p.detail(id);
      expect(opened.evaluations.map((e) => e.isAffirm).sort()).toEqual([-1, 1]);
      expect(opened).toMatchObject({ declineCount: 1, invitationCount: 2 });
    } finally {
      p.t.clock.reset();
    }
  });

  it('answers an unknown expert with 专家不存在', async () => {
    expect((await p.read(specialistApi.detail.path, { id: 999999 })).body).toEqual({
      code: ErrorCode.NOT_FOUND,
      msg: '专家不存在',
    });
  });
});
