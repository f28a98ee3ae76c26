import type { EvalProjectRow } from '@swp/core/evaluation/responses';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../../test/evaluation-workspace.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EvalProjectsPage } from './EvalProjectsPage.tsx';

const SLOW = { timeout: 30_000 };
const WAIT = { timeout: 10_000 };

const row = (over: Partial<EvalProjectRow>): EvalProjectRow => ({
  projectId: 5,
  projectCode: 'SW-2026-0007',
  projectName: '二次供水泵站设备采购',
  purchaseWay: 1,
  openTime: '2026-03-12T02:00:00.000Z',
  address: null,
  projectState: 'evaluating',
  phase: 'preliminary',
  stage: 'preliminary',
  isChair: false,
  mySheet: 'draft',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('在线评标 list', () => {
  it('shows each project with its phase, my sheet, the chair mark and 进入评标', SLOW, async () => {
    const rows = [
      row({}),
      row({
        projectId: 6,
        projectCode: 'SW-2026-0008',
        projectName: '管网改造工程',
        isChair: true,
        mySheet: 'submitted',
        phase: 'detailed',
        stage: 'detailed',
      }),
      row({
        projectId: 9,
        projectCode: 'SW-2026-0010',
        projectName: '水表采购',
        phase: 'waiting',
        stage: null,
        mySheet: 'none',
      }),
      row({
        projectId: 11,
        projectCode: 'SW-2026-0011',
        projectName: '加药设备竞争性谈判采购',
        purchaseWay: 2,
        phase: 'detailed',
        stage: 'negotiation',
      }),
    ];
    const { fetchMock } = serve({ '/api/evaluation/mine': { code: 0, msg: '', data: { list: rows, total: 4 } } });
    renderWithProviders(<EvalProjectsPage />);
    const first = (await screen.findByText('二次供水泵站设备采购', {}, WAIT)).closest('tr') as HTMLElement;
    expect(within(first).getByTestId('eval-phase').textContent).toBe('初步评审');
    expect(within(first).getByTestId('sheet-status').textContent).toBe('评审中');
    expect(within(first).getByTestId('eval-enter').getAttribute('href')).toBe('/specialist/layout/evaluation/5');
    const chaired = screen.getByText('管网改造工程').closest('tr') as HTMLElement;
    expect(within(chaired).getByText('组长')).toBeTruthy();
    expect(within(chaired).getByTestId('sheet-status').textContent).toBe('已提交');
    // Before 开标 there is no sheet to speak of.
    const waiting = screen.getByText('水表采购').closest('tr') as HTMLElement;
    expect(within(waiting).queryByTestId('sheet-status')).toBeNull();
    // A 竞争性谈判 project between the reviews is in its own step, as its phase bar says.
    const negotiating = screen.getByText('加药设备竞争性谈判采购').closest('tr') as HTMLElement;
    expect(within(negotiating).getByTestId('eval-phase').textContent).toBe('竞争性谈判');
    expect(screen.getByText('共 4 个项目')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/evaluation/mine?page=1&pageSize=10');
  });

  it('says 暂无评标项目 when the expert sits on no committee', SLOW, async () => {
    serve({ '/api/evaluation/mine': { code: 0, msg: '', data: { list: [], total: 0 } } });
    renderWithProviders(<EvalProjectsPage />);
    expect(await screen.findByText('暂无评标项目', {}, WAIT)).toBeTruthy();
  });

  it('shows the server’s refusal', SLOW, async () => {
    serve({ '/api/evaluation/mine': { code: 403, msg: '您的专家账号已冻结，不能参加评标', data: null } });
    renderWithProviders(<EvalProjectsPage />);
    expect(await screen.findByText('您的专家账号已冻结，不能参加评标', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('加载失败，请稍后重试')).toBeTruthy();
  });
});
