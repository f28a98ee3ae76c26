import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { EvalHistoryRow } from './api.ts';
import { MyInfoPage } from './MyInfoPage.tsx';
import { specialistProfile } from './testing.ts';

const profile = specialistProfile();

const row = (n: number, over: Partial<EvalHistoryRow> = {}): EvalHistoryRow => ({
  projectId: n,
  projectCode: `SW-2026-${String(n).padStart(4, '0')}`,
  projectName: `江城水厂设备采购${n}`,
  openTime: '2026-03-12T02:00:00.000Z',
  reportNo: `PB-2026-${String(n).padStart(4, '0')}`,
  wasChair: false,
  projectState: 'publicity',
  ...over,
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/specialist/myInfo') return json({ code: 0, msg: '', data: profile });
    if (url.startsWith('/api/evaluation/history')) {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const list = page === 1 ? [row(1, { wasChair: true }), row(2)] : [row(11)];
      return json({ code: 0, msg: '', data: { list, total: 11, page, pageSize: 10 } });
    }
    return json({ code: 1, msg: `unexpected ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('专家端 我的信息', () => {
  it('shows the profile with its specialties and counts, with the specialist token', SLOW, async () => {
    localStorage.setItem('specialist_token', 'tok-s');
    renderWithProviders(<MyInfoPage />);
    const card = await screen.findByTestId('my-profile', {}, WAIT);
    for (const text of [
      '王建国',
      '男',
      '139****1234',
      '高级工程师',
      '江城市政设计研究院',
      '浙江省杭州市',
      '内部',
      '正常',
    ]) {
      expect(card.textContent).toContain(text);
    }
    expect(within(card).getByText('给排水工程').className).toContain('ant-tag');
    expect(within(card).getByText('水泵及机电设备')).toBeTruthy();
    const counts = screen.getByTestId('my-counts').textContent;
    expect(counts).toContain('受邀评标12');
    expect(counts).toContain('确认参加9');
    expect(counts).toContain('拒绝参加3');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/specialist/myInfo') ?? [];
    expect(new Headers((init as RequestInit).headers).get('token')).toBe('tok-s');
    // 修改密码 lives in the user popover only
    expect(screen.queryByText('修改密码')).toBeNull();
  });

  it('lists the evaluation history, paged by the server', SLOW, async () => {
    renderWithProviders(<MyInfoPage />);
    const table = await screen.findByTestId('my-history', {}, WAIT);
    await within(table).findByText('江城水厂设备采购1', {}, WAIT);
    const first = within(table).getByText('江城水厂设备采购1').closest('tr') as HTMLElement;
    expect(first.textContent).toContain('SW-2026-0001');
    expect(first.textContent).toContain('2026-03-12 10:00');
    expect(first.textContent).toContain('PB-2026-0001');
    expect(within(first).getByText('组长')).toBeTruthy();
    expect(within(table).getByText('江城水厂设备采购2').closest('tr')?.textContent).not.toContain('组长');
    expect(screen.getByText('共 11 条')).toBeTruthy();

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('江城水厂设备采购11', {}, WAIT)).toBeTruthy();
    const asked = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/evaluation/history'));
    await waitFor(() => expect(asked()).toContain('/api/evaluation/history?page=2&pageSize=10'), WAIT);
    expect(asked()[0]).toBe('/api/evaluation/history?page=1&pageSize=10');
  });
});
