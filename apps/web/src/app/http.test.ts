import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/http.ts';
import { bus } from './events.ts';
import { type Feedback, setFeedbackTarget } from './feedback.ts';
import { ApiError, http, requestBlob } from './http.ts';
import { useStaffSession, useVenderSession } from './session/index.ts';

let fetchMock: ReturnType<typeof vi.fn>;
let toasts: { [K in keyof Feedback]: ReturnType<typeof vi.fn<(content: string) => void>> };

const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
};

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the client reads document.cookie; the test must write it
  document.cookie = value;
}

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) setCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
}

beforeEach(() => {
  fetchMock = vi.fn(async () => json({ code: 0, msg: 'ok', data: { a: 1 } }));
  vi.stubGlobal('fetch', fetchMock);
  const mk = () => vi.fn<(content: string) => void>();
  toasts = { success: mk(), error: mk(), warning: mk(), info: mk() };
  setFeedbackTarget(toasts);
  window.history.pushState({}, '', '/manage/layout/project');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  setFeedbackTarget(null);
  clearCookies();
});

describe('token header (docs/integration.md)', () => {
  it("sends the current area's token from localStorage", async () => {
    localStorage.setItem('manage_token', 'staff-t');
    localStorage.setItem('vender_token', 'vender-t');
    await http.post('/api/x');
    expect(lastCall().headers.get('token')).toBe('staff-t');
    window.history.pushState({}, '', '/vender/layout/project');
    await http.post('/api/x');
    expect(lastCall().headers.get('token')).toBe('vender-t');
  });

  it('keeps a token header the caller already set', async () => {
    localStorage.setItem('manage_token', 'staff-t');
    await http.post('/api/x', {}, { headers: { token: 'explicit' } });
    expect(lastCall().headers.get('token')).toBe('explicit');
  });

  it('sends no token outside the areas or when none is stored', async () => {
    window.history.pushState({}, '', '/errors/404');
    localStorage.setItem('manage_token', 'staff-t');
    await http.get('/api/x');
    expect(lastCall().headers.has('token')).toBe(false);
    window.history.pushState({}, '', '/specialist/login');
    await http.get('/api/x');
    expect(lastCall().headers.has('token')).toBe(false);
  });
});

describe('base URL and XSRF (docs/integration.md)', () => {
  it('prefixes relative URLs with VITE_API_BASE and leaves absolute ones alone', async () => {
    vi.stubEnv('VITE_API_BASE', 'https://api.example.test');
    await http.get('/api/x');
    expect(lastCall().url).toBe('https://api.example.test/api/x');
    await http.get('https://other.example.test/y');
    expect(lastCall().url).toBe('https://other.example.test/y');
  });

  it('defaults the base to the empty string', async () => {
    await http.get('/api/x');
    expect(lastCall().url).toBe('/api/x');
  });

  it('adds X-XSRF-TOKEN from the cookie to non-GET/HEAD relative requests only', async () => {
    setCookie('XSRF-TOKEN=abc%3D123; path=/');
    await http.post('/api/x', { q: 1 });
    expect(lastCall().headers.get('X-XSRF-TOKEN')).toBe('abc=123');
    expect(lastCall().init.body).toBe('{"q":1}');
    await http.get('/api/x');
    expect(lastCall().headers.has('X-XSRF-TOKEN')).toBe(false);
    await http.post('https://other.example.test/y');
    expect(lastCall().headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('retries a first write once when the server answered 403 and set the cookie', async () => {
    fetchMock.mockImplementationOnce(async () => {
      setCookie('XSRF-TOKEN=fresh; path=/');
      return json({ code: 403, msg: '页面已过期，请刷新后重试' }, 403);
    });
    await expect(http.post('/api/x')).resolves.toEqual({ a: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(lastCall().headers.get('X-XSRF-TOKEN')).toBe('fresh');
  });
});

describe('envelope errors (docs/integration.md)', () => {
  it('resolves data when code is 0', async () => {
    await expect(http.post('/api/x')).resolves.toEqual({ a: 1 });
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('shows msg and rejects when code ≠ 0', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 1003, msg: '账号或密码错误' }));
    await expect(http.post('/api/login')).rejects.toMatchObject({ code: 1003, message: '账号或密码错误' });
    expect(toasts.error).toHaveBeenCalledWith('账号或密码错误');
  });

  it('shows 请求错误 when msg is empty', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 1001, msg: '' }));
    await expect(http.post('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(toasts.error).toHaveBeenCalledWith('请求错误');
  });

  it('exempts file answers', async () => {
    fetchMock.mockResolvedValueOnce(new Response('PDF', { headers: { 'content-type': 'application/pdf' } }));
    const blob = await requestBlob('/api/report.pdf');
    expect(await blob.text()).toBe('PDF');
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('shows 请求错误 when the network fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(toasts.error).toHaveBeenCalledWith('请求错误');
  });
});

/** A supplier signed in: the area a 401 on a supplier path signs out. */
const signInVender = () =>
  useVenderSession.getState().signIn('v', {
    account: 'gys',
    companyName: 'A',
    contactName: 'B',
    mobile: '13700000001',
    status: 'approved',
  });

describe('a 401 answer', () => {
  it("clears the current area's session and leaves the others", async () => {
    useStaffSession.getState().signIn({
      token: 's',
      user: { name: '张三', username: 'zs', mobile: '13800000000', deptName: '采购部' },
      expiresAt: 0,
    });
    signInVender();
    fetchMock.mockResolvedValueOnce(json({ code: 401, msg: '登录已失效，请重新登录' }, 401));
    await expect(http.post('/api/x')).rejects.toMatchObject({ code: 401 });
    expect(useStaffSession.getState().loggedIn).toBe(false);
    expect(localStorage.getItem('manage_token')).toBeNull();
    expect(localStorage.getItem('manage_expires')).toBeNull();
    expect(useVenderSession.getState().loggedIn).toBe(true);
  });

  it("raises 'login needed' for the vender area", async () => {
    window.history.pushState({}, '', '/vender/layout/project');
    signInVender();
    const needed = vi.fn();
    const off = bus.on('loginNeeded', needed);
    fetchMock.mockResolvedValueOnce(json({ code: 401, msg: '登录已失效，请重新登录' }, 401));
    await expect(http.post('/api/suppler/x')).rejects.toBeInstanceOf(ApiError);
    off();
    expect(needed).toHaveBeenCalledTimes(1);
    expect(useVenderSession.getState().loggedIn).toBe(false);
  });

  it('marks the staff user as having to change password on code 1005', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 1005, msg: '请先修改初始密码' }, 403));
    await expect(http.post('/api/x')).rejects.toMatchObject({ code: 1005 });
    expect(useStaffSession.getState().mustChange).toBe(true);
    useStaffSession.getState().clear();
  });
});
