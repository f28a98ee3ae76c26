import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../../app/events.ts';
import { useVenderSession } from '../../app/session/index.ts';
import { SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { FindPasswordPage } from './FindPasswordPage.tsx';

const json = (code = 0, msg = '') =>
  new Response(JSON.stringify({ code, msg }), { headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const resets = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/suppler/findPassword')) as unknown as Array<
    [string, RequestInit]
  >;

beforeEach(() => {
  fetchMock = vi.fn(async () => json());
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useVenderSession.getState().clear();
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const fieldErrors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((n) => n.textContent);

function fillValid() {
  type('mobile-input', '13800138000');
  type('sms-code-input', '123456');
  type('new-password', 'Renewed2026');
  type('confirm-password', 'Renewed2026');
}

describe('找回密码', () => {
  it('asks for a strong new password typed twice the same; nothing is sent until it is', SLOW, async () => {
    renderWithProviders(<FindPasswordPage />);
    await screen.findByTestId('new-password', {}, WAIT);
    fireEvent.click(screen.getByTestId('find-password-submit'));
    expect(await screen.findByText('请输入新密码', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('请再次输入新密码')).toBeTruthy();

    fillValid();
    type('new-password', '12345678');
    expect(await screen.findByText('新密码须同时包含字母和数字', {}, WAIT)).toBeTruthy();
    type('new-password', 'Renewed2026');
    type('confirm-password', 'Renewed2025');
    expect(await screen.findByText('两次输入的新密码不一致', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByTestId('find-password-submit'));
    await new Promise((r) => setTimeout(r, 300));
    expect(resets()).toHaveLength(0);
  });

  it('marks the SMS code a refusal names and keeps the signed-in session', SLOW, async () => {
    fetchMock.mockImplementation(async () => json(1001, '短信验证码错误'));
    useVenderSession.getState().signIn('tok', { id: 1 } as never);
    renderWithProviders(<FindPasswordPage />);
    await screen.findByTestId('new-password', {}, WAIT);
    fillValid();
    fireEvent.click(screen.getByTestId('find-password-submit'));
    await waitFor(() => expect(fieldErrors()).toEqual(['短信验证码错误']), WAIT);
    expect(useVenderSession.getState().loggedIn).toBe(true);
  });

  it('sends mobile, code and new password as the contract names them, then forgets the session', SLOW, async () => {
    const loginAsked = vi.fn();
    const off = bus.on('loginNeeded', loginAsked);
    useVenderSession.getState().signIn('tok', { id: 1 } as never);
    renderWithProviders(<FindPasswordPage />);
    await screen.findByTestId('new-password', {}, WAIT);
    fillValid();
    fireEvent.click(screen.getByTestId('find-password-submit'));
    await waitFor(() => expect(loginAsked).toHaveBeenCalled(), WAIT);
    off();
    const [, init] = resets()[0]!;
    expect(JSON.parse(String(init.body))).toEqual({
      mobile: '13800138000',
      smsCode: '123456',
      newPassword: 'Renewed2026',
    });
    expect(useVenderSession.getState().loggedIn).toBe(false);
  });
});
