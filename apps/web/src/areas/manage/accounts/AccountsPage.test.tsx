import { accountApi, roleApi } from '@swp/core/accounts/contract';
import type { StaffRole, StaffUser } from '@swp/core/accounts/responses';
import { AccountRule } from '@swp/core/accounts/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffUser } from '../../../features/accounts/testing.ts';
import { json, SLOW, WAIT } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountsPage } from './AccountsPage.tsx';

const answer = (data: unknown, msg = '操作成功') => json({ code: 0, msg, data });

const user = staffUser({ roles: [{ id: 2, name: '采购专员' }], mustChangePassword: true });
/** The administrator, above the signed-in user: the server refuses everything but its name. */
const admin: StaffUser = {
  ...user,
  id: 1,
  username: 'admin',
  name: '系统管理员',
  mobile: '13800000000',
  roles: [{ id: 1, name: '系统管理员' }],
  mustChangePassword: false,
  passwordSmsTo: '13700000000',
  refusals: {
    changeMobile: AccountRule.ABOVE_YOU_MOBILE,
    changeRoles: AccountRule.ABOVE_YOU_ROLES,
    resetPassword: AccountRule.ABOVE_YOU_PASSWORD,
    disable: AccountRule.ABOVE_YOU_DISABLE,
  },
};
let accounts: StaffUser[] = [user];
const role = (r: Partial<StaffRole> & Pick<StaffRole, 'id' | 'name'>): StaffRole => ({
  description: '',
  perms: ['system:project'],
  userCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  grantable: true,
  refusals: {},
  ...r,
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    const path = String(url);
    if (path.includes(accountApi.list.path))
      return answer({ list: accounts, total: accounts.length, page: 1, pageSize: 10 });
    if (path.endsWith(roleApi.list.path)) {
      return answer([
        role({ id: 2, name: '采购专员', refusals: { delete: AccountRule.ROLE_IN_USE } }),
        role({
          id: 1,
          name: '系统管理员',
          perms: ['sys:user:user', 'system:analysis'],
          grantable: false,
          refusals: { edit: AccountRule.ROLE_ABOVE_YOU, delete: AccountRule.ROLE_ABOVE_YOU },
        }),
      ]);
    }
    return answer([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  accounts = [user];
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
    expect(posted(accountApi.setEnabled.path)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: /^停\s*用$/ }));
    await waitFor(() => expect(posted(accountApi.setEnabled.path)).toEqual([{ id: 7, enabled: false }]), WAIT);
  });

  it('does not offer 停用 on the signed-in user’s own account, nor its roles in the form', SLOW, async () => {
    accounts = [{ ...user, refusals: { changeRoles: AccountRule.SELF_ROLES, disable: AccountRule.SELF_DISABLE } }];
    renderWithProviders(<AccountsPage />);
    const table = await screen.findByTestId('account-table', {}, WAIT);
    await within(table).findByText('caigou', {}, WAIT);
    const disable = screen.getByTestId('account-disable-7') as HTMLButtonElement;
    expect(disable.disabled).toBe(true);
    fireEvent.click(disable);
    expect(screen.queryByText('停用「采购员」？')).toBeNull();
    expect((screen.getByTestId('account-reset-7') as HTMLButtonElement).disabled).toBe(false);

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

  it('offers neither 停用 nor 重置密码 on an account the server says is above the signed-in user', SLOW, async () => {
    accounts = [admin, { ...user, passwordSmsTo: '13600000000' }];
    renderWithProviders(<AccountsPage />);
    const table = await screen.findByTestId('account-table', {}, WAIT);
    await within(table).findByText('admin', {}, WAIT);
    for (const id of ['account-disable-1', 'account-reset-1'])
      expect((screen.getByTestId(id) as HTMLButtonElement).disabled, id).toBe(true);
    // A reset within 24 hours of a mobile change goes to the earlier mobile, and the confirmation says so.
    fireEvent.click(screen.getByTestId('account-reset-7'));
    expect(
      await screen.findByText(/该账号24小时内更换过手机号，新密码将以短信发送到原手机号 13600000000/, {}, WAIT),
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
      expect((screen.getByTestId('role-edit-2') as HTMLButtonElement).disabled).toBe(false);
      // A role above the signed-in user: neither edited nor deleted.
      expect((screen.getByTestId('role-edit-1') as HTMLButtonElement).disabled).toBe(true);
      expect((screen.getByTestId('role-delete-1') as HTMLButtonElement).disabled).toBe(true);
    },
  );
});
