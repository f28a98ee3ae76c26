import { describeLogDetail } from '@swp/core/audit-log/detail';
import type { AuditLogEntry } from '@swp/core/audit-log/responses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AuditLogPanel } from './AuditLogPanel.tsx';

const line: AuditLogEntry = {
  id: 41,
  actorRole: 'staff',
  actorRoleLabel: '工作人员',
  actorId: '3',
  actorName: '张三',
  action: 'project.pause',
  actionLabel: '暂停',
  targetType: 'project',
  targetTypeLabel: '项目',
  targetId: '12',
  targetName: '城东管网改造工程',
  ip: '10.0.0.8',
  createdAt: '2026-05-01T02:03:04.000Z',
  detail: { reason: '资金调整' },
  detailText: '暂停原因：资金调整',
};

const page = (list: AuditLogEntry[], total = list.length) =>
  json({ code: 0, msg: '', data: { list, total, page: 1, pageSize: 20 } });

let fetchMock: ReturnType<typeof vi.fn>;
const urls = () => fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://x'));
beforeEach(() => {
  fetchMock = vi.fn(async () => page([line], 1));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('AuditLogPanel', () => {
  it('lists who, what, the object with the project name, the time, the IP; the detail expands', SLOW, async () => {
    renderWithProviders(<AuditLogPanel />);
    const table = await screen.findByTestId('audit-log-table', {}, WAIT);
    await within(table).findByText('城东管网改造工程', { exact: false }, WAIT);
    expect(within(table).getByText('工作人员')).toBeTruthy();
    expect(within(table).getByText('暂停')).toBeTruthy();
    expect(within(table).getByText('项目 12 （城东管网改造工程）')).toBeTruthy();
    expect(within(table).getByText('2026-05-01 10:03:04')).toBeTruthy();
    expect(within(table).getByText('10.0.0.8')).toBeTruthy();
    expect(urls()[0]!.pathname).toBe('/api/auditLog/list');
    expect(Object.fromEntries(urls()[0]!.searchParams)).toEqual({ page: '1', pageSize: '20' });

    fireEvent.click(within(table).getByRole('button', { name: /展开行|Expand row/ }));
    const detail = await screen.findByTestId('audit-detail-41', {}, WAIT);
    expect(within(detail).getByText('暂停原因：资金调整')).toBeTruthy();
    expect(detail.textContent).not.toContain('project.pause');
    expect(detail.textContent).not.toContain('{');
  });

  it('shows a line of another feature with no code name, each fact on its own row', SLOW, async () => {
    const account: AuditLogEntry = {
      ...line,
      id: 42,
      action: 'staffUser.create',
      actionLabel: '新增账号',
      targetType: 'staffUser',
      targetTypeLabel: '工作人员账号',
      targetId: '7',
      targetName: null,
      detail: { username: 'lisi', name: '李四', deptId: 2, roles: ['采购员'], smsTo: '138****0001' },
      detailText: describeLogDetail('staffUser.create', {
        username: 'lisi',
        name: '李四',
        deptId: 2,
        roles: ['采购员'],
        smsTo: '138****0001',
      }),
    };
    fetchMock.mockImplementation(async () => page([account]));
    renderWithProviders(<AuditLogPanel />);
    const table = await screen.findByTestId('audit-log-table', {}, WAIT);
    await within(table).findByText('新增账号', {}, WAIT);
    fireEvent.click(within(table).getByRole('button', { name: /展开行|Expand row/ }));
    const detail = await screen.findByTestId('audit-detail-42', {}, WAIT);
    for (const fact of ['账号：lisi', '姓名：李四', '角色：采购员', '短信发送至：138****0001'])
      expect(within(detail).getByText(fact)).toBeTruthy();
    expect(within(detail).getByText('工作人员账号 7')).toBeTruthy();
    expect(table.textContent).not.toMatch(/staffUser|username|deptId/);
  });

  it('searches with the typed filters from page 1, and says so when nothing matches', SLOW, async () => {
    renderWithProviders(<AuditLogPanel />);
    await screen.findByText('暂停原因：资金调整', {}, WAIT);
    fetchMock.mockImplementation(async () => page([]));
    fireEvent.change(screen.getByTestId('audit-search-actor'), { target: { value: '  李四 ' } });
    fireEvent.change(screen.getByTestId('audit-search-target-id'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('没有符合条件的日志', {}, WAIT)).toBeTruthy();
    const last = urls().at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({ actor: '李四', targetId: '12', page: '1', pageSize: '20' });
  });

  it('shows the empty state before any line exists, and the load failure', SLOW, async () => {
    fetchMock.mockImplementation(async () => page([]));
    const { unmount } = renderWithProviders(<AuditLogPanel />);
    expect(await screen.findByText('暂无日志', {}, WAIT)).toBeTruthy();
    unmount();
    fetchMock.mockImplementation(async () => json({ code: 403, msg: '没有权限' }));
    renderWithProviders(<AuditLogPanel />);
    expect(await screen.findByText('加载失败，请稍后重试', {}, WAIT)).toBeTruthy();
  });

  it('exports with the same filters, and shows the server’s refusal when too many lines match', SLOW, async () => {
    renderWithProviders(<AuditLogPanel />);
    await screen.findByText('暂停原因：资金调整', {}, WAIT);
    fireEvent.change(screen.getByTestId('audit-search-actor'), { target: { value: '张三' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(urls().some((u) => u.searchParams.get('actor') === '张三')).toBe(true), WAIT);
    const refusal = '符合条件的日志共10001条，超过单次导出上限10000条，请缩小时间范围或增加筛选条件后再导出';
    fetchMock.mockImplementation(async () => json({ code: 2, msg: refusal }));
    fireEvent.click(screen.getByTestId('audit-log-export'));
    expect(await screen.findByText(refusal, {}, WAIT)).toBeTruthy();
    const exportUrl = urls().find((u) => u.pathname === '/api/auditLog/export')!;
    expect(Object.fromEntries(exportUrl.searchParams)).toEqual({ actor: '张三' });
  });
});
