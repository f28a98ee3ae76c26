import { specialistAuthApi } from '@swp/core/auth/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSpecialistSession } from '../../app/session/index.ts';
import { json, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

const user = { specialistName: '王工', mobile: '13900000001', deptName: '给排水工程' };

let fetchMock: ReturnType<typeof vi.fn>;
const reload = vi.fn();
const realLocation = window.location;
beforeEach(() => {
  // The server revokes every session of the user with the change: a logout call with that token answers 401.
  fetchMock = vi.fn(async (url: string) =>
    String(url).startsWith(specialistAuthApi.modifyPassword.path)
      ? json({ code: 0, msg: '修改成功，请重新登录' })
      : json({ code: 401, msg: '登录已失效' }, 401),
  );
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, reload } });
  act(() => useSpecialistSession.getState().signIn('tk-before-change', user));
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  act(() => useSpecialistSession.getState().clear());
});

describe('修改密码', () => {
  it('ends the session in this browser only: no logout call with the token the server has just revoked', async () => {
    renderWithProviders(<ChangePasswordForm area="specialist" />);
    fireEvent.change(await screen.findByPlaceholderText('请输入旧密码', {}, WAIT), {
      target: { value: 'Old2026pass' },
    });
    const [first, second] = screen.getAllByPlaceholderText(/新密码/);
    fireEvent.change(first!, { target: { value: 'New2026pass' } });
    fireEvent.change(second!, { target: { value: 'New2026pass' } });
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(reload).toHaveBeenCalled(), WAIT);
    const called = fetchMock.mock.calls.map(([url]) => String(url));
    expect(called).toEqual([specialistAuthApi.modifyPassword.path]);
    expect(called).not.toContain(specialistAuthApi.logout.path);
    // The stored session is gone, so the reload comes back signed out.
    expect(localStorage.getItem('specialist_token') ?? null).toBeNull();
  });
});
