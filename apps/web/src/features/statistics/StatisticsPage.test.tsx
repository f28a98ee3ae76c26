import type { StatisticsOverview } from '@swp/core/statistics/responses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { StatisticsPage } from './StatisticsPage.tsx';

// The browser's download and the canvas are not what is tested: the export's address, its file name and the chart's
// figures are.
const downloaded = vi.hoisted(() => vi.fn());
vi.mock('../../shared/download.ts', () => ({ saveBlob: downloaded }));
const drawn = vi.hoisted(() => vi.fn());
vi.mock('./loadECharts.ts', () => ({
  loadECharts: async () => ({ init: () => ({ setOption: drawn, resize: () => undefined, dispose: () => undefined }) }),
}));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const year = dayjs().year();
const overview = (over: Partial<StatisticsOverview> = {}): StatisticsOverview => ({
  from: `${year}-01-01`,
  to: `${year}-12-31`,
  summary: {
    projects: 6,
    budget: '1880000.00',
    awarded: 4,
    awardAmount: '1328970.00',
    savingsBudget: '1400000.00',
    savingsAward: '1278970.00',
    savingsRate: '8.65',
    failed: 1,
    failureRate: '20.00',
    opened: 4,
    avgBidders: '2.50',
    avgDaysToAward: '30.88',
  },
  byMonth: [
    { month: `${year}-01`, projects: 1, budget: '1000000.00', awarded: 1, awardAmount: '100000.00' },
    { month: `${year}-03`, projects: 1, budget: '300000.00', awarded: 1, awardAmount: '900000.00' },
  ],
  byWay: [{ purchaseWay: 3, projects: 3, budget: '600000.00', awarded: 2, awardAmount: '328970.00' }],
  // The statuses the project list shows: time-derived ones (待开标) and 已暂停 beside the stored ones.
  byStatus: [
    { status: 'awaitingOpening', projects: 2, budget: '500000.00' },
    { status: 'failed', projects: 1, budget: '300000.00' },
    { status: 'paused', projects: 1, budget: '80000.00' },
  ],
  byDept: [{ deptId: 7, deptName: '供水部', projects: 4, budget: '1280000.00', awarded: 2, awardAmount: '950000.00' }],
  suppliers: [{ supplierId: 11, companyName: '江城水务设备有限公司', enrolments: 3, wins: 2, winAmount: '1178970.00' }],
  experts: [
    { outcome: 'drawn', count: 5 },
    { outcome: 'accepted', count: 2 },
    { outcome: 'declined', count: 1 },
    { outcome: 'cannotAttend', count: 1 },
    { outcome: 'pending', count: 1 },
  ],
  blacklist: [{ targetType: 'supplier', type: 'ban', status: 'active', count: 1 }],
  ...over,
});

function serve(answer: StatisticsOverview) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.startsWith('/api/statistics/overview')) return json({ code: 0, msg: '操作成功', data: answer });
      if (url.startsWith('/api/statistics/export')) return new Response('xlsx', { headers: { 'content-type': XLSX } });
      return json({ code: 1, msg: `unexpected ${url}` });
    }),
  );
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  downloaded.mockClear();
  drawn.mockClear();
});

const card = (key: string) => screen.getByTestId(`statistics-summary-${key}`).textContent;
const rowsOf = (name: string) =>
  within(screen.getByTestId(`statistics-${name}`))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('统计分析', () => {
  it('asks for this year and shows the headline figures, each table and its chart', SLOW, async () => {
    const urls = serve(overview());
    renderWithProviders(<StatisticsPage />);
    await screen.findByTestId('statistics-summary-projects', {}, WAIT);
    expect(urls).toEqual([`/api/statistics/overview?from=${year}-01-01&to=${year}-12-31`]);
    expect(card('budget')).toBe('预算金额（元）1,880,000.00');
    expect(card('savingsRate')).toBe('节资率8.65%');
    expect(card('failureRate')).toBe('流标率（流标 1 个）20.00%');
    expect(card('avgBidders')).toBe('平均投标人数2.50');
    expect(card('avgDaysToAward')).toBe('公告至中标平均天数30.88');
    expect(rowsOf('month')).toEqual([
      [`${year}-01`, '1', '1,000,000.00', '1', '100,000.00'],
      [`${year}-03`, '1', '300,000.00', '1', '900,000.00'],
    ]);
    expect(rowsOf('way')).toEqual([['公开招标', '3', '600,000.00', '2', '328,970.00']]);
    expect(rowsOf('status')).toEqual([
      ['待开标', '2', '500,000.00'],
      ['已流标', '1', '300,000.00'],
      ['已暂停', '1', '80,000.00'],
    ]);
    expect(rowsOf('expert').map((r) => r[0])).toEqual(['抽取人次', '接受', '拒绝', '不能参加', '未答复']);
    expect(rowsOf('blacklist')).toEqual([['供应商', '禁止参与', '处罚中', '1']]);
    // Seven charts drawn, the month chart with its amounts as numbers under the tables' column titles.
    await waitFor(() => expect(drawn).toHaveBeenCalledTimes(7), WAIT);
    const month = drawn.mock.calls.map(([option]) => option).find((o) => o.xAxis.data[0] === `${year}-01`);
    expect(month.series.map((s: { name: string; data: number[] }) => [s.name, s.data])).toEqual([
      ['预算金额（元）', [1000000, 300000]],
      ['中标金额（元）', [100000, 900000]],
    ]);
  });

  it('exports one table with the range it shows', SLOW, async () => {
    const urls = serve(overview());
    renderWithProviders(<StatisticsPage />);
    fireEvent.click(await screen.findByTestId('statistics-export-supplier', {}, WAIT));
    await waitFor(() => expect(downloaded).toHaveBeenCalledTimes(1), WAIT);
    expect(urls).toContain(`/api/statistics/export?from=${year}-01-01&to=${year}-12-31&table=supplier`);
    expect(downloaded).toHaveBeenCalledWith(
      expect.anything(),
      `统计分析-供应商参与及中标（前20名）-${year}-01-01至${year}-12-31.xlsx`,
    );
  });

  it('shows empty tables without charts, and a dash for rates with nothing to divide', SLOW, async () => {
    serve(
      overview({
        summary: {
          ...overview().summary,
          savingsRate: null,
          failureRate: null,
          avgBidders: null,
          avgDaysToAward: null,
        },
        byMonth: [],
        byWay: [],
        byStatus: [],
        byDept: [],
        suppliers: [],
        experts: [],
        blacklist: [],
      }),
    );
    renderWithProviders(<StatisticsPage />);
    await screen.findByTestId('statistics-summary-savingsRate', {}, WAIT);
    expect(card('savingsRate')).toBe('节资率—');
    expect(within(screen.getByTestId('statistics-month')).getByText('所选期间暂无数据')).toBeTruthy();
    expect(screen.queryAllByTestId('statistics-chart')).toEqual([]);
    expect((screen.getByTestId('statistics-export-month') as HTMLButtonElement).disabled).toBe(true);
  });
});
