import { ErrorCode, Msg, Permission, type StatisticsOverview, statisticsApi, statisticsTable } from '@swp/core';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { staffTokenWith } from '../../../test/factories.ts';
import { buildYear, RANGE, type Year } from '../../../test/kits/statistics.ts';
import { projects } from '../../db/schema/index.ts';

const { t, api } = useTestApp();
let token: string;
let year: Year;

beforeAll(async () => {
  year = await buildYear(t);
  token = await staffTokenWith(t.db, api, [Permission.analysis]);
});

async function overview(query: object = RANGE) {
  const reply = await api.get<StatisticsOverview>(statisticsApi.overview.path, { token, query });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!;
}

describe('GET /api/statistics/overview', () => {
  it('answers the headline figures of the hand-built year', async () => {
    expect((await overview()).summary).toEqual({
      // Created in 2031: P1 P2 P3 P4 P5 P7 (P6 is from 2030, P8 is 2032 in Beijing).
      projects: 6,
      budget: '1880000.00',
      // Awarded in 2031: P1 P2 P4 P6 (P5's award is in 2032).
      awarded: 4,
      awardAmount: '1328970.00',
      // With a budget: P1 P4 P6 — (1,400,000 − 1,278,970) ÷ 1,400,000 = 8.645 % → 8.65 (half up).
      savingsBudget: '1400000.00',
      savingsAward: '1278970.00',
      savingsRate: '8.65',
      // P3 failed; its re-tender P4 won: 1 ÷ (1 + 4).
      failed: 1,
      failureRate: '20.00',
      // Opened P1 (3 bids), P2 (2), P3 (1), P4 (4).
      opened: 4,
      avgBidders: '2.50',
      // (32 + 40.5 + 35 + 16) ÷ 4 = 30.875 → 30.88.
      avgDaysToAward: '30.88',
    });
  });

  it('groups by Beijing month, purchase way, status and requesting department', async () => {
    const o = await overview();
    expect(o.from).toBe(RANGE.from);
    expect(o.to).toBe(RANGE.to);
    expect(o.byMonth).toEqual([
      { month: '2031-01', projects: 1, budget: '1000000.00', awarded: 1, awardAmount: '100000.00' },
      { month: '2031-02', projects: 2, budget: '300000.00', awarded: 0, awardAmount: '0.00' },
      { month: '2031-03', projects: 1, budget: '300000.00', awarded: 1, awardAmount: '900000.00' },
      { month: '2031-04', projects: 0, budget: '0.00', awarded: 1, awardAmount: '50000.00' },
      { month: '2031-05', projects: 0, budget: '0.00', awarded: 1, awardAmount: '278970.00' },
      { month: '2031-12', projects: 2, budget: '280000.00', awarded: 0, awardAmount: '0.00' },
    ]);
    expect(o.byWay).toEqual([
      { purchaseWay: 1, projects: 3, budget: '1280000.00', awarded: 1, awardAmount: '900000.00' },
      { purchaseWay: 2, projects: 0, budget: '0.00', awarded: 1, awardAmount: '100000.00' },
      { purchaseWay: 3, projects: 3, budget: '600000.00', awarded: 2, awardAmount: '328970.00' },
    ]);
    expect(o.byStatus).toEqual([
      { status: 'draft', projects: 1, budget: '80000.00' },
      { status: 'awarded', projects: 4, budget: '1500000.00' },
      { status: 'failed', projects: 1, budget: '300000.00' },
    ]);
    expect(o.byDept).toEqual([
      {
        deptId: year.d1.id,
        deptName: year.d1.name,
        projects: 4,
        budget: '1280000.00',
        awarded: 2,
        awardAmount: '950000.00',
      },
      {
        deptId: year.d2.id,
        deptName: year.d2.name,
        projects: 2,
        budget: '600000.00',
        awarded: 2,
        awardAmount: '378970.00',
      },
    ]);
  });

  it('ranks suppliers by enrolments then wins, counting only the range', async () => {
    const { s1, s2, s3, s4 } = year;
    expect((await overview()).suppliers).toEqual([
      { supplierId: s1.id, companyName: s1.companyName, enrolments: 3, wins: 2, winAmount: '1178970.00' },
      { supplierId: s2.id, companyName: s2.companyName, enrolments: 3, wins: 2, winAmount: '150000.00' },
      { supplierId: s3.id, companyName: s3.companyName, enrolments: 3, wins: 0, winAmount: '0.00' },
      { supplierId: s4.id, companyName: s4.companyName, enrolments: 1, wins: 0, winAmount: '0.00' },
    ]);
  });

  it('counts expert invitations by answer and blacklist entries by type and status today', async () => {
    const o = await overview();
    expect(o.experts).toEqual([
      { outcome: 'drawn', count: 5 },
      { outcome: 'accepted', count: 2 },
      { outcome: 'declined', count: 1 },
      { outcome: 'cannotAttend', count: 1 },
      { outcome: 'pending', count: 1 },
    ]);
    expect(o.blacklist).toEqual([
      { targetType: 'specialist', type: 'warning', status: 'pending', count: 1 },
      { targetType: 'supplier', type: 'ban', status: 'active', count: 1 },
      { targetType: 'supplier', type: 'ban', status: 'expired', count: 1 },
      { targetType: 'supplier', type: 'warning', status: 'lifted', count: 1 },
    ]);
    // Counts only: the committee stays confidential (no drawn expert is named anywhere in the answer).
    expect(JSON.stringify(o)).not.toContain('测试专家');
  });

  it('counts the status the project list shows: 投标中 and 待开标 by the clock, 已暂停 for a paused project', async () => {
    // Tenders created in 2041, all stored 'enrolling': the clock moves them, the pause flag stops them.
    const day = (n: number) => new Date(t.clock.now().getTime() + n * 86_400_000);
    const tender = (times: Partial<typeof projects.$inferInsert>) =>
      t.db.insert(projects).values({
        projectCode: `TJ-S-${Math.random().toString(36).slice(2, 10)}`,
        projectName: '统计状态测试项目',
        needDeptId: year.d1.id,
        manageDeptId: year.d1.id,
        purchaseWay: 1,
        purchaseName: '某某水务集团有限公司',
        categoryCn: '工程',
        budget: '10000.00',
        status: 'enrolling',
        createdAt: new Date('2041-03-01T02:00:00Z'),
        ...times,
      });
    await tender({ enrollTime: day(-9), enrollEndTime: day(-2), closeFileupTime: day(3) });
    await tender({ enrollTime: day(-9), enrollEndTime: day(-5), closeFileupTime: day(-1) });
    await tender({ enrollTime: day(-9), enrollEndTime: day(-5), closeFileupTime: day(-1), paused: true });
    await tender({ enrollTime: day(2), enrollEndTime: day(5), closeFileupTime: day(9) });
    const o = await overview({ from: '2041-01-01', to: '2041-12-31' });
    expect(o.byStatus.map((r) => [r.status, r.projects])).toEqual([
      ['announced', 1],
      ['bidding', 1],
      ['awaitingOpening', 1],
      ['paused', 1],
    ]);
    expect(statisticsTable(o, 'status').rows.map((r) => r.status)).toEqual(['待报名', '投标中', '待开标', '已暂停']);
  });

  it('narrows to the days asked for: one Beijing day holds only what happened on it', async () => {
    const o = await overview({ from: '2031-03-05', to: '2031-03-05' });
    expect(o.summary).toMatchObject({ projects: 0, awarded: 1, awardAmount: '900000.00', savingsRate: '10.00' });
    expect(o.summary).toMatchObject({ failed: 0, failureRate: '0.00', opened: 0, avgBidders: null });
    expect(o.summary.avgDaysToAward).toBe('32.00');
  });

  it('answers null rates where nothing divides, and zeros for an empty range', async () => {
    const o = await overview({ from: '2040-01-01', to: '2040-12-31' });
    expect(o.summary).toEqual({
      projects: 0,
      budget: '0.00',
      awarded: 0,
      awardAmount: '0.00',
      savingsBudget: '0.00',
      savingsAward: '0.00',
      savingsRate: null,
      failed: 0,
      failureRate: null,
      opened: 0,
      avgBidders: null,
      avgDaysToAward: null,
    });
    expect(o.byMonth).toEqual([]);
    expect(o.suppliers).toEqual([]);
    expect(o.experts.every((e) => e.count === 0)).toBe(true);
  });

  it('defaults to this Beijing calendar year', async () => {
    const y = new Date(t.clock.now().getTime() + 8 * 3_600_000).getUTCFullYear();
    const defaulted = await overview({});
    expect([defaulted.from, defaulted.to]).toEqual([`${y}-01-01`, `${y}-12-31`]);
    expect(defaulted).toEqual(await overview({ from: `${y}-01-01`, to: `${y}-12-31` }));
  });

  it('refuses a range that ends before it starts, and a day that is not one', async () => {
    const reply = await api.get(statisticsApi.overview.path, {
      token,
      query: { from: '2031-05-01', to: '2031-04-30' },
    });
    expect(reply.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '结束日期不能早于开始日期' });
    const bad = await api.get(statisticsApi.overview.path, { token, query: { from: '2031-02-30' } });
    expect(bad.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '开始日期须为有效的日期（YYYY-MM-DD）' });
  });

  it('is for staff holding 统计分析 only', async () => {
    const anonymous = await api.get(statisticsApi.overview.path, { query: RANGE });
    expect(anonymous.body).toEqual({ code: ErrorCode.UNAUTHORIZED, msg: Msg.unauthorized });
    const otherToken = await staffTokenWith(t.db, api, [Permission.project]);
    for (const path of [statisticsApi.overview.path, statisticsApi.export.path]) {
      const refused = await api.get(path, { token: otherToken, query: { ...RANGE, table: 'month' } });
      expect(refused.body).toEqual({ code: ErrorCode.FORBIDDEN, msg: Msg.forbidden });
    }
    const anonymousExport = await api.get(statisticsApi.export.path, { query: { ...RANGE, table: 'month' } });
    expect(anonymousExport.body).toEqual({ code: ErrorCode.UNAUTHORIZED, msg: Msg.unauthorized });
  });
});

