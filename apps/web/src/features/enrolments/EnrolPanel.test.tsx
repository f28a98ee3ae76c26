import type { EnrolAvailability } from '@swp/core/enrol/responses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../../app/events.ts';
import { useVenderSession } from '../../app/session/index.ts';
import { json, SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EnrolPanel } from './EnrolPanel.tsx';

const closed = (reason: string): EnrolAvailability => ({ canEnrol: false, reason, sections: [], enrolments: [] });

/** The server as the panel sees it: availability answers what `state` says now; apply records an enrolment. */
function serve(state: { availability: EnrolAvailability; applyAnswer?: unknown }) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.startsWith('/api/enroll/availability')) return json({ code: 0, msg: '', data: state.availability });
    if (url === '/api/enroll/apply')
      return json(state.applyAnswer ?? { code: 0, msg: '操作成功', data: { id: 9, status: 'pending' } });
    return json({ code: 1, msg: `unexpected ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const signIn = () =>
  useVenderSession.getState().signIn('vender-token', {
    id: 3,
    account: 'jcsw',
    companyName: '江城水务设备有限公司',
    contactName: '张丽',
    status: 'approved',
  } as never);

beforeEach(() => useVenderSession.getState().clear());
afterEach(() => vi.unstubAllGlobals());

describe('报名 button', () => {
  it('signed out: disabled, and 登录 opens the login modal', SLOW, async () => {
    serve({ availability: closed('请先登录') });
    const loginNeeded = vi.fn();
    const off = bus.on('loginNeeded', loginNeeded);
    renderWithProviders(<EnrolPanel projectId={5} projectName="江城水厂二期设备采购" />);
    const button = await screen.findByTestId('enrol-button', {}, WAIT);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('enrol-reason').textContent).toContain('供应商账号后报名');
    fireEvent.click(screen.getByTestId('enrol-login'));
    expect(loginNeeded).toHaveBeenCalledTimes(1);
    off();
  });

  it('signed in but refused: disabled with the server reason beside it, no 登录 link', SLOW, async () => {
    signIn();
    const calls = serve({ availability: closed('报名已截止（2026-03-10 17:00）') });
    renderWithProviders(<EnrolPanel projectId={5} projectName="江城水厂二期设备采购" />);
    const button = await screen.findByTestId('enrol-button', {}, WAIT);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('enrol-reason').textContent).toBe('报名已截止（2026-03-10 17:00）');
    expect(screen.queryByTestId('enrol-login')).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/api/enroll/availability?projectId=5']);
  });

  it('with 标段: the confirm asks for one, then applies and shows 已报名（待审查）', SLOW, async () => {
    signIn();
    const state = {
      availability: {
        canEnrol: true,
        sections: [
          { id: 11, name: '一标段：水泵', enrolled: false },
          { id: 12, name: '二标段：阀门', enrolled: false },
        ],
        enrolments: [],
      } as EnrolAvailability,
    };
    const calls = serve(state);
    renderWithProviders(<EnrolPanel projectId={5} projectName="江城水厂二期设备采购" />);
    fireEvent.click(await screen.findByTestId('enrol-button', {}, WAIT));
    const dialog = await screen.findByTestId('enrol-confirm', {}, WAIT);
    expect(within(dialog).getByText('江城水厂二期设备采购')).toBeTruthy();

    fireEvent.click(screen.getByTestId('enrol-confirm-ok'));
    expect(await screen.findByText('请选择报名的标段', {}, WAIT)).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/enroll/apply')).toBe(false);

    // After the apply the server lists the enrolment and leaves the other section open.
    state.availability = {
      canEnrol: true,
      sections: [
        { id: 11, name: '一标段：水泵', enrolled: false },
        { id: 12, name: '二标段：阀门', enrolled: true },
      ],
      enrolments: [{ id: 9, sectionId: 12, status: 'pending' }],
    };
    fireEvent.click(within(dialog).getByText('二标段：阀门'));
    fireEvent.click(screen.getByTestId('enrol-confirm-ok'));
    await waitFor(
      () => expect(calls.find((c) => c.url === '/api/enroll/apply')?.body).toEqual({ projectId: 5, sectionId: 12 }),
      WAIT,
    );
    const line = await screen.findByTestId('enrolled-line', {}, WAIT);
    expect(line.textContent).toContain('二标段：阀门');
    expect(line.textContent).toContain('已报名（待审查）');
    expect(screen.getByTestId('enrol-button').textContent).toBe('报名其他标段');
  });

  it('a refused apply keeps the dialog open with the server message', SLOW, async () => {
    signIn();
    serve({
      availability: { canEnrol: true, sections: [], enrolments: [] },
      applyAnswer: { code: 1, msg: '您已报名该项目，不能重复报名' },
    });
    renderWithProviders(<EnrolPanel projectId={5} projectName="江城水厂二期设备采购" />);
    fireEvent.click(await screen.findByTestId('enrol-button', {}, WAIT));
    await screen.findByTestId('enrol-confirm', {}, WAIT);
    fireEvent.click(screen.getByTestId('enrol-confirm-ok'));
    expect(await screen.findByText('您已报名该项目，不能重复报名', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('enrol-confirm')).toBeTruthy();
  });

  it('enrolled with nothing left to enrol in: the result instead of a button', SLOW, async () => {
    signIn();
    serve({
      availability: {
        canEnrol: false,
        reason: '您已报名该项目',
        sections: [],
        enrolments: [{ id: 9, sectionId: null, status: 'failed', reason: '未提供安全生产许可证' }],
      },
    });
    renderWithProviders(<EnrolPanel projectId={5} projectName="江城水厂二期设备采购" />);
    const line = await screen.findByTestId('enrolled-line', {}, WAIT);
    expect(line.textContent).toContain('已报名（审查不通过）');
    expect(line.textContent).toContain('审查意见：未提供安全生产许可证');
    expect(screen.queryByTestId('enrol-button')).toBeNull();
    expect(screen.getByTestId('enrol-my-project').getAttribute('href')).toBe('/vender/layout/project/5');
  });
});
