import { ErrorCode } from '@swp/core/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../app/http.ts';
import { useSpecialistSession } from '../../app/session/index.ts';
import { SPECIALIST_MUST_CHANGE_KEY, useSpecialistMustChange } from './mustChange.ts';
import SpecialistArea from './SpecialistArea.tsx';

// The area's layout measures itself (antd); jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const user = { specialistName: '王工', mobile: '13900000001', deptName: '给排水工程' };

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** As main.tsx mounts it: the query cache above the areas (the header reads the expert's profile). */
function renderArea(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/specialist/*" element={<SpecialistArea />} />
          <Route path="*" element={<span>elsewhere</span>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function signInThroughTheForm(csflg: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      answer({ code: 0, msg: '登录成功', data: { token: 'tk', user, ...(csflg ? { csflg: true } : {}) } }),
    ),
  );
  renderArea('/specialist/login');
  fireEvent.change(screen.getByTestId('account-input'), { target: { value: 'zhuanjia' } });
  fireEvent.change(screen.getByTestId('password-input'), { target: { value: 'Sms2026pass' } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    useSpecialistSession.getState().clear();
    useSpecialistMustChange.getState().setMustChange(false);
  });
});

describe('an expert whose password came by SMS (like the staff csflg)', () => {
  it('is taken from the sign-in to 修改密码, without the menu', async () => {
    await signInThroughTheForm(true);
    // The first render of the area loads antd's form and layout: give it time.
    expect(await screen.findByTestId('must-change-alert', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('change-password-form')).toBeTruthy();
    expect(screen.queryByText('在线评标')).toBeNull();
    expect(localStorage.getItem(SPECIALIST_MUST_CHANGE_KEY)).toBe('1');
  });

  it('cannot open another page until the password is changed', async () => {
    act(() => {
      useSpecialistSession.getState().signIn('tk', user);
      useSpecialistMustChange.getState().setMustChange(true);
    });
    renderArea('/specialist/layout/my');
    expect(await screen.findByTestId('must-change-alert')).toBeTruthy();
    expect(screen.queryByText('我的信息')).toBeNull();
  });

  it('an expert with their own password goes on as before', async () => {
    localStorage.setItem(SPECIALIST_MUST_CHANGE_KEY, '1');
    await signInThroughTheForm(false);
    await waitFor(() => expect(screen.getAllByText('在线评标').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('must-change-alert')).toBeNull();
    expect(localStorage.getItem(SPECIALIST_MUST_CHANGE_KEY)).toBeNull();
  });

  it('a call refused with 1005 sends the expert to 修改密码 as well', async () => {
    act(() => useSpecialistSession.getState().signIn('tk', user));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ code: ErrorCode.MUST_CHANGE_PASSWORD, msg: '请先修改初始密码' }, 403)),
    );
    await http.post('/api/specialist/anything', {}, { area: 'specialist', silent: true }).catch(() => undefined);
    expect(useSpecialistMustChange.getState().mustChange).toBe(true);
  });
});