describe('GET /api/statistics/export', () => {
  async function workbook(table: string) {
    const reply = await t.app.inject({
      method: 'GET',
      url: `${statisticsApi.export.path}?from=${RANGE.from}&to=${RANGE.to}&table=${table}`,
      headers: { token },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    expect(reply.headers['cache-control']).toBe('no-store');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    return { sheet: book.worksheets[0]!, disposition: String(reply.headers['content-disposition']) };
  }

  const values = (sheet: ExcelJS.Worksheet) =>
    sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as ExcelJS.CellValue[]).slice(1));

  it.each(['month', 'way', 'status', 'dept', 'supplier', 'expert', 'blacklist'] as const)(
    'writes the %s table exactly as the API answers it',
    async (name) => {
      const expected = statisticsTable(await overview(), name);
      const { sheet, disposition } = await workbook(name);
      expect(disposition).toContain(`statistics-${name}-2031-01-01-2031-12-31.xlsx`);
      expect(values(sheet)).toEqual([
        [`${expected.title}（2031-01-01 至 2031-12-31）`],
        expected.columns.map((c) => c.title),
        ...expected.rows.map((row) =>
          expected.columns.map((c) => (c.kind === 'decimal' ? Number(row[c.key]) : row[c.key])),
        ),
      ]);
    },
  );

  it('reads the amounts of the month table back as the figures of the API', async () => {
    const { sheet } = await workbook('month');
    expect(sheet.getRow(3).values).toEqual([undefined, '2031-01', 1, 1000000, 1, 100000]);
    expect(sheet.getRow(3).getCell(3).numFmt).toBe('#,##0.00');
  });

  it('refuses an unknown table', async () => {
    const reply = await api.get(statisticsApi.export.path, { token, query: { ...RANGE, table: 'salaries' } });
    expect(reply.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '请选择要导出的统计表' });
  });
});
