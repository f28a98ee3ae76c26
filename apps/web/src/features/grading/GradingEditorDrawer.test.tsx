import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import GradingEditorDrawer from './GradingEditorDrawer.tsx';
import { gradingDetail } from './testing.ts';

const SLOW = { timeout: 40_000 };

let fetchMock: ReturnType<typeof vi.fn>;
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

function serve(answers: Record<string, unknown>) {
  fetchMock = vi.fn(async (url: string) => {
    const path = String(url).split('?')[0]!;
    return json(answers[path] ?? { code: 1, msg: `unexpected ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
}
beforeEach(() => serve({}));
afterEach(() => vi.unstubAllGlobals());

const total = () => screen.getByTestId('grading-total');
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId).querySelector('input') ?? screen.getByTestId(testId), {
    target: { value },
  });

describe('the 评分标准 editor', () => {
  it('asks before closing with unsaved edits, the focus on 继续编辑 rather than on 放弃修改', SLOW, async () => {
    const onClose = vi.fn();
    renderWithProviders(<GradingEditorDrawer onClose={onClose} onCopied={() => undefined} />);
    await screen.findByTestId('grading-form', {}, WAIT);
    fireEvent.change(screen.getByTestId('grading-name'), { target: { value: '服务类综合评分法' } });
    fireEvent.click(document.querySelector('.ant-drawer-close')!);
    const [title] = await screen.findAllByText('放弃未保存的修改？', {}, WAIT);
    const dialog = title!.closest('.ant-modal')! as HTMLElement;
    const keep = within(dialog).getByText('继续编辑').closest('button')!;
    await waitFor(() => expect(document.activeElement).toBe(keep), WAIT);
    // Enter on the focused button keeps the work.
    fireEvent.click(document.activeElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByTestId('grading-name') as HTMLInputElement).value).toBe('服务类综合评分法');
  });

  it('keeps a live total, red until the scored items make 100, and refuses to send another total', SLOW, async () => {
    renderWithProviders(<GradingEditorDrawer onClose={() => undefined} onCopied={() => undefined} />);
    await screen.findByTestId('grading-form', {}, WAIT);
    expect(total().textContent).toContain('合计 0 分');
    fireEvent.change(screen.getByTestId('grading-name'), { target: { value: '服务类综合评分法' } });
    type('item-price-0-max', '30');
    fireEvent.change(screen.getByTestId('item-price-0-description'), { target: { value: '低价优先法' } });
    fireEvent.click(screen.getByTestId('item-technical-add'));
    type('item-technical-0-max', '65.5');
    fireEvent.change(await screen.findByTestId('item-technical-0-name', {}, WAIT), { target: { value: '服务方案' } });
    fireEvent.change(screen.getByTestId('item-technical-0-description'), { target: { value: '方案完整得满分' } });
    await waitFor(() => expect(total().textContent).toContain('合计 95.5 分'), WAIT);
    expect(total().className).toMatch(/danger/);

    fireEvent.click(screen.getByTestId('grading-save'));
    expect(await screen.findByText('评分项分值合计须为100分，当前为95.5分', {}, WAIT)).toBeTruthy();
    expect(sent('/api/grading/create')).toEqual([]);

    type('item-technical-0-max', '70');
    await waitFor(() => expect(total().textContent).toBe('合计 100 分'), WAIT);
    expect(total().className).toMatch(/success/);
  });

  it('sends an edit as one flat item list and shows the server’s refusal', SLOW, async () => {
    const standard = gradingDetail({ id: 7 });
    const refusal = { code: 1001, msg: '该评分标准已被项目使用，不能修改，请复制后修改' };
    serve({ '/api/grading/detail': { code: 0, msg: '', data: standard }, '/api/grading/update': refusal });
    const onClose = vi.fn();
    renderWithProviders(<GradingEditorDrawer id={7} onClose={onClose} onCopied={() => undefined} />);
    await waitFor(
      () => expect((screen.getByTestId('grading-name') as HTMLInputElement).value).toBe(standard.name),
      WAIT,
    );
    await waitFor(() => expect(total().textContent).toBe('合计 100 分'), WAIT);
    fireEvent.click(screen.getByTestId('grading-save'));
    expect(await screen.findByText(refusal.msg, {}, WAIT)).toBeTruthy();
    expect(sent('/api/grading/update')).toEqual([
      {
        id: 7,
        name: standard.name,
        priceFormula: 'lowest',
        remark: '',
        items: standard.items.map(({ id: _id, ...item }) => item),
      },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
