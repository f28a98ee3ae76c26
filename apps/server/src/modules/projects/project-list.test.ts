import {
  ErrorCode,
  type Page,
  type ProjectDetail,
  type ProjectListQueryInput,
  type ProjectListRow,
  projectApi,
} from '@swp/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createDepartment, forceProjectState, projectForm } from '../../../test/project-factories.ts';

const HOUR = 60 * 60 * 1000;

let buyer: string;
let deptA: number;
let deptB: number;
const { t, api } = useTestApp();
beforeAll(async () => {
  buyer = await api.buyerToken();
  deptA = (await createDepartment(t.db, { name: '管网管理部' })).id;
  deptB = (await createDepartment(t.db, { name: '信息中心' })).id;
});

async function add(name: string, overrides: Record<string, unknown> = {}) {
  const form = { ...projectForm({ needDeptId: deptA, manageDeptId: deptB }), projectName: name, ...overrides };
  const reply = await api.post<{ id: number; projectCode: string }>(projectApi.create.path, form, { token: buyer });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!;
}

async function list(query: ProjectListQueryInput) {
  const reply = await api.get<Page<ProjectListRow>>(projectApi.list.path, { token: buyer, query });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!;
}
const names = async (query: ProjectListQueryInput) =>
  (await list({ pageSize: 100, ...query })).list.map((r) => r.projectName);

