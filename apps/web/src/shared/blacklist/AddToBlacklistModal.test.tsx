import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { AddToBlacklistModal } from './AddToBlacklistModal.tsx';

const SLOW = { timeout: 30_000 };
const WAIT = { timeout: 10_000 };

const expert = { targetType: 'specialist', targetId: 5, targetName: '王建国', detail: '江城设计院' } as const;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // Only the date is fixed (antd's own timers keep running): noon in Beijing on 1 March 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T04:00:00Z'));
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ code: 0, msg: '操作成功', data: { id: 1 } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pickerInput = (testId: string) => {
  const el = screen.getByTestId(testId);
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')) as HTMLInputElement;
};

/** Types a day into an antd DatePicker and leaves it, as a user who does not click the calendar. */
function typeDay(testId: string, day: string) {
  const el = pickerInput(testId);
  fireEvent.mouseDown(el);
  fireEvent.focus(el);
  fireEvent.change(el, { target: { value: day } });
  fireEvent.keyDown(el, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(el);
}

describe('加入黑名单', () => {
  it('asks for confirmation naming the target, and sends nothing when the user thinks again', SLOW, async () => {
    const onClose = vi.fn();
    renderWithProviders(<AddToBlacklistModal open preset={expert} onClose={onClose} />);
    await screen.findByTestId('blacklist-form', {}, WAIT);
    fireEvent.click(screen.getByRole('radio', { name: '警告' }));
    fireEvent.change(screen.getByTestId('blacklist-reason'), { target: { value: '无故缺席评标' } });
    fireEvent.click(screen.getByTestId('blacklist-submit'));
    const [question] = await screen.findAllByText('确认将专家「王建国」加入黑名单？', {}, WAIT);
    const confirm = question!.closest('.ant-modal')! as HTMLElement;
    // Where the focus lands is checked in the browser (supplier-account.spec.ts): in jsdom the form's own modal and
    // this confirmation race for it.
    const back = within(confirm).getByText('再想想').closest('button')!;
    fireEvent.click(back);
    await new Promise((r) => setTimeout(r, 300));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts today for one year, and the period radio moves the end date', SLOW, async () => {
    renderWithProviders(<AddToBlacklistModal open preset={expert} onClose={() => undefined} />);
    await screen.findByTestId('blacklist-form', {}, WAIT);
    expect(pickerInput('blacklist-start').value).toBe('2026-03-01');
    // one year from 1 March 2026 ends on the last day before 1 March 2027
    expect(pickerInput('blacklist-end').value).toBe('2027-02-28');
    const oneYear = screen.getByRole('radio', { name: '1年' }) as HTMLInputElement;
    expect(oneYear.checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: '3年' }));
    await waitFor(() => expect(pickerInput('blacklist-end').value).toBe('2029-02-28'), WAIT);

    fireEvent.click(screen.getByRole('radio', { name: '2年' }));
    await waitFor(() => expect(pickerInput('blacklist-end').value).toBe('2028-02-29'), WAIT);
  });

  it('refuses an end date before the start, and sends nothing', SLOW, async () => {
    renderWithProviders(<AddToBlacklistModal open preset={expert} onClose={() => undefined} />);
    await screen.findByTestId('blacklist-form', {}, WAIT);
    typeDay('blacklist-end', '2026-02-20');
    await waitFor(() => expect(pickerInput('blacklist-end').value).toBe('2026-02-20'), WAIT);
    // an end chosen by hand that is no whole period leaves the period unselected
    const periods = screen.getAllByRole('radio').filter((r) => /年$/.test(r.closest('label')?.textContent ?? ''));
    expect(periods.every((r) => !(r as HTMLInputElement).checked)).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: '禁止参与' }));
    fireEvent.change(screen.getByTestId('blacklist-reason'), { target: { value: '在评标中泄露评审情况' } });
    fireEvent.click(screen.getByTestId('blacklist-submit'));
    expect(await screen.findByText('结束日期不能早于开始日期', {}, WAIT)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the preset expert with the chosen type, dates and reason', SLOW, async () => {
    const onClose = vi.fn();
    renderWithProviders(<AddToBlacklistModal open preset={expert} onClose={onClose} />);
    await screen.findByTestId('blacklist-form', {}, WAIT);
    fireEvent.click(screen.getByTestId('blacklist-submit'));
    expect(await screen.findByText('请选择处理类型', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('请输入原因', {}, WAIT)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: '禁止参与' }));
    fireEvent.change(screen.getByTestId('blacklist-reason'), { target: { value: '  在评标中泄露评审情况  ' } });
    fireEvent.click(screen.getByTestId('blacklist-submit'));
    // A valid form is confirmed once more, naming who, what and how long; nothing is sent before.
    const [question] = await screen.findAllByText('确认将专家「王建国」加入黑名单？', {}, WAIT);
    const confirm = question!.closest('.ant-modal')! as HTMLElement;
    expect(confirm.textContent).toContain(
      '处理类型：禁止参与；期限：2026-03-01 至 2027-02-28。处罚期间，该专家不会被抽取。',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByText('确认加入').closest('button')!);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/blacklist/add');
    expect(JSON.parse(String(init.body))).toEqual({
      targetType: 'specialist',
      targetId: 5,
      type: 'ban',
      reason: '在评标中泄露评审情况',
      startDate: '2026-03-01',
      endDate: '2027-02-28',
      attachmentFileId: null,
    });
  });
});
