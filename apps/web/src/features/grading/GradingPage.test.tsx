import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { GradingPage } from './GradingPage.tsx';
import { gradingDetail, listRow } from './testing.ts';

const unused = gradingDetail({ id: 1, name: '货物采购类综合评分法' });
const used = gradingDetail({ id: 2, name: '工程施工类综合评分法', usedBy: 3 });

let fetchMock: ReturnType<typeof vi.fn>;
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

function serve(rows = [unused, used], answers: Record<string, unknown> = {}) {
  fetchMock = vi.fn(async (url: string) => {
    const path = String(url).split('?')[0]!;
    if (path in answers) return json(answers[path]);
    if (path === '/api/grading/list') {
      return json({ code: 0, msg: '', data: { list: rows.map(listRow), total: rows.length, page: 1, pageSize: 10 } });
    }
    if (path === '/api/grading/detail') {
      const id = Number(new URL(url, 'http://x').searchParams.get('id'));
      return json({ code: 0, msg: '', data: rows.find((r) => r.id === id) });
    }
    return json({ code: 1, msg: `unexpected ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
}
beforeEach(() => serve());
afterEach(() => vi.unstubAllGlobals());

describe('评分标准管理', () => {
  it(
    'lists the standards: 使用中 with its projects, 查看 instead of 编辑 and 删除 disabled for one in use',
    SLOW,
    async () => {
      renderWithProviders(<GradingPage />);
      const table = await screen.findByTestId('grading-table', {}, WAIT);
      await within(table).findByText('货物采购类综合评分法', {}, WAIT);
      expect(within(table).getByText('使用中（3个项目）')).toBeTruthy();
      expect(within(table).getByText('未使用')).toBeTruthy();
      expect(screen.getByTestId('grading-open-1').textContent).toBe('编辑');
      expect(screen.getByTestId('grading-open-2').textContent).toBe('查看');
      // in use: 删除 stays, disabled, with the reason on hover
      expect((screen.getByTestId('grading-delete-2') as HTMLButtonElement).disabled).toBe(true);
      expect((screen.getByTestId('grading-delete-1') as HTMLButtonElement).disabled).toBe(false);
    },
  );

  it('shows its empty state', SLOW, async () => {
    serve([]);
    renderWithProviders(<GradingPage />);
    expect(await screen.findByText('暂无评分标准，点击“新建评分标准”开始', {}, WAIT)).toBeTruthy();
  });

  it('opens a standard in use read-only, and 复制后修改 moves on to the copy', SLOW, async () => {
    const copy = gradingDetail({ id: 3, name: '工程施工类综合评分法（副本）', copiedFromId: 2 });
    serve([unused, used, copy], { '/api/grading/copy': { code: 0, msg: '已复制', data: copy } });
    renderWithProviders(<GradingPage />);
    fireEvent.click(await screen.findByTestId('grading-open-2', {}, WAIT));
    expect(await screen.findByTestId('grading-view', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('该评分标准已被 3 个项目使用，不能修改。如需调整，请复制后在副本上修改。')).toBeTruthy();
    expect(screen.queryByTestId('grading-save')).toBeNull();
    fireEvent.click(screen.getByTestId('grading-view-copy'));
    await waitFor(() => expect(calls('/api/grading/copy')).toHaveLength(1), WAIT);
    expect(JSON.parse(String((calls('/api/grading/copy')[0]![1] as RequestInit).body))).toEqual({ id: 2 });
    expect(await screen.findByTestId('grading-form', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('grading-name') as HTMLInputElement).value).toBe(copy.name), WAIT);
  });
});
