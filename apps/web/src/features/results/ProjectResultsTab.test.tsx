import type { Objection, ResultSummary } from '@swp/core/results/responses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { desktopScreenForEachTest } from '../../test/desktop-screen.ts';
import { project } from '../../test/evaluation-progress.ts';
import { SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { candidates, json, objection, summary } from '../../test/results.ts';
import { ProjectResultsTab } from './ProjectResultsTab.tsx';

let fetchMock: ReturnType<typeof vi.fn>;
const callsTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(path))
    .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }));

/** A tiny server: the summary and list as given; an answer turns the objection answered, as the real one does. */
function serve(state: { summary: ResultSummary; objections: Objection[] }) {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/result/summary?projectId=5') return json({ code: 0, msg: '', data: state.summary });
    if (url === '/api/objection/list?projectId=5') {
      return json({ code: 0, msg: '', data: { list: state.objections, total: state.objections.length } });
    }
    if (url === '/api/objection/answer') {
      const { id, answer } = JSON.parse(String(init?.body));
      state.objections = state.objections.map((o) => (o.id === id ? { ...o, status: 'answered', answer } : o));
      state.summary = { ...state.summary, openObjections: 0, winnerBlockedBy: null };
      return json({ code: 0, msg: '已答复，已短信通知供应商', data: state.objections.find((o) => o.id === id) });
    }
    return json({ code: 1, msg: `unexpected ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
}

desktopScreenForEachTest();
afterEach(() => vi.unstubAllGlobals());

const BLOCKED = '尚有1条异议未答复，不能发布中标公告';

describe('项目 → 结果', () => {
  it(
    'before 评标完成 says the result comes after the committee’s report, and asks the server nothing',
    SLOW,
    async () => {
      serve({ summary: summary(), objections: [] });
      renderWithProviders(<ProjectResultsTab project={project({ status: 'evaluating' })} />);
      expect((await screen.findByTestId('result-not-ready', {}, WAIT)).textContent).toContain('评标报告');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('shows the candidates, the running publicity and why the 中标公告 is blocked', SLOW, async () => {
    const open = objection();
    serve({
      summary: summary({ openObjections: 1, totalObjections: 1, winnerBlockedBy: BLOCKED }),
      objections: [open],
    });
    renderWithProviders(<ProjectResultsTab project={project({ status: 'publicity' })} />);
    expect((await screen.findByTestId('result-blocked', {}, WAIT)).textContent).toContain(BLOCKED);
    const first = within(screen.getByTestId('result-candidates')).getByText('江城水务设备有限公司').closest('tr');
    expect(first?.textContent).toContain('1,234,567.00');
    expect(first?.textContent).toContain('93.83'); // the report's total, not a dash
    expect(within(screen.getByTestId('result-candidates')).getByText('综合得分')).toBeTruthy();
    expect(screen.getByTestId('rank-basis').textContent).toBe('排序依据：按综合得分排序');
    expect(screen.getByTestId('result-publicity-phase').textContent).toBe('公示中');
    expect(screen.queryByTestId('result-award')).toBeNull();
    const table = await screen.findByTestId('objection-table', {}, WAIT);
    await within(table).findByText(open.content, {}, WAIT);
    expect(within(table).getByTestId('objection-status').textContent).toBe('待答复');
    expect(within(table).getByTestId('objection-answer')).toBeTruthy();
  });

  it('leaves out 综合得分 where the report ranked by the final quote, and names the round', SLOW, async () => {
    const byQuote = candidates.map((c) => ({ ...c, total: null }));
    const basis = '按第2轮最后报价排序（该轮未报价的投标人按其此前最近一次报价）';
    serve({ summary: summary({ candidates: byQuote, rankBy: 'offer', rankBasis: basis }), objections: [] });
    renderWithProviders(<ProjectResultsTab project={project({ status: 'publicity' })} />);
    const table = await screen.findByTestId('result-candidates', {}, WAIT);
    await within(table).findByText('江城水务设备有限公司', {}, WAIT);
    expect(within(table).queryByText('综合得分')).toBeNull();
    expect(within(table).queryByText('—')).toBeNull();
    expect(within(table).getByText('评标报价（元）')).toBeTruthy();
    expect(screen.getByTestId('rank-basis').textContent).toBe(`排序依据：${basis}`);
  });

  it(
    'shows no alert when the 中标公告 may be published, and the award with the reason for a rank-2 winner',
    SLOW,
    async () => {
      serve({
        summary: summary({
          projectState: 'awarded',
          publicity: { gsTime: '2026-03-13T02:00:00.000Z', gsEndTime: '2026-03-16T02:00:00.000Z', phase: 'ended' },
          award: {
            supplierId: 32,
            companyName: '华东泵业有限公司',
            amount: '1250000.50',
            reason: '第一中标候选人放弃中标',
            awardedAt: '2026-03-17T02:00:00.000Z',
          },
        }),
        objections: [objection({ status: 'answered', answer: '经核查，业绩属实。', answeredByName: '张三' })],
      });
      renderWithProviders(<ProjectResultsTab project={project({ status: 'awarded' })} />);
      const award = await screen.findByTestId('result-award', {}, WAIT);
      expect(award.textContent).toContain('华东泵业有限公司');
      expect(award.textContent).toContain('¥1,250,000.50（人民币壹佰贰拾伍万元伍角整）');
      expect(award.textContent).toContain('第一中标候选人放弃中标');
      expect(award.textContent).toContain('2026-03-17 10:00');
      expect(screen.queryByTestId('result-blocked')).toBeNull();
      expect(screen.getByTestId('result-publicity-phase').textContent).toBe('已结束');
      const table = screen.getByTestId('objection-table');
      await within(table).findByText('经核查，业绩属实。', {}, WAIT);
      expect(within(table).queryByTestId('objection-answer')).toBeNull();
    },
  );

  it('答复 refuses an empty answer in the form, then sends the trimmed answer and clears the block', SLOW, async () => {
    const open = objection();
    serve({
      summary: summary({ openObjections: 1, totalObjections: 1, winnerBlockedBy: BLOCKED }),
      objections: [open],
    });
    renderWithProviders(<ProjectResultsTab project={project({ status: 'publicity' })} />);
    fireEvent.click(await screen.findByTestId('objection-answer', {}, WAIT));
    const input = await screen.findByTestId('objection-answer-input', {}, WAIT);

    fireEvent.click(screen.getByTestId('objection-answer-ok'));
    expect(await screen.findByText('请填写答复内容', {}, WAIT)).toBeTruthy();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('objection-answer-ok'));
    await screen.findByText('请填写答复内容', {}, WAIT);
    expect(callsTo('/api/objection/answer')).toEqual([]);

    fireEvent.change(input, { target: { value: '  经核查，业绩属实。 ' } });
    fireEvent.click(screen.getByTestId('objection-answer-ok'));
    await waitFor(
      () =>
        expect(callsTo('/api/objection/answer').map((c) => c.body)).toEqual([
          { id: open.id, answer: '经核查，业绩属实。' },
        ]),
      WAIT,
    );
    expect(await screen.findByText('已答复，已短信通知供应商', {}, WAIT)).toBeTruthy();
    // The summary and the list are asked again: the block is gone and the row reads answered.
    await waitFor(() => expect(screen.queryByTestId('result-blocked')).toBeNull(), WAIT);
    await waitFor(() => expect(screen.getByTestId('objection-status').textContent).toBe('已答复'), WAIT);
    expect(screen.queryByTestId('objection-answer')).toBeNull();
  });

  it('refuses an answer over 2000 characters with the core rule’s message, and takes 2000', SLOW, async () => {
    serve({ summary: summary({ openObjections: 1, totalObjections: 1 }), objections: [objection()] });
    renderWithProviders(<ProjectResultsTab project={project({ status: 'publicity' })} />);
    fireEvent.click(await screen.findByTestId('objection-answer', {}, WAIT));
    const input = (await screen.findByTestId('objection-answer-input', {}, WAIT)) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '答'.repeat(2001) } });
    fireEvent.click(screen.getByTestId('objection-answer-ok'));
    expect(await screen.findByText('答复内容不能超过2000个字', {}, WAIT)).toBeTruthy();
    expect(callsTo('/api/objection/answer')).toEqual([]);
    fireEvent.change(input, { target: { value: '答'.repeat(2000) } });
    fireEvent.click(screen.getByTestId('objection-answer-ok'));
    await waitFor(() => expect(callsTo('/api/objection/answer')).toHaveLength(1), WAIT);
  });
});
