import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chairSheets, detailedWorkspace, serve, workspace } from '../../../test/evaluation-workspace.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChairPanel } from './ChairPanel.tsx';

const SLOW = { timeout: 30_000 };
const WAIT = { timeout: 10_000 };
const ok = (data: unknown = null) => ({ code: 0, msg: '', data });

afterEach(() => vi.unstubAllGlobals());

const submitted = <S extends 'preliminary' | 'detailed'>(step: S) => ({
  step,
  status: 'submitted' as const,
  returnReason: null,
  submittedAt: '2026-03-12T03:00:00.000Z',
  updatedAt: '2026-03-12T03:00:00.000Z',
  entries: [],
});

const confirmPopconfirm = async () => {
  await waitFor(() => expect(document.querySelector('.ant-popconfirm')).not.toBeNull(), WAIT);
  // antd spaces a two-character label (确 认): the OK button is the popconfirm's last.
  const popconfirm = document.querySelector('.ant-popconfirm') as HTMLElement;
  fireEvent.click(within(popconfirm).getAllByRole('button').at(-1) as HTMLElement);
};

describe('组长 panel', () => {
  it('lists who has not submitted and keeps 提交评标结果 disabled', SLOW, async () => {
    const sheets = chairSheets({
      sheets: [
        { specialistId: 7, name: '王工', preliminary: submitted('preliminary'), detailed: submitted('detailed') },
        { specialistId: 8, name: '李工', preliminary: submitted('preliminary'), detailed: null },
        { specialistId: 9, name: '赵工', preliminary: submitted('preliminary'), detailed: null },
      ],
      missing: [
        { specialistId: 8, name: '李工', step: 'detailed' },
        { specialistId: 9, name: '赵工', step: 'detailed' },
      ],
    });
    const { posted } = serve({ '/api/evaluation/sheets': ok(sheets) });
    renderWithProviders(<ChairPanel workspace={detailedWorkspace()} />);
    expect((await screen.findByTestId('chair-missing', {}, WAIT)).textContent).toBe(
      '以下专家尚未提交详细评审表：李工、赵工',
    );
    const close = screen.getByTestId('chair-close-step');
    expect(close.textContent?.replace(/\s/g, '')).toBe('提交评标结果');
    expect(close).toHaveProperty('disabled', true);
    fireEvent.click(close);
    expect(document.querySelector('.ant-popconfirm')).toBeNull();
    expect(posted('/api/evaluation/submitResult')).toEqual([]);
  });

  it('closes 初步评审 once all submitted, and shows the server’s refusal', SLOW, async () => {
    const sheets = chairSheets({
      sheets: [
        { specialistId: 7, name: '王工', preliminary: submitted('preliminary'), detailed: null },
        { specialistId: 8, name: '李工', preliminary: submitted('preliminary'), detailed: null },
      ],
    });
    const { posted } = serve({
      '/api/evaluation/sheets': ok(sheets),
      '/api/evaluation/finishPreliminary': { code: 1, msg: '评标委员会成员的初步评审尚未全部提交', data: null },
    });
    renderWithProviders(<ChairPanel workspace={workspace()} />);
    await screen.findByText('李工', {}, WAIT);
    expect(screen.queryByTestId('chair-missing')).toBeNull();
    const close = screen.getByTestId('chair-close-step');
    expect(close).toHaveProperty('disabled', false);
    fireEvent.click(close);
    await confirmPopconfirm();
    expect(await screen.findByText('评标委员会成员的初步评审尚未全部提交', {}, WAIT)).toBeTruthy();
    expect(posted('/api/evaluation/finishPreliminary')).toEqual([{ projectId: 5 }]);
  });

  it('returns a submitted sheet only with a reason', SLOW, async () => {
    const sheets = chairSheets({
      sheets: [
        { specialistId: 7, name: '王工', preliminary: null, detailed: null },
        { specialistId: 8, name: '李工', preliminary: submitted('preliminary'), detailed: null },
      ],
      missing: [{ specialistId: 7, name: '王工', step: 'preliminary' }],
    });
    const { posted } = serve({ '/api/evaluation/sheets': ok(sheets) });
    renderWithProviders(<ChairPanel workspace={workspace()} />);
    const row = (await screen.findByText('李工', {}, WAIT)).closest('tr') as HTMLElement;
    expect(within(screen.getByText('王工').closest('tr') as HTMLElement).queryByTestId('return-sheet')).toBeNull();
    fireEvent.click(within(row).getByTestId('return-sheet'));
    fireEvent.click(await screen.findByTestId('reason-ok', {}, WAIT));
    expect(await screen.findByText('请填写退回原因', {}, WAIT)).toBeTruthy();
    expect(posted('/api/evaluation/returnSheet')).toEqual([]);
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: '第二家的营业执照请再核对' } });
    fireEvent.click(screen.getByTestId('reason-ok'));
    await waitFor(() => expect(posted('/api/evaluation/returnSheet')).toHaveLength(1), WAIT);
    expect(posted('/api/evaluation/returnSheet')[0]).toEqual({
      projectId: 5,
      specialistId: 8,
      step: 'preliminary',
      reason: '第二家的营业执照请再核对',
    });
  });
});
