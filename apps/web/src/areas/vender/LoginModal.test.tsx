import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bus } from '../../app/events.ts';
import { AntdProvider } from '../../shared/providers/AntdProvider.tsx';
import { LoginModal } from './LoginModal.tsx';

const renderModal = () =>
  render(
    <MemoryRouter initialEntries={['/vender/layout/project']}>
      <AntdProvider>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <LoginModal />
        </ConfigProvider>
      </AntdProvider>
    </MemoryRouter>,
  );

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
});
