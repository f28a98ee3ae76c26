import type { AnnouncementDetail, AnnouncementExtra } from '@swp/core/announcement/api';
import { WINNER_REASON_REQUIRED } from '@swp/core/results/labels';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { desktopScreenForEachTest } from '../../test/desktop-screen.ts';
import { project } from '../../test/evaluation-progress.ts';
import { SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { json, summary } from '../../test/results.ts';
import AnnouncementEditorDrawer from './AnnouncementEditorDrawer.tsx';

let fetchMock: ReturnType<typeof vi.fn>;
const created = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** The draft the server answers with: what it pre-filled (results module) over what was sent. */
const draftOf = (body: Record<string, unknown>, extra: AnnouncementExtra): AnnouncementDetail =>
  ({
    id: 40,
    projectId: 5,
    type: body.type,
    typeLabel: '',
    title: '标题',
    status: 'draft',
    statusLabel: '草稿',
    templateId: 9,
    correctsId: null,
    publishedAt: null,
    createdAt: '2026-03-17T02:00:00.000Z',
    updatedAt: '2026-03-17T02:00:00.000Z',
    html: '<p>正文</p>',
    enrollTime: null,
    enrollEndTime: null,
    openTime: null,
    closeFileupTime: null,
    contacts: null,
    mobile: null,
    extra,
    attachments: [],
  }) as unknown as AnnouncementDetail;

function serve(extra: AnnouncementExtra = {}) {
  let draft: AnnouncementDetail | null = null;
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/announcement/templates'))
      return json({ code: 0, msg: '', data: [{ id: 9, name: '默认模板' }] });
    if (url === '/api/result/summary?projectId=5') return json({ code: 0, msg: '', data: summary() });
    if (url === '/api/announcement/create') {
      draft = draftOf(JSON.parse(String(init?.body)), extra);
      return json({ code: 0, msg: '', data: draft });
    }
    if (url === '/api/announcement/detail?id=40') return json({ code: 0, msg: '', data: draft });
    return json({ code: 1, msg: `unexpected ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
}

desktopScreenForEachTest();
afterEach(() => vi.unstubAllGlobals());

async function pick(testId: string, label: string) {
  const select = await screen.findByTestId(testId, {}, WAIT);
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  fireEvent.click(await screen.findByText(label, { selector: '.ant-select-item-option-content' }, WAIT));
}

const inputOf = (testId: string) => {
  const el = screen.getByTestId(testId);
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')) as HTMLInputElement;
};

const open = (type: 'result' | 'win') =>
  renderWithProviders(
    <AnnouncementEditorDrawer
      project={project({ status: type === 'win' ? 'publicity' : 'evaluated', projectName: '城北水厂' })}
      type={type}
      published={[]}
      announcements={[]}
      onClose={() => {}}
    />,
  );

describe('公告编辑 · 结果公示 and 中标公告', () => {
  it('中标公告: a rank-2 winner is not sent without the reason, then is sent with it', SLOW, async () => {
    serve({ winnerSupplierId: 32, winnerReason: '第一中标候选人放弃中标', winner: '华东泵业有限公司' });
    open('win');
    await pick('announcement-template', '默认模板');
    await screen.findByTestId('announcement-amount', {}, WAIT);
    await pick('announcement-winnerSupplierId', '第2名 华东泵业有限公司 · 1,250,000.50元');
    await screen.findByTestId('announcement-winnerReason', {}, WAIT);
    fireEvent.click(screen.getByTestId('announcement-generate'));
    expect(await screen.findByText(WINNER_REASON_REQUIRED, {}, WAIT)).toBeTruthy();
    expect(created('/api/announcement/create')).toEqual([]);

    fireEvent.change(screen.getByTestId('announcement-winnerReason'), { target: { value: '第一中标候选人放弃中标' } });
    fireEvent.click(screen.getByTestId('announcement-generate'));
    await waitFor(() => expect(created('/api/announcement/create')).toHaveLength(1), WAIT);
    expect(created('/api/announcement/create')[0]).toMatchObject({
      projectId: 5,
      type: 'win',
      templateId: 9,
      winnerSupplierId: 32,
      winnerReason: '第一中标候选人放弃中标',
      winner: '华东泵业有限公司',
      amount: '1250000.50',
    });
  });

  it('结果公示: an empty window is left to the server, and its pre-filled window is shown', SLOW, async () => {
    serve({ gsTime: '2026-03-17T02:00:00.000Z', gsEndTime: '2026-03-20T02:00:00.000Z', bidInfo: '第1名 江城水务' });
    open('result');
    await pick('announcement-template', '默认模板');
    expect((await screen.findByTestId('announcement-publicity-hint', {}, WAIT)).textContent).toContain('不少于3天');
    fireEvent.click(screen.getByTestId('announcement-generate'));
    await waitFor(() => expect(created('/api/announcement/create')).toHaveLength(1), WAIT);
    const body = created('/api/announcement/create')[0];
    expect(body).toMatchObject({ type: 'result', templateId: 9 });
    expect(body?.gsTime).toBeUndefined();
    expect(body?.gsEndTime).toBeUndefined();
    await waitFor(() => expect(inputOf('announcement-gsEndTime').value).toBe('2026-03-20 10:00'), WAIT);
    expect(inputOf('announcement-gsTime').value).toBe('2026-03-17 10:00');
  });
});
