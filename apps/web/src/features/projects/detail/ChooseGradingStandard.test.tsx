import type { ProjectDetail } from '@swp/core/project/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, SLOW, WAIT } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChooseGradingStandard, mayChooseStandard } from './ChooseGradingStandard.tsx';

const project = (over: Partial<ProjectDetail> = {}) =>
  ({ id: 7, status: 'bidding', paused: false, gradingStandard: null, actions: [], ...over }) as ProjectDetail;

let fetchMock: ReturnType<typeof vi.fn>;
function serve(setAnswer: { code: number; msg: string }) {
  fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/grading/options'))
      return json({ code: 0, msg: '', data: [{ id: 3, name: '工程施工类综合评分法' }] });
    if (url === '/api/project/setGradingStandard') return json(setAnswer);
    return json({ code: 1, msg: `unexpected ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
}
afterEach(() => vi.unstubAllGlobals());

const setCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/project/setGradingStandard')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('选择评分标准 on a published project', () => {
  it('is offered only while the project has none, is published, not opened and not paused', () => {
    expect(mayChooseStandard(project())).toBe(true);
    expect(mayChooseStandard(project({ status: 'awaitingOpening' }))).toBe(true);
    expect(mayChooseStandard(project({ status: 'evaluating' }))).toBe(false);
    expect(mayChooseStandard(project({ status: 'approved' }))).toBe(false);
    expect(mayChooseStandard(project({ paused: true }))).toBe(false);
    expect(mayChooseStandard(project({ gradingStandard: { id: 1, name: '服务类' } }))).toBe(false);
  });

  it('sends the chosen standard, and shows the server’s refusal', SLOW, async () => {
    serve({ code: 1, msg: '项目已选择评分标准，如需变更请发布更正公告' });
    renderWithProviders(<ChooseGradingStandard project={project()} />);
    fireEvent.click(screen.getByTestId('choose-grading-standard'));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    // the message, beside the Select's placeholder of the same words
    await waitFor(() => expect(screen.getAllByText('请选择评分标准').length).toBe(2), WAIT);
    expect(setCalls()).toEqual([]);

    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText('工程施工类综合评分法', {}, WAIT));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(setCalls()).toEqual([{ id: 7, gradingStandardId: 3 }]), WAIT);
    expect(await screen.findByText('项目已选择评分标准，如需变更请发布更正公告', {}, WAIT)).toBeTruthy();
  });
});
