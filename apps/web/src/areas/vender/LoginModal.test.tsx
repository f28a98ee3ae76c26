import { venderAuthApi } from '@swp/core/auth/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../../app/events.ts';
import { useVenderSession } from '../../app/session/index.ts';
import { AntdProvider } from '../../shared/providers/AntdProvider.tsx';
import { json, WAIT } from '../../test/http.ts';
import { LoginModal } from './LoginModal.tsx';
import { VenderHeader } from './VenderHeader.tsx';

const renderModal = ({ withHeader = false } = {}) =>
  render(
    <MemoryRouter initialEntries={['/vender/layout/project']}>
      <AntdProvider>
        <ConfigProvider theme={{ token: { motion: false } }}>
          {withHeader ? <VenderHeader /> : null}
          <LoginModal />
        </ConfigProvider>
      </AntdProvider>
    </MemoryRouter>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useVenderSession.getState().clear());
});

describe('vender login modal (docs/product.md)', () => {
  it("opens on 'login needed', validates, and closes on 'cancel login'", async () => {
    renderModal();
    expect(screen.queryByText('电子采购交易平台')).toBeNull();

    act(() => bus.emit('loginNeeded'));
    expect(await screen.findByText('电子采购交易平台')).toBeTruthy();
    expect(screen.getByText('注册账号')).toBeTruthy();
    expect(screen.getByText('忘记密码')).toBeTruthy();

    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();

    act(() => bus.emit('cancelLogin'));
    await waitFor(() => expect(screen.queryByTestId('account-login-form')).toBeNull());
  });

  it('moves focus to the account button in the header once signed in (the 登录 button is gone)', async () => {
    const suppler = {
      account: 'gongyingshang',
      companyName: '示例供水设备有限公司',
      contactName: '李四',
      mobile: '13700000001',
      status: 'approved',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).startsWith(venderAuthApi.login.path)
          ? json({ code: 0, msg: '登录成功', data: { token: 'tk-vender', suppler } })
          : json({ code: 401, msg: '登录已失效' }, 401),
      ),
    );
    renderModal({ withHeader: true });
    fireEvent.click(screen.getByTestId('header-login'));
    fireEvent.change(await screen.findByTestId('account-input'), { target: { value: 'gongyingshang' } });
    fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'Vender@2026' } });
    fireEvent.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(screen.queryByTestId('account-login-form')).toBeNull(), WAIT);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('user-trigger')), WAIT);
    expect(screen.queryByTestId('header-login')).toBeNull();
  });
});
