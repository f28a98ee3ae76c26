import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BID_A, BID_B, rowInActiveTab, serve, workspace } from '../../../test/evaluation-workspace.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PreliminaryStep } from './PreliminaryStep.tsx';

const SLOW = { timeout: 30_000 };
const WAIT = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

const rowOf = rowInActiveTab;
const openTab = (name: string) => fireEvent.click(screen.getByText(name));

describe('初步评审 sheet', () => {
  it('asks a reason for every 不通过 and sends nothing until the sheet is complete', SLOW, async () => {
    const { posted } = serve({ '/api/evaluation/submitSheet': { code: 0, msg: '', data: null } });
    renderWithProviders(<PreliminaryStep workspace={workspace()} />);
    await screen.findByTestId('preliminary-grid', {}, WAIT);

    fireEvent.click(within(rowOf('营业执照')).getByText('不通过'));
    expect(within(rowOf('营业执照')).getByTestId('entry-problem').textContent).toBe('不通过时请填写理由');

    // 提交 with the reason missing and three verdicts untouched: refused in the browser, the confirmation stays shut.
    fireEvent.click(screen.getByTestId('sheet-submit'));
    expect(await screen.findByText(/还有 4 项未填写或不符合要求/, {}, WAIT)).toBeTruthy();
    expect(within(rowOf('投标有效期')).getByTestId('entry-problem').textContent).toBe('请选择通过或不通过');
    expect(document.querySelector('.ant-popconfirm')).toBeNull();

    fireEvent.change(within(rowOf('营业执照')).getByTestId('verdict-reason'), {
      target: { value: '营业执照已过期' },
    });
    fireEvent.click(within(rowOf('投标有效期')).getByText('通过'));
    openTab('华东阀门有限公司');
    fireEvent.click(within(rowOf('营业执照')).getByText('通过'));
    fireEvent.click(within(rowOf('投标有效期')).getByText('通过'));
    expect(screen.queryAllByTestId('entry-problem')).toEqual([]);

    fireEvent.click(screen.getByTestId('sheet-submit'));
    await waitFor(() => expect(document.querySelector('.ant-popconfirm')).not.toBeNull(), WAIT);
    expect(screen.getByText('提交后不能修改，确认提交？')).toBeTruthy();
    fireEvent.click(screen.getByText('确认提交'));
    await waitFor(() => expect(posted('/api/evaluation/submitSheet')).toHaveLength(1), WAIT);
    expect(posted('/api/evaluation/submitSheet')[0]).toEqual({
      projectId: 5,
      step: 'preliminary',
      entries: [
        { bidId: BID_A, itemId: 11, pass: false, reason: '营业执照已过期' },
        { bidId: BID_A, itemId: 12, pass: true, reason: '' },
        { bidId: BID_B, itemId: 11, pass: true, reason: '' },
        { bidId: BID_B, itemId: 12, pass: true, reason: '' },
      ],
    });
  });

  it(
    'a submitted sheet is read-only with 已提交; a returned one shows the chair’s reason and can be edited',
    SLOW,
    async () => {
      serve({});
      const sheet = {
        step: 'preliminary' as const,
        status: 'submitted' as const,
        returnReason: null,
        submittedAt: '2026-03-12T03:00:00.000Z',
        updatedAt: '2026-03-12T03:00:00.000Z',
        entries: [{ bidId: BID_A, itemId: 11, pass: true, reason: '' }],
      };
      const view = renderWithProviders(
        <PreliminaryStep workspace={workspace({ sheets: { preliminary: sheet, detailed: null } })} />,
      );
      expect((await screen.findByTestId('sheet-submitted', {}, WAIT)).textContent).toContain('已提交');
      expect(screen.queryByTestId('sheet-submit')).toBeNull();
      expect(within(rowOf('营业执照')).getByRole('radio', { name: '通过' })).toHaveProperty('disabled', true);
      view.unmount();

      const returned = { ...sheet, status: 'returned' as const, returnReason: '第二家的营业执照请再核对' };
      renderWithProviders(
        <PreliminaryStep workspace={workspace({ sheets: { preliminary: returned, detailed: null } })} />,
      );
      expect((await screen.findByTestId('sheet-returned', {}, WAIT)).textContent).toContain(
        '退回原因：第二家的营业执照请再核对',
      );
      expect(within(rowOf('营业执照')).getByRole('radio', { name: '通过' })).toHaveProperty('disabled', false);
      expect(screen.getByTestId('sheet-submit')).toBeTruthy();
    },
  );
});
