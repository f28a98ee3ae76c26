import type { MyEnrolment } from '@swp/core/enrol/responses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWideScreen } from '../../test/desktop-screen.ts';
import { json, SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MyProjectsPage } from './MyProjectsPage.tsx';
import { myEnrolment } from './testing.ts';

/** An enrolment whose project is over: bid, opened, awarded. */
const enrolment = (over: Partial<MyEnrolment>) =>
  myEnrolment({
    status: 'passed',
    projectState: 'awarded',
    projectStateLabel: '已中标',
    hasBid: true,
    opened: true,
    outcome: null,
    ...over,
  });

/** `mine` answers `rows` whatever the filter; every body sent is recorded. */
function serve(rows: MyEnrolment[]) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== '/api/enroll/mine') return json({ code: 1, msg: `unexpected ${url}` });
      bodies.push(JSON.parse(String(init?.body)));
      return json({ code: 0, msg: '', data: { list: rows, total: rows.length, page: 1, pageSize: 10 } });
    }),
  );
  return bodies;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

function renderAt(search: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/vender/layout/project"
        element={
          <>
            <MyProjectsPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { at: `/vender/layout/project${search}` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('我的项目 — the list', () => {
  it('searches by keyword from the URL, and a new search goes back into the URL at page 1', SLOW, async () => {
    const bodies = serve([]);
    renderAt('?keyword=水厂&page=2');
    await waitFor(() => expect(bodies).toHaveLength(1), WAIT);
    expect(bodies[0]).toEqual({ page: 2, pageSize: 10, keyword: '水厂' });
    const input = (await screen.findByTestId('my-projects-keyword', {}, WAIT)) as HTMLInputElement;
    expect(input.value).toBe('水厂');
    expect(await screen.findByText('没有符合条件的项目', {}, WAIT)).toBeTruthy();

    fireEvent.change(input, { target: { value: ' SW-2026 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?keyword=SW-2026'), WAIT);
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, pageSize: 10, keyword: 'SW-2026' }), WAIT);
  });

  it('shows each row’s outcome in the 结果 column: 中标, 未中标 or —', SLOW, async () => {
    stubWideScreen();
    serve([
      enrolment({ id: 3, projectId: 7, projectName: '管网改造', outcome: 'won' }),
      enrolment({ id: 2, projectId: 6, projectName: '泵站维修', outcome: 'lost' }),
      enrolment({ id: 1, projectId: 5, projectState: 'publicity', projectStateLabel: '公示中' }),
    ]);
    renderAt('');
    const table = await screen.findByTestId('my-projects-table', {}, WAIT);
    await within(table).findByText('管网改造', {}, WAIT);
    const header = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(header).toContain('结果');
    const column = header.indexOf('结果');
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[column]?.textContent);
    expect(cells).toEqual(['中标', '未中标', '—']);
    expect(within(table).getAllByTestId('my-project-open')[0]!.textContent).toBe('查看结果');
  });
});
