import { AccountPath, RolePath } from '@swp/core/accounts/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStaffSession } from '../../app/session/index.ts';
import { renderWithProviders } from '../extraction/testing.tsx';
import { AccountsPage } from './AccountsPage.tsx';

const SLOW = { timeout: 30_000 };
const WAIT = { timeout: 10_000 };

const answer = (data: unknown, msg = '操作成功') =>
  new Response(JSON.stringify({ code: 0, msg, data }), { headers: { 'content-type': 'application/json' } });

const user = {
  id: 7,
  username: 'caigou',
  name: '采购员',
  mobile: '13900000000',
  deptId: null,
  deptName: '',
  roles: [{ id: 2, name: '采购专员' }],
  enabled: true,
  mustChangePassword: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    const path = String(url);
    if (path.endsWith(AccountPath.list)) return answer({ list: [user], total: 1, page: 1, pageSize: 10 });
    if (path.endsWith(RolePath.list)) {
      return answer([
        {
          id: 2,
          name: '采购专员',
          description: '',
          perms: ['system:project'],
          userCount: 1,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ]);
    }
    return answer([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useStaffSession.setState({ user: null });
});

const posted = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

describe('账号管理', () => {
  it('lists accounts, and disables one only after the confirmation', SLOW, async () => {
    renderWithProviders(<AccountsPage />);
    const table = await screen.findByTestId('account-table', {}, WAIT);
    await within(table).findByText('caigou', {}, WAIT);
    expect(within(table).getByText('采购专员')).toBeTruthy();
    expect(within(table).getByText('待改密')).toBeTruthy();

    fireEvent.click(screen.getByTestId('account-disable-7'));
    const confirm = (await screen.findByText('停用「采购员」？', {}, WAIT)).closest('.ant-popover') as HTMLElement;
    expect(posted(AccountPath.setEnabled)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: /^停\s*用$/ }));
    await waitFor(() => expect(posted(AccountPath.setEnabled)).toEqual([{ id: 7, enabled: false }]), WAIT);
  });

  it('does not offer 停用 on the signed-in user’s own account, nor its roles in the form', SLOW, async () => {
    useStaffSession.setState({ user: { name: '采购员', username: 'CaiGou', mobile: '13900000000', deptName: '' } });
    renderWithProviders(<AccountsPage />);
    const table = await screen.findByTestId('account-table', {}, WAIT);
    await within(table).findByText('caigou', {}, WAIT);
    const disable = screen.getByTestId('account-disable-7') as HTMLButtonElement;
    expect(disable.disabled).toBe(true);
    fireEvent.click(disable);
    expect(screen.queryByText('停用「采购员」？')).toBeNull();

    // By test id, not getByRole: computing every accessible name in the fixed-column table took ~28 s in jsdom.
    fireEvent.click(screen.getByTestId('account-edit-7'));
    const form = await screen.findByTestId('account-form', {}, WAIT);
    expect(within(form).getByText('不能修改自己的角色')).toBeTruthy();
    expect(
      form.querySelector(
        '.ant-select-disabled[data-testid="account-roles"], [data-testid="account-roles"].ant-select-disabled',
      ),
    ).toBeTruthy();
  });

  it(
    'shows roles with their permissions in Chinese on the 角色 tab; a role in use cannot be deleted',
    SLOW,
    async () => {
      renderWithProviders(<AccountsPage />);
      fireEvent.click(await screen.findByRole('tab', { name: '角色' }, WAIT));
      const table = await screen.findByTestId('role-table', {}, WAIT);
      await within(table).findByText('项目管理、外部招募专家抽取', {}, WAIT);
      const remove = screen.getByTestId('role-delete-2') as HTMLButtonElement;
      expect(remove.disabled).toBe(true);
      fireEvent.click(remove);
      expect(screen.queryByText('删除角色「采购专员」？')).toBeNull();
    },
  );
});
