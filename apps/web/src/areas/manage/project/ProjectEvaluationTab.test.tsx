import { NEGOTIATION_REQUIRED } from '@swp/core/evaluation/negotiation';
import type { EvalProgress, EvalReport } from '@swp/core/evaluation/responses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { desktopScreenForEachTest } from '../../../test/desktop-screen.ts';
import { json, member, progress, project, report } from '../../../test/evaluation-progress.ts';
import { SLOW, WAIT } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProjectEvaluationTab } from './ProjectEvaluationTab.tsx';

// The browser's download (an object URL clicked by a link) is not jsdom's to do: the name handed to it is what counts.
const saved: string[] = [];
vi.mock('../../../shared/download.ts', () => ({ saveBlob: (_: Blob, name: string) => saved.push(name) }));

let fetchMock: ReturnType<typeof vi.fn>;
const callsTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(path))
    .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }));

function serve(answers: { progress?: EvalProgress | { code: number; msg: string }; report?: EvalReport }) {
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/evaluation/progress?projectId=5') {
      const p = answers.progress;
      return json(p && 'code' in p ? p : { code: 0, msg: '', data: p });
    }
    if (url === '/api/evaluation/report?projectId=5') return json({ code: 0, msg: '', data: answers.report });
    if (url === '/api/evaluation/nameChair') return json({ code: 0, msg: '已指定组长' });
    if (url === '/api/negotiation/list?projectId=5') return json({ code: 0, msg: '', data: { rounds: [] } });
    if (url.startsWith('/api/evaluation/reportPdf'))
      return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    return json({ code: 1, msg: `unexpected ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
}

desktopScreenForEachTest();
afterEach(() => vi.unstubAllGlobals());

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('项目 → 评标', () => {
  it('before 开标 explains when it opens and asks the server nothing', SLOW, async () => {
    serve({});
    renderWithProviders(<ProjectEvaluationTab project={project({ status: 'bidding' })} />);
    expect((await screen.findByTestId('eval-not-opened', {}, WAIT)).textContent).toContain('开标后');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in place', SLOW, async () => {
    serve({ progress: { code: 1, msg: '项目尚未开标，不能评标' } });
    renderWithProviders(<ProjectEvaluationTab project={project()} />);
    expect((await screen.findByTestId('eval-refused', {}, WAIT)).textContent).toContain('项目尚未开标，不能评标');
  });

  it('shows each expert’s progress and the chair, with no control over any score', SLOW, async () => {
    const chair = member({ name: '王建国', isChair: true, votes: 2, preliminary: 'submitted', detailed: 'draft' });
    const other = member({ name: '李敏', votes: 1, preliminary: 'submitted', detailed: 'returned' });
    serve({
      progress: progress({
        phase: 'detailed',
        chair: { specialistId: chair.specialistId, name: '王建国', chosenBy: 'election' },
        committee: [chair, other],
      }),
    });
    renderWithProviders(<ProjectEvaluationTab project={project()} />);
    await screen.findByTestId('eval-committee', {}, WAIT);
    expect(screen.getByTestId('eval-phase').textContent).toBe('详细评审');
    expect(screen.getByTestId('eval-chair').textContent).toContain('组长：王建国（评标委员会推选产生）');
    expect(screen.queryByTestId('eval-name-chair')).toBeNull();
    const first = rowOf('王建国');
    expect(within(first).getByTestId('chair-tag')).toBeTruthy();
    expect(
      within(first)
        .getAllByTestId('sheet-status')
        .map((t) => t.textContent),
    ).toEqual(['已提交', '评审中']);
    expect(
      within(rowOf('李敏'))
        .getAllByTestId('sheet-status')
        .map((t) => t.textContent),
    ).toEqual(['已提交', '已退回']);
    expect(first.textContent).toContain('未签名');
    // statuses only: no input, no button in the committee table; no report, no negotiation for 公开招标
    expect(screen.getByTestId('eval-committee').querySelectorAll('input, button')).toHaveLength(0);
    expect(screen.queryByTestId('eval-report')).toBeNull();
    expect(screen.queryByTestId('negotiation-card')).toBeNull();
    expect(callsTo('/api/evaluation/report')).toEqual([]);
  });

  it('指定组长 posts the project and the chosen expert, after a confirmation', SLOW, async () => {
    const a = member({ name: '王建国', votes: 1 });
    const b = member({ name: '李敏', votes: 1 });
    serve({ progress: progress({ committee: [a, b] }) });
    renderWithProviders(<ProjectEvaluationTab project={project()} />);
    await screen.findByTestId('eval-name-chair', {}, WAIT);
    expect((screen.getByTestId('chair-confirm') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.mouseDown(
      screen.getByTestId('chair-select').querySelector('input') ?? screen.getByTestId('chair-select'),
    );
    fireEvent.click(await screen.findByText('李敏（1票）', { selector: '.ant-select-item-option-content' }, WAIT));
    fireEvent.click(screen.getByTestId('chair-confirm'));
    const [dialog] = await screen.findAllByText('指定李敏为评标委员会组长？', {}, WAIT);
    const confirm = dialog?.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(
      () =>
        expect(callsTo('/api/evaluation/nameChair').map((c) => c.body)).toEqual([
          { projectId: 5, specialistId: b.specialistId },
        ]),
      WAIT,
    );
  });

  it(
    'shows the report: number, ranking with the recommended, failed bidders, signatures, downloads',
    SLOW,
    async () => {
      serve({
        progress: progress({ phase: 'finished', reportNo: 'PB-2026-0005', submittedAt: '2026-03-12T06:30:00.000Z' }),
        report: report(),
      });
      renderWithProviders(<ProjectEvaluationTab project={project()} />);
      expect((await screen.findByTestId('report-no', {}, WAIT)).textContent).toBe('PB-2026-0005');
      const top = rowOf('江城水务设备有限公司');
      expect(top.textContent).toContain('¥980,000.00');
      expect(top.textContent).toContain('93.83');
      expect(within(top).getByTestId('recommended').textContent).toBe('第1中标候选人');
      fireEvent.click(within(top).getByRole('button', { name: /展开/ }));
      const means = await screen.findByTestId('item-means', {}, WAIT);
      expect(means.textContent).toContain('商务·企业业绩18.50 / 20.00');
      expect(means.textContent).toContain('技术·施工方案45.33 / 50.00');
      expect(means.textContent).not.toContain('营业执照');
      expect(screen.getByTestId('report-failed').textContent).toContain('未提供有效的安全生产许可证');
      const signatures = screen.getByTestId('report-signatures');
      expect(within(signatures).getByText('李敏').closest('tr')?.textContent).toContain('技术分偏高');
      expect(within(signatures).getByText('李敏').closest('tr')?.textContent).toContain('未签名');
      expect(screen.queryByTestId('eval-name-chair')).toBeNull();

      fireEvent.click(screen.getByTestId('report-pdf'));
      await waitFor(() => expect(saved).toEqual(['评标报告_PB-2026-0005.pdf']), WAIT);
      expect(callsTo('/api/evaluation/reportPdf').map((c) => c.url)).toEqual(['/api/evaluation/reportPdf?projectId=5']);
    },
  );

  it('adds the 竞争性谈判 rounds for a negotiated project', SLOW, async () => {
    serve({ progress: progress({ phase: 'detailed' }) });
    renderWithProviders(<ProjectEvaluationTab project={project({ purchaseWay: 2 })} />);
    expect(await screen.findByTestId('negotiation-card', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('round-new')).toBeTruthy();
    await waitFor(
      () => expect(callsTo('/api/negotiation/list').map((c) => c.url)).toEqual(['/api/negotiation/list?projectId=5']),
      WAIT,
    );
  });

  it('shows 竞争性谈判 as a step of its own, with the rounds held and what the result waits for', SLOW, async () => {
    serve({
      progress: progress({
        phase: 'detailed',
        negotiation: { rounds: [{ round: 1, deadline: '2026-03-12T04:00:00.000Z', closed: true }], waiver: null },
      }),
    });
    renderWithProviders(<ProjectEvaluationTab project={project({ purchaseWay: 2 })} />);
    const steps = await screen.findByTestId('eval-steps', {}, WAIT);
    const items = [...steps.querySelectorAll('.ant-steps-item')];
    expect(items.map((i) => i.querySelector('.ant-steps-item-title')?.textContent)).toEqual([
      '开标',
      '初步评审',
      '竞争性谈判',
      '详细评审',
      '评标完成',
    ]);
    expect(items[2]!.textContent).toContain('已完成1轮');
    // A round closed: the negotiation is behind the committee, 详细评审 is where it stands.
    expect(items[3]!.classList.contains('ant-steps-item-process')).toBe(true);
    expect(screen.queryByTestId('negotiation-prompt')).toBeNull();
  });

  it('prompts for a round (or the chair’s reason) before the result, and a tender has no such step', SLOW, async () => {
    serve({ progress: progress({ phase: 'detailed', negotiation: { rounds: [], waiver: null } }) });
    const { unmount } = renderWithProviders(<ProjectEvaluationTab project={project({ purchaseWay: 2 })} />);
    expect((await screen.findByTestId('negotiation-prompt', {}, WAIT)).textContent).toBe(NEGOTIATION_REQUIRED);
    expect(screen.getByTestId('eval-steps').textContent).toContain('待发起谈判');
    unmount();

    serve({ progress: progress({ phase: 'detailed' }) });
    renderWithProviders(<ProjectEvaluationTab project={project({ purchaseWay: 3 })} />);
    const steps = await screen.findByTestId('eval-steps', {}, WAIT);
    expect(steps.textContent).not.toContain('竞争性谈判');
  });
});
