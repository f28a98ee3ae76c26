import { NEGOTIATION_REQUIRED } from '@swp/core/evaluation/negotiation';
import type { EvalWorkspace } from '@swp/core/evaluation/responses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChairPanel } from '../../../features/evaluation/chair/ChairPanel.tsx';
import { renderAt } from '../../../features/evaluation/renderAt.tsx';
import { BID_A, chairSheets, detailedWorkspace, serve } from '../../../test/evaluation-workspace.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EvalWorkspacePage } from './EvalWorkspacePage.tsx';

/** 竞争性谈判 as a step of 在线评标: the phase bar, the 竞争性谈判 tab, and the chair's result waiting. */

const SLOW = { timeout: 30_000 };
const WAIT = { timeout: 10_000 };
const ok = (data: unknown = null) => ({ code: 0, msg: '', data });
const REASON = '各投标人报价均在预算内且技术响应一致';

afterEach(() => vi.unstubAllGlobals());

const negotiated = (negotiation: EvalWorkspace['negotiation']) =>
  detailedWorkspace({ project: { ...detailedWorkspace().project, purchaseWay: 2 }, negotiation });

const open = () =>
  renderAt('/specialist/layout/evaluation/5', '/specialist/layout/evaluation/:projectId', <EvalWorkspacePage />);

const stepTitles = () =>
  [...screen.getByTestId('eval-steps').querySelectorAll('.ant-steps-item')].map((item) => ({
    title: item.querySelector('.ant-steps-item-title')?.textContent,
    description: item.querySelector('.ant-steps-item-content')?.textContent ?? '',
    current: item.classList.contains('ant-steps-item-process'),
  }));

describe('竞争性谈判 in 在线评标', () => {
  it(
    'puts 竞争性谈判 in the phase bar and opens its tab, where the chair may open a round or hold none',
    SLOW,
    async () => {
      const { posted } = serve({
        '/api/evaluation/workspace': ok(negotiated({ rounds: [], waiver: null })),
        '/api/negotiation/list': ok({ rounds: [] }),
        '/api/negotiation/waive': { code: 0, msg: '已记录不进行谈判的理由', data: null },
      });
      open();
      await screen.findByTestId('negotiation-card', {}, WAIT);
      expect(stepTitles()).toEqual([
        { title: '初步评审', description: '', current: false },
        { title: '竞争性谈判', description: '待发起谈判', current: true },
        { title: '详细评审', description: '', current: false },
        { title: '评标完成', description: '', current: false },
      ]);
      expect(screen.getByTestId('negotiation-prompt').textContent).toContain('请发起谈判');
      expect(screen.getByTestId('round-new')).toBeTruthy();

      fireEvent.click(screen.getByTestId('negotiation-waive'));
      const dialog = await screen.findByRole('dialog', {}, WAIT);
      fireEvent.click(within(dialog).getByTestId('reason-ok'));
      expect(await within(dialog).findByText('请填写不进行谈判的理由', {}, WAIT)).toBeTruthy();
      fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: REASON } });
      fireEvent.click(within(dialog).getByTestId('reason-ok'));
      await waitFor(() => expect(posted('/api/negotiation/waive')).toEqual([{ projectId: 5, reason: REASON }]), WAIT);
    },
  );

  it('shows the rounds held and the recorded reason; a member sees no chair action', SLOW, async () => {
    serve({
      '/api/evaluation/workspace': ok({
        ...negotiated({
          rounds: [],
          waiver: { reason: REASON, recordedAt: '2026-03-12T05:00:00.000Z', recordedBy: '王工' },
        }),
        me: { specialistId: 8, isChair: false, votedFor: 7 },
      }),
      '/api/negotiation/list': ok({ rounds: [] }),
    });
    open();
    await screen.findByTestId('eval-steps', {}, WAIT);
    expect(stepTitles()[1]).toEqual({ title: '竞争性谈判', description: '不进行谈判（已记录理由）', current: false });
    fireEvent.click(screen.getByRole('tab', { name: '竞争性谈判' }));
    expect((await screen.findByTestId('negotiation-waiver', {}, WAIT)).textContent).toContain(REASON);
    expect(screen.queryByTestId('round-new')).toBeNull();
    expect(screen.queryByTestId('negotiation-waive')).toBeNull();
  });

  it('names the round under way and each bidder’s quote of a closed round', SLOW, async () => {
    serve({
      '/api/evaluation/workspace': ok(
        negotiated({
          rounds: [
            { round: 1, deadline: '2026-03-12T04:00:00.000Z', closed: true },
            { round: 2, deadline: '2026-03-12T08:00:00.000Z', closed: false },
          ],
          waiver: null,
        }),
      ),
      '/api/negotiation/list': ok({
        rounds: [
          {
            round: 1,
            note: '请就质保期重新报价',
            deadline: '2026-03-12T04:00:00.000Z',
            closed: true,
            offers: [
              {
                bidId: BID_A,
                companyName: '江城水务设备有限公司',
                offer: '950000.00',
                submittedAt: '2026-03-12T03:00:00.000Z',
              },
            ],
          },
          { round: 2, note: '第二轮', deadline: '2026-03-12T08:00:00.000Z', closed: false, offers: null },
        ],
      }),
    });
    open();
    const card = await screen.findByTestId('negotiation-card', {}, WAIT);
    expect(stepTitles()[1]).toMatchObject({ description: '第2轮报价中', current: true });
    expect((await within(card).findByTestId('round-offers', {}, WAIT)).textContent).toContain(
      '江城水务设备有限公司：¥950,000.00',
    );
    expect(within(card).getByText('截止后公开')).toBeTruthy();
    expect(screen.getByTestId('negotiation-prompt').textContent).toBe('竞争性谈判第2轮尚未截止，不能提交评标结果');
  });

  it('keeps 提交评标结果 disabled with the reason until a round closed or a reason is recorded', SLOW, async () => {
    serve({ '/api/evaluation/sheets': ok(chairSheets()) });
    renderWithProviders(<ChairPanel workspace={negotiated({ rounds: [], waiver: null })} />);
    expect((await screen.findByTestId('chair-negotiation', {}, WAIT)).textContent).toContain(NEGOTIATION_REQUIRED);
    expect(screen.getByTestId('chair-close-step')).toHaveProperty('disabled', true);
  });
});
