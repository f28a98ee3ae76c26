import { accountApi, roleApi } from '@swp/core/accounts/contract';
import { AccountRule } from '@swp/core/accounts/rules';
import { staffAuthApi } from '@swp/core/auth/contract';
import { departmentApi } from '@swp/core/department/contract';
import { Permission } from '@swp/core/permissions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStaffSession } from '../../app/session/index.ts';
import { json, SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AccountModal } from './AccountModal.tsx';
import { RoleModal } from './RoleModal.tsx';
import { staffUser } from './testing.ts';

const answer = (data: unknown, msg = '操作成功') => json({ code: 0, msg, data });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    if (String(url).endsWith(roleApi.list.path)) {
      const role = { description: '', userCount: 1, createdAt: '2026-01-01T00:00:00.000Z', refusals: {} };
      return answer([
        { ...role, id: 1, name: '系统管理员', perms: [], grantable: true },
        { ...role, id: 2, name: '全部权限', perms: [Permission.dept], grantable: false },
      ]);
    }
    // The signed-in user holds 统计分析 and 账号管理 only.
    if (String(url).endsWith(staffAuthApi.getAuth.path))
      return answer({ perms: [Permission.analysis, Permission.user] });
    if (String(url).includes(departmentApi.tree.path)) return answer([]);
    return answer({ id: 9, mobile: '138****0000' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useStaffSession.setState({ token: null });
});

/** The bodies posted to one path. */
const posted = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
/** antd spaces out a two-character label (保 存), so the name is matched with optional spaces. */
const ok = (name: string) =>
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${[...name].join('\\s*')}$`) }));

describe('新增账号', () => {
  it('asks for account, name and mobile with core’s messages, and sends nothing', SLOW, async () => {
    renderWithProviders(<AccountModal open account={null} onClose={() => undefined} />);
    await screen.findByTestId('account-form', {}, WAIT);
    ok('创建并发送密码');
    expect(await screen.findByText('请输入账号', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('请输入姓名')).toBeTruthy();
    expect(screen.getByText('请输入手机号')).toBeTruthy();

    type('account-username', '1abc');
    type('account-mobile', '12345');
    await screen.findByText('账号须以字母开头，由4-30位字母、数字或下划线组成', {}, WAIT);
    await screen.findByText('请输入正确的11位手机号', {}, WAIT);
    expect(posted(accountApi.create.path)).toEqual([]);
  });

  it('creates the account with what was typed', SLOW, async () => {
    const onClose = vi.fn();
    renderWithProviders(<AccountModal open account={null} onClose={onClose} />);
    await screen.findByTestId('account-form', {}, WAIT);
    type('account-username', 'wangce');
    type('account-name', ' 王测 ');
    type('account-mobile', '13800000000');
    ok('创建并发送密码');
    await waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(posted(accountApi.create.path)).toEqual([
      { username: 'wangce', name: ' 王测 ', mobile: '13800000000', deptId: null, roleIds: [] },
    ]);
  });

  it('edits an account without letting its name change', SLOW, async () => {
    const account = staffUser();
    const onClose = vi.fn();
    renderWithProviders(<AccountModal open account={account} onClose={onClose} />);
    await screen.findByTestId('account-form', {}, WAIT);
    expect((screen.getByTestId('account-username') as HTMLInputElement).disabled).toBe(true);
    type('account-name', '采购二');
    ok('保存');
    await waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(posted(accountApi.update.path)).toEqual([
      { id: 7, name: '采购二', mobile: '13900000000', deptId: null, roleIds: [1] },
    ]);
  });

  it('keeps the mobile and roles of an account above the signed-in user, with the server’s reasons', SLOW, async () => {
    const account = staffUser({
      id: 1,
      username: 'admin',
      name: '系统管理员',
      mobile: '13800000000',
      roles: [{ id: 2, name: '全部权限' }],
      passwordSmsTo: '13800000000',
      refusals: { changeMobile: AccountRule.ABOVE_YOU_MOBILE, changeRoles: AccountRule.ABOVE_YOU_ROLES },
    });
    renderWithProviders(<AccountModal open account={account} onClose={() => undefined} />);
    const form = await screen.findByTestId('account-form', {}, WAIT);
    expect((screen.getByTestId('account-mobile') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(AccountRule.ABOVE_YOU_MOBILE)).toBeTruthy();
    expect(screen.getByText(AccountRule.ABOVE_YOU_ROLES)).toBeTruthy();
    expect(
      form.querySelector(
        '.ant-select-disabled[data-testid="account-roles"], [data-testid="account-roles"].ant-select-disabled',
      ),
    ).toBeTruthy();
  });

  it('offers a role the signed-in user cannot give as disabled', SLOW, async () => {
    renderWithProviders(<AccountModal open account={null} onClose={() => undefined} />);
    await screen.findByTestId('account-form', {}, WAIT);
    fireEvent.mouseDown(
      screen.getByTestId('account-roles').querySelector('.ant-select-selector') ?? screen.getByTestId('account-roles'),
    );
    const option = await screen.findByTitle('全部权限', {}, WAIT);
    expect(option.closest('.ant-select-item-option-disabled')).toBeTruthy();
    expect(screen.getByTitle('系统管理员').closest('.ant-select-item-option-disabled')).toBeNull();
  });
});

describe('新增角色', () => {
  it('requires a name and at least one permission, offered by their Chinese names', SLOW, async () => {
    useStaffSession.setState({ token: 'signed-in' });
    const onClose = vi.fn();
    renderWithProviders(<RoleModal open editing={null} onClose={onClose} />);
    await screen.findByTestId('role-form', {}, WAIT);
    ok('保存');
    expect(await screen.findByText('请输入角色名称', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('请至少选择一项权限')).toBeTruthy();
    expect(posted(roleApi.create.path)).toEqual([]);

    // Only what the signed-in user holds may be granted: the rest is disabled.
    await waitFor(
      () => expect((screen.getByRole('checkbox', { name: /统计分析/ }) as HTMLInputElement).disabled).toBe(false),
      WAIT,
    );
    expect((screen.getByRole('checkbox', { name: /项目管理/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: /机构管理/ }) as HTMLInputElement).disabled).toBe(true);
    type('role-name', '统计员');
    fireEvent.click(screen.getByRole('checkbox', { name: /统计分析/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /账号管理/ }));
    ok('保存');
    await waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(posted(roleApi.create.path)).toEqual([
      { name: '统计员', description: '', perms: [Permission.analysis, Permission.user] },
    ]);
  });
});
