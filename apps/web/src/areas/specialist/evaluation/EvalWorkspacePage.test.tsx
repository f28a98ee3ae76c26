import type { EvalReport } from '@swp/core/evaluation/responses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../features/evaluation/renderAt.tsx';
import { BID_A, BID_B, detailedWorkspace, ITEMS, serve, workspace } from '../../../test/evaluation-workspace.ts';
import { EvalWorkspacePage } from './EvalWorkspacePage.tsx';

const SLOW = { timeout: 30_000 };
const WAIT = { timeout: 10_000 };
const ok = (data: unknown = null, msg = '') => ({ code: 0, msg, data });

afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderAt('/specialist/layout/evaluation/5', '/specialist/layout/evaluation/:projectId', <EvalWorkspacePage />);

const report: EvalReport = {
  reportNo: 'PB-2026-0003',
  projectId: 5,
  projectCode: 'SW-2026-0007',
  projectName: '二次供水泵站设备采购',
  purchaseWay: 1,
  standardName: '设备采购综合评分',
  priceFormula: 'lowest',
  rankBy: 'score',
  negotiation: null,
  submittedAt: '2026-03-12T06:00:00.000Z',
  chairName: '王工',
  items: ITEMS,
  rows: [
    row(1, BID_A, '江城水务设备有限公司', '95.50', true),
    row(2, '000000000000000000000103', '滨江管业有限公司', '90.10', true),
    row(3, '000000000000000000000104', '东方泵业有限公司', '88.00', true),
    row(4, '000000000000000000000105', '南湖机电有限公司', '80.00', false),
  ],
  failed: [{ bidId: BID_B, companyName: '华东阀门有限公司', reasons: ['营业执照：营业执照已过期（李工）'] }],
  experts: [
    { specialistId: 7, name: '王工', signedAt: null, dissent: '' },
    { specialistId: 8, name: '李工', signedAt: '2026-03-12T06:10:00.000Z', dissent: '技术分偏高' },
  ],
  preliminary: [],
  scores: [],
};

function row(rank: number, bidId: string, companyName: string, total: string, recommended: boolean) {
  return {
    rank,
    bidId,
    companyName,
    offer: '980000.00',
    itemMeans: {},
    business: '8.00',
    technical: '27.50',
    price: '60.00',
    total,
    recommended,
  };
}

describe('评标 workspace', () => {
  it('shows the project, the phase, the bid files and, without a chair, the election', SLOW, async () => {
    serve({
      '/api/evaluation/workspace': ok(
        workspace({
          chair: null,
          me: { specialistId: 8, isChair: false, votedFor: null },
          bidders: workspace().bidders.map((b, i) => (i === 0 ? { ...b, finalOffer: '950000.00' } : b)),
        }),
      ),
    });
    open();
    expect((await screen.findByTestId('eval-project-name', {}, WAIT)).textContent).toBe('二次供水泵站设备采购');
    const bidders = screen.getByTestId('eval-bidders');
    expect(within(bidders).getByTestId('final-offer').textContent).toBe('最后报价 ¥950,000.00');
    // Only the PDF offers 预览.
    expect(within(bidders).getAllByTestId('bid-preview')).toHaveLength(1);
    expect(within(screen.getByTestId('chair-card')).getByText('组长推选')).toBeTruthy();
    expect(screen.getByTestId('chair-tally').textContent).toContain('王工：2 票');
    expect(screen.queryByText('组长工作台')).toBeNull();
  });

  it('flags a bid the opening found wrong, with its finding, and offers no download of it', SLOW, async () => {
    serve({
      '/api/evaluation/workspace': ok(
        workspace({ bidders: workspace().bidders.map((b, i) => (i === 0 ? { ...b, check: 'mismatch' } : b)) }),
      ),
    });
    open();
    const bidders = await screen.findByTestId('eval-bidders', {}, WAIT);
    await waitFor(() => expect(within(bidders).getByTestId('bid-flag').textContent).toBe('开标校验：哈希不一致'), WAIT);
    expect(within(bidders).getAllByTestId('bid-refused')).toHaveLength(1);
    // The other bid (a ZIP) keeps its download; the flagged PDF offers neither download nor preview.
    expect(within(bidders).getAllByTestId('bid-download')).toHaveLength(1);
    expect(within(bidders).queryByTestId('bid-preview')).toBeNull();
  });

  it('says why when the server refuses the workspace', SLOW, async () => {
    serve({ '/api/evaluation/workspace': { code: 403, msg: '您不是该项目的评标委员会成员', data: null } });
    open();
    expect(await screen.findByText('您不是该项目的评标委员会成员', {}, WAIT)).toBeTruthy();
    // the page's Result (its illustrations) is loaded on demand: wait for it as for the answer
    expect(await screen.findByText('无法进入该项目的评标', {}, WAIT)).toBeTruthy();
  });

  it('after 评标完成: the report with 推荐 and the failed bidders, and 签名确认 by SMS code', SLOW, async () => {
    const finished = detailedWorkspace({ phase: 'finished', report });
    const { posted } = serve({
      '/api/evaluation/workspace': ok(finished),
      '/api/evaluation/signCode': ok(null, '验证码已发送至 139****0007'),
      '/api/evaluation/sign': ok(null, '签名确认成功'),
    });
    open();
    const ranking = await screen.findByTestId('report-ranking', {}, WAIT);
    expect(within(ranking).getAllByTestId('recommended')).toHaveLength(3);
    expect(screen.getByTestId('report-failed').textContent).toContain('华东阀门有限公司');
    expect(screen.getByTestId('report-experts').textContent).toContain('技术分偏高');
    expect(screen.getByTestId('eval-steps')).toBeTruthy();

    fireEvent.click(screen.getByTestId('sign-send-code'));
    expect(await screen.findByText('验证码已发送至 139****0007', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('sign-send-code').textContent).toMatch(/^\d+秒后重发$/), WAIT);

    fireEvent.click(screen.getByTestId('sign-submit'));
    expect(await screen.findByText('请输入验证码', {}, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByTestId('sign-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('sign-submit'));
    await waitFor(() => expect(posted('/api/evaluation/sign')).toEqual([{ projectId: 5, code: '123456' }]), WAIT);
  });

  it('a signed expert sees 已签名 with the time', SLOW, async () => {
    const committee = workspace().committee.map((m) =>
      m.specialistId === 7 ? { ...m, signedAt: '2026-03-12T06:20:00.000Z' } : m,
    );
    serve({ '/api/evaluation/workspace': ok(detailedWorkspace({ phase: 'finished', report, committee })) });
    open();
    const card = await screen.findByTestId('sign-card', {}, WAIT);
    expect(card.textContent).toContain('已签名');
    expect(card.textContent).toContain('2026-03-12 14:20:00');
  });
});
