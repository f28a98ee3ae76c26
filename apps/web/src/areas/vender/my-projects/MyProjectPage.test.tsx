import type { MyEnrolment } from '@swp/core/enrol/responses';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { myEnrolment } from '../../../features/enrolments/testing.ts';
import { json, SLOW, WAIT } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MyProjectPage } from './MyProjectPage.tsx';

/** `mine` answers `rows`; the 报名 panel below the page is closed. Records every call's URL and body. */
function serve(rows: MyEnrolment[]) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/enroll/mine')
        return json({ code: 0, msg: '', data: { list: rows, total: rows.length, page: 1, pageSize: 100 } });
      if (url.startsWith('/api/enroll/availability'))
        return json({
          code: 0,
          msg: '',
          data: { canEnrol: false, reason: '报名已截止', sections: [], enrolments: [] },
        });
      return json({ code: 1, msg: `unexpected ${url}` });
    }),
  );
  return calls;
}

function renderPage(projectId: number) {
  return renderWithProviders(
    <Routes>
      <Route path="/vender/layout/project/:projectId" element={<MyProjectPage />} />
    </Routes>,
    { at: `/vender/layout/project/${projectId}` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('我的项目 — one project', () => {
  it('asks the server for this project’s enrolments only, and shows one card per 标段', SLOW, async () => {
    const calls = serve([
      myEnrolment({ id: 2, sectionId: 12, sectionName: '二标段：阀门' }),
      myEnrolment({ id: 1, sectionId: 11, sectionName: '一标段：水泵', status: 'failed', reason: '业绩不足' }),
    ]);
    renderPage(5);
    expect((await screen.findByTestId('my-project-name', {}, WAIT)).textContent).toBe('江城水厂二期设备采购');
    expect(screen.getAllByTestId('my-enrolment').map((card) => card.textContent)).toEqual([
      expect.stringContaining('二标段：阀门'),
      expect.stringContaining('一标段：水泵'),
    ]);
    expect(screen.getByTestId('enrolment-refused').textContent).toContain('审查意见：业绩不足');
    const mine = calls.filter((c) => c.url === '/api/enroll/mine');
    expect(mine.map((c) => c.body)).toEqual([{ projectId: 5, page: 1, pageSize: 100 }]);
  });

  it('says so when the company has no enrolment on the project', SLOW, async () => {
    const calls = serve([]);
    renderPage(8);
    expect(await screen.findByText('没有该项目的报名记录', {}, WAIT)).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/enroll/mine')?.body).toEqual({ projectId: 8, page: 1, pageSize: 100 });
  });

  it('once opened asks for the result, and shows the 结果 and 异议 cards when the publicity is out', SLOW, async () => {
    const calls = serve([myEnrolment({ status: 'passed', hasBid: true, opened: true, projectState: 'publicity' })]);
    const fetchBase = globalThis.fetch as (url: string, init?: RequestInit) => Promise<Response>;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.startsWith('/api/result/mine')) {
          calls.push({ url, body: undefined });
          return json({
            code: 0,
            msg: '',
            data: {
              projectId: 5,
              projectState: 'publicity',
              isBidder: true,
              publicity: { gsTime: '2026-03-22T01:00:00.000Z', gsEndTime: '2026-03-25T09:00:00.000Z' },
              candidates: [],
              canObject: true,
              outcome: null,
              award: null,
              letter: null,
            },
          });
        }
        if (url.startsWith('/api/objection/mine?')) return json({ code: 0, msg: '', data: { list: [], total: 0 } });
        return fetchBase(url, init);
      }),
    );
    renderPage(5);
    expect(await screen.findByTestId('my-result', {}, WAIT)).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/result/mine?projectId=5')).toHaveLength(1);
    expect(await screen.findByTestId('objection-new', {}, WAIT)).toBeTruthy();
  });

  it('asks nothing of the result before the opening', SLOW, async () => {
    const calls = serve([myEnrolment({ status: 'passed' })]);
    renderPage(5);
    await screen.findByTestId('my-project-name', {}, WAIT);
    expect(calls.some((c) => c.url.startsWith('/api/result'))).toBe(false);
    expect(screen.queryByTestId('my-result')).toBeNull();
  });

  it('offers the 开标大厅 to a company that bid, and only to it', SLOW, async () => {
    serve([myEnrolment({ status: 'passed', hasBid: true })]);
    const first = renderPage(5);
    const link = await screen.findByTestId('hall-entry-link', {}, WAIT);
    expect(link.closest('a')?.getAttribute('href')).toBe('/vender/layout/project/5/hall');
    first.unmount();
    vi.unstubAllGlobals();

    serve([myEnrolment({ status: 'passed', hasBid: false })]);
    renderPage(5);
    await screen.findByTestId('my-project-name', {}, WAIT);
    expect(screen.queryByTestId('hall-entry')).toBeNull();
  });
});
