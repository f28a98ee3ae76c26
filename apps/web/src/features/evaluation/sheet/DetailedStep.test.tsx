import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BID_A,
  BID_B,
  detailedWorkspace,
  rowInActiveTab as rowOf,
  serve,
  workspace,
} from '../../../test/evaluation-workspace.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DetailedStep } from './DetailedStep.tsx';

const SLOW = { timeout: 30_000 };
const WAIT = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

const score = (item: string, value: string) =>
  fireEvent.change(within(rowOf(item)).getByTestId('score-input'), { target: { value } });
const problemOf = (item: string) => within(rowOf(item)).queryByTestId('entry-problem')?.textContent ?? null;

describe('详细评审 sheet', () => {
  it(
    'refuses a score above the max, asks a comment below 60%, shows the 价格分 and the running total',
    SLOW,
    async () => {
      const { posted } = serve({});
      renderWithProviders(<DetailedStep workspace={detailedWorkspace()} />);
      await screen.findByTestId('detailed-grid', {}, WAIT);
      expect(within(rowOf('投标报价得分')).getByTestId('price-score').textContent).toBe('60.00');
      expect(within(rowOf('投标报价得分')).queryByTestId('score-input')).toBeNull();

      score('技术方案', '35');
      expect(problemOf('技术方案')).toBe('得分不能超过该项满分 30 分');
      // The server keeps no score above the max, not even as a draft: 暂存 says so and sends nothing.
      expect(screen.getByTestId('autosave-blocked').textContent).toContain('有得分不符合要求');
      fireEvent.click(screen.getByTestId('sheet-save'));
      expect(posted('/api/evaluation/saveSheet')).toEqual([]);
      score('技术方案', '12.5'); // below 18 = 60% of 30
      expect(problemOf('技术方案')).toBe('得分低于满分的60%，请填写评审意见');
      fireEvent.change(within(rowOf('技术方案')).getByTestId('score-comment'), {
        target: { value: '方案缺少应急预案' },
      });
      expect(problemOf('技术方案')).toBeNull();
      score('业绩', '8.25');
      expect(problemOf('业绩')).toBeNull();
      expect(screen.getAllByTestId('running-total').at(0)?.textContent).toBe('80.75'); // 8.25 + 12.5 + 60

      score('业绩', '8.255');
      expect(problemOf('业绩')).toBe('得分最多保留两位小数');
      fireEvent.click(screen.getByTestId('sheet-submit'));
      expect(await screen.findByText(/未填写或不符合要求/, {}, WAIT)).toBeTruthy();
      expect(document.querySelector('.ant-popconfirm')).toBeNull();
      expect(posted('/api/evaluation/submitSheet')).toEqual([]);
    },
  );

  it('lists the bidders out after 初步评审 with the reasons, and scores only those who passed', SLOW, async () => {
    serve({});
    const w = detailedWorkspace({
      preliminary: [
        { bidId: BID_A, companyName: '江城水务设备有限公司', passed: true, reasons: [] },
        {
          bidId: BID_B,
          companyName: '华东阀门有限公司',
          passed: false,
          reasons: [{ specialistName: '李工', itemName: '营业执照', reason: '营业执照已过期' }],
        },
      ],
      priceScores: [{ bidId: BID_A, score: '60.00' }],
    });
    renderWithProviders(<DetailedStep workspace={w} />);
    const failed = await screen.findByTestId('failed-bidders', {}, WAIT);
    expect(failed.textContent).toContain('华东阀门有限公司');
    expect(failed.textContent).toContain('营业执照（李工）：营业执照已过期');
    expect(within(screen.getByTestId('detailed-grid')).queryByText('华东阀门有限公司')).toBeNull();
  });

  it('waits for the chair before 初步评审 closed', SLOW, async () => {
    serve({});
    renderWithProviders(<DetailedStep workspace={workspace()} />);
    expect(await screen.findByText('初步评审完成后，由组长开启详细评审', {}, WAIT)).toBeTruthy();
  });
});

describe('nothing typed is lost', () => {
  it('restores what was typed after a remount, then autosaves it and drops the local copy', SLOW, async () => {
    const { posted } = serve({});
    const first = renderWithProviders(<DetailedStep workspace={detailedWorkspace()} />);
    await screen.findByTestId('detailed-grid', {}, WAIT);
    score('业绩', '9');
    fireEvent.change(within(rowOf('业绩')).getByTestId('score-comment'), { target: { value: '业绩充分' } });
    const key = 'eval-draft:5:detailed:7';
    expect(localStorage.getItem(key)).toContain('"score":"9"');
    first.unmount(); // a refresh before the autosave: the server has nothing yet

    renderWithProviders(<DetailedStep workspace={detailedWorkspace()} />);
    expect(await screen.findByTestId('sheet-restored', {}, WAIT)).toBeTruthy();
    expect((within(rowOf('业绩')).getByTestId('score-input') as HTMLInputElement).value).toBe('9');
    expect((within(rowOf('业绩')).getByTestId('score-comment') as HTMLTextAreaElement).value).toBe('业绩充分');

    // The restored copy is newer than the server's sheet: it is saved ~3 s later, and the local copy goes.
    await waitFor(() => expect(posted('/api/evaluation/saveSheet')).toHaveLength(1), { timeout: 8_000 });
    expect(posted('/api/evaluation/saveSheet')[0].entries[0]).toEqual({
      bidId: BID_A,
      itemId: 21,
      score: '9',
      comment: '业绩充分',
    });
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull(), WAIT);
    expect((await screen.findByTestId('saved-at', {}, WAIT)).textContent).toMatch(/^已暂存 \d{2}:\d{2}:\d{2}/);
  });

  it('shows the server’s draft when it is newer than the local copy (saved from another tab)', SLOW, async () => {
    serve({});
    localStorage.setItem(
      'eval-draft:5:detailed:7',
      JSON.stringify({
        at: Date.parse('2026-03-12T03:00:00.000Z'),
        entries: [{ bidId: BID_A, itemId: 21, score: '1', comment: '' }],
      }),
    );
    const sheet = {
      step: 'detailed' as const,
      status: 'draft' as const,
      returnReason: null,
      submittedAt: null,
      updatedAt: '2026-03-12T03:05:00.000Z',
      entries: [{ bidId: BID_A, itemId: 21, score: '7.5', comment: '' }],
    };
    renderWithProviders(
      <DetailedStep workspace={detailedWorkspace({ sheets: { preliminary: null, detailed: sheet } })} />,
    );
    await screen.findByTestId('detailed-grid', {}, WAIT);
    expect((within(rowOf('业绩')).getByTestId('score-input') as HTMLInputElement).value).toBe('7.5');
    expect(screen.queryByTestId('sheet-restored')).toBeNull();
  });
});