describe('project list', () => {
  it('pages newest first with the row fields', async () => {
    for (const n of ['分页1', '分页2', '分页3']) await add(n);
    const first = await list({ keyword: '分页', page: 1, pageSize: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.list.map((r) => r.projectName)).toEqual(['分页3', '分页2']);
    expect(first.list[0]).toMatchObject({
      purchaseWay: 1,
      purchaseWayLabel: '询价采购',
      status: 'draft',
      statusLabel: '草稿',
      needDeptName: '管网管理部',
      manageDeptName: '信息中心',
      budget: '1000000.00',
      enrollTime: null,
      openTime: null,
    });
    expect(Object.keys(first.list[0]!).sort()).toEqual(
      [
        'id',
        'projectCode',
        'projectName',
        'purchaseWay',
        'purchaseWayLabel',
        'status',
        'statusLabel',
        'paused',
        'needDeptId',
        'needDeptName',
        'manageDeptId',
        'manageDeptName',
        'budget',
        'enrollTime',
        'openTime',
        'createdAt',
      ].sort(),
    );
    expect((await list({ keyword: '分页', page: 2, pageSize: 2 })).list.map((r) => r.projectName)).toEqual(['分页1']);
  });

  it('searches name and code, taking % and _ literally', async () => {
    const coded = await add('关键字甲', { projectCode: 'KW-100%' });
    await add('关键字乙');
    expect(await names({ keyword: '关键字' })).toEqual(['关键字乙', '关键字甲']);
    expect(await names({ keyword: 'kw-100%' })).toEqual(['关键字甲']);
    expect(await names({ keyword: coded.projectCode.replace('%', '_') })).toEqual([]);
    expect(await names({ keyword: '%' })).toEqual(['关键字甲']);
  });

  it('filters by purchase way and department', async () => {
    await add('筛选询价', { purchaseWay: 1 });
    await add('筛选招标', { purchaseWay: '3', needDeptId: deptB, manageDeptId: deptA });
    expect(await names({ keyword: '筛选', purchaseWay: 3 })).toEqual(['筛选招标']);
    expect(await names({ keyword: '筛选', needDeptId: deptB })).toEqual(['筛选招标']);
    expect(await names({ keyword: '筛选', manageDeptId: deptB })).toEqual(['筛选询价']);
    expect(await names({ keyword: '筛选', purchaseWay: '', needDeptId: null, status: '' })).toHaveLength(2);
  });

  it('filters by Beijing creation dates, both ends included', async () => {
    const early = await add('日期早');
    const late = await add('日期晚');
    await forceProjectState(t.db, early.id, { createdAt: new Date('2025-01-01T15:59:00Z') }); // 2025-01-01 23:59 北京
    await forceProjectState(t.db, late.id, { createdAt: new Date('2025-01-01T16:00:00Z') }); // 2025-01-02 00:00 北京
    expect(await names({ keyword: '日期', createdFrom: '2025-01-01', createdTo: '2025-01-01' })).toEqual(['日期早']);
    expect(await names({ keyword: '日期', createdFrom: '2025-01-02' })).toEqual(['日期晚']);
    expect(await names({ keyword: '日期', createdTo: '2025-01-02' })).toEqual(['日期晚', '日期早']);
  });

  it('filters by the effective state: enrolling turns into bidding at enrollEndTime, unless paused', async () => {
    const now = t.clock.now().getTime();
    const running = await add('状态报名');
    const paused = await add('状态暂停');
    const approved = await add('状态立项');
    const times = { status: 'enrolling', enrollTime: new Date(now - HOUR), enrollEndTime: new Date(now + HOUR) };
    await forceProjectState(t.db, running.id, times);
    await forceProjectState(t.db, paused.id, { ...times, paused: true, pauseReason: '投诉' });
    await forceProjectState(t.db, approved.id, { status: 'approved' });

    expect(await names({ keyword: '状态', status: 'enrolling' })).toEqual(['状态暂停', '状态报名']);
    expect(await names({ keyword: '状态', status: 'bidding' })).toEqual([]);
    expect(await names({ keyword: '状态', paused: true })).toEqual(['状态暂停']);

    t.clock.advance(2 * HOUR);
    expect(await names({ keyword: '状态', status: 'bidding' })).toEqual(['状态报名']);
    expect(await names({ keyword: '状态', status: 'enrolling' })).toEqual(['状态暂停']);
    expect(await names({ keyword: '状态', status: 'approved' })).toEqual(['状态立项']);
    const rows = (await list({ keyword: '状态' })).list;
    expect(rows.map((r) => [r.projectName, r.status, r.statusLabel])).toEqual([
      ['状态立项', 'approved', '已立项'],
      ['状态暂停', 'enrolling', '已暂停'],
      ['状态报名', 'bidding', '投标中'],
    ]);
  });

  it('reads a published tender as 待报名, 报名中, 投标中 and 待开标 by the clock, in the filter, the rows and the detail alike', async () => {
    const now = t.clock.now().getTime();
    const published = await add('待报名项目');
    await forceProjectState(t.db, published.id, {
      status: 'enrolling',
      enrollTime: new Date(now + HOUR),
      enrollEndTime: new Date(now + 3 * HOUR),
      closeFileupTime: new Date(now + 5 * HOUR),
      openTime: new Date(now + 6 * HOUR),
    });
    const actions = async () =>
      (await api.get<ProjectDetail>(projectApi.detail.path, { token: buyer, query: { id: published.id } })).body.data!
        .actions;
    const seen = async () => {
      const row = (await list({ keyword: '待报名项目' })).list[0]!;
      const detail = (
        await api.get<ProjectDetail>(projectApi.detail.path, { token: buyer, query: { id: published.id } })
      ).body.data!;
      const filtered = [];
      for (const status of ['approved', 'announced', 'enrolling', 'bidding', 'awaitingOpening'] as const) {
        if ((await names({ keyword: '待报名项目', status })).length > 0) filtered.push(status);
      }
      return { row: [row.status, row.statusLabel], detail: [detail.status, detail.statusLabel], filtered };
    };
    try {
      expect(await seen()).toEqual({
        row: ['announced', '待报名'],
        detail: ['announced', '待报名'],
        filtered: ['announced'],
      });
      expect(await actions()).toEqual(['publishCorrection', 'publishFailure', 'pause']);
      t.clock.advance(HOUR);
      expect(await seen()).toEqual({
        row: ['enrolling', '报名中'],
        detail: ['enrolling', '报名中'],
        filtered: ['enrolling'],
      });
      t.clock.advance(2 * HOUR);
      expect(await seen()).toEqual({
        row: ['bidding', '投标中'],
        detail: ['bidding', '投标中'],
        filtered: ['bidding'],
      });
      t.clock.advance(2 * HOUR);
      expect(await seen()).toEqual({
        row: ['awaitingOpening', '待开标'],
        detail: ['awaitingOpening', '待开标'],
        filtered: ['awaitingOpening'],
      });
      expect(await actions()).toEqual(['publishCorrection', 'publishFailure', 'pause']);
      t.clock.advance(HOUR);
      expect(await actions()).toEqual(['publishCorrection', 'open', 'publishFailure', 'pause']);
    } finally {
      t.clock.reset();
    }
  });

  it('reads a tender whose close of enrolment was written (stored bidding) as 待开标 after closeFileupTime', async () => {
    const now = t.clock.now().getTime();
    const written = await add('截标已写');
    const paused = await add('截标暂停');
    const times = { status: 'bidding', closeFileupTime: new Date(now + HOUR), openTime: new Date(now + 2 * HOUR) };
    await forceProjectState(t.db, written.id, times);
    await forceProjectState(t.db, paused.id, { ...times, paused: true, pauseReason: '投诉' });
    try {
      expect(await names({ keyword: '截标', status: 'bidding' })).toEqual(['截标暂停', '截标已写']);
      t.clock.advance(HOUR);
      expect(await names({ keyword: '截标', status: 'awaitingOpening' })).toEqual(['截标已写']);
      expect(await names({ keyword: '截标', status: 'bidding' })).toEqual(['截标暂停']);
    } finally {
      t.clock.reset();
    }
  });

  it('refuses malformed filters', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'running' }, '项目状态不正确'],
      [{ purchaseWay: 7 }, '采购方式不正确'],
      [{ pageSize: 1000 }, '每页条数不能大于100'],
      [{ pageSize: 'abc' }, '每页条数须为整数'],
      [{ needDeptId: 'abc' }, '请选择需求部门'],
      [{ paused: 'yes' }, '暂停筛选须为是或否'],
      [{ page: 0 }, '页码不能小于1'],
      [{ createdFrom: '2025-02-30' }, '开始日期须为有效的日期（YYYY-MM-DD）'],
      [{ createdFrom: '2025-03-02', createdTo: '2025-03-01' }, '结束日期不能早于开始日期'],
    ];
    for (const [query, msg] of cases) {
      const reply = await api.get(projectApi.list.path, { token: buyer, query });
      expect(reply.body, msg).toEqual({ code: ErrorCode.INVALID_INPUT, msg });
    }
  });
});
