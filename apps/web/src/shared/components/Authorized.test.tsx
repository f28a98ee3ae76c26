import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStaffSession } from '../../app/session/index.ts';
import { permsQueryKey } from '../hooks/usePermission.ts';
import { Authorized } from './Authorized.tsx';

const staff = { name: '管理员', username: 'admin', mobile: '13800000000', deptName: '采购管理部' };

function setup(client: QueryClient, children: ReactNode) {
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

const guarded = (
  <>
    <Authorized permission="system:project">
      <span>项目管理</span>
    </Authorized>
    <Authorized permission="system:analysis">
      <span>统计分析</span>
    </Authorized>
    <Authorized permission="*">
      <span>系统设置</span>
    </Authorized>
  </>
);

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useStaffSession.getState().clear();
});

describe('permission check (docs/product.md)', () => {
  it('shows an element only while the list holds its permission, re-evaluated when the list changes', async () => {
    useStaffSession.getState().signIn({ token: 't1', user: staff, expiresAt: 0 });
    client.setQueryData(permsQueryKey('t1'), { perms: ['system:project'] });
    setup(client, guarded);
    expect(screen.getByText('项目管理')).toBeTruthy();
    expect(screen.queryByText('统计分析')).toBeNull();
    expect(screen.getByText('系统设置')).toBeTruthy();

    act(() => client.setQueryData(permsQueryKey('t1'), { perms: ['system:analysis'] }));
    await waitFor(() => expect(screen.queryByText('项目管理')).toBeNull());
    expect(screen.getByText('统计分析')).toBeTruthy();
  });

  it("passes '*' even before any list is known, and nothing else", () => {
    setup(client, guarded);
    expect(screen.getByText('系统设置')).toBeTruthy();
    expect(screen.queryByText('项目管理')).toBeNull();
  });

  it('fetches the list with POST /api/getAuth once the staff login becomes true', async () => {
    window.history.pushState({}, '', '/manage/layout');
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 0, msg: 'ok', data: { perms: ['system:project'] } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    setup(client, guarded);
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => useStaffSession.getState().signIn({ token: 't2', user: staff, expiresAt: 0 }));
    await waitFor(() => expect(screen.getByText('项目管理')).toBeTruthy());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/getAuth');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('token')).toBe('t2');
  });
});
