import type { AnnouncementDetail } from '@swp/core/announcement/api';
import { STALE_TEXT_REFUSAL } from '@swp/core/announcement/refresh';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { desktopScreenForEachTest } from '../../test/desktop-screen.ts';
import { project } from '../../test/evaluation-progress.ts';
import { WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { json } from '../../test/results.ts';
import AnnouncementEditorDrawer from './AnnouncementEditorDrawer.tsx';

const draft = {
  id: 40,
  projectId: 5,
  type: 'tender',
  typeLabel: '招标公告',
  title: '城北水厂询价公告',
  status: 'draft',
  statusLabel: '草稿',
  templateId: 9,
  correctsId: null,
  publishedAt: null,
  createdAt: '2030-03-04T02:00:00.000Z',
  updatedAt: '2030-03-04T02:00:00.000Z',
  html: '<p>报名截止：2030年3月5日 17:00</p>',
  enrollTime: '2030-03-04T03:00:00.000Z',
  enrollEndTime: '2030-03-08T09:00:00.000Z',
  openTime: '2030-03-11T01:30:00.000Z',
  closeFileupTime: '2030-03-11T01:00:00.000Z',
  contacts: null,
  mobile: null,
  extra: {},
  attachments: [],
} as unknown as AnnouncementDetail;

const REGENERATED = '<p>报名截止：<span data-placeholder="announcement.enrollEndTime">2030年3月8日 17:00</span></p>';
let fetchMock: ReturnType<typeof vi.fn>;
const bodies = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

desktopScreenForEachTest();
afterEach(() => vi.unstubAllGlobals());

describe('公告编辑 · 发布 refused for stale times', () => {
  it('offers a one-click 重新生成, which renders the template again and saves the draft', async () => {
    let publishes = 0;
    fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/announcement/templates'))
        return json({ code: 0, msg: '', data: [{ id: 9, name: '默认模板' }] });
      if (url === '/api/announcement/detail?id=40') return json({ code: 0, msg: '', data: draft });
      if (url === '/api/announcement/update') {
        const body = JSON.parse(String(init?.body));
        return json({ code: 0, msg: '', data: { ...draft, html: body.html } });
      }
      if (url === '/api/announcement/publish') {
        publishes++;
        return json({ code: 1001, msg: STALE_TEXT_REFUSAL });
      }
      if (url === '/api/announcement/render')
        return json({ code: 0, msg: '', data: { html: REGENERATED, unknown: [] } });
      return json({ code: 0, msg: '', data: { list: [], total: 0, page: 1, pageSize: 10 } });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <AnnouncementEditorDrawer
        project={project({ status: 'approved', projectName: '城北水厂', purchaseWay: 1 })}
        type="tender"
        id={40}
        published={[]}
        announcements={[]}
        onClose={() => {}}
      />,
    );
    fireEvent.click(await screen.findByTestId('announcement-publish', {}, WAIT));
    fireEvent.click(await screen.findByRole('button', { name: '确认发布' }, WAIT));
    await waitFor(() => expect(publishes).toBe(1), WAIT);

    const offer = (await screen.findAllByText(STALE_TEXT_REFUSAL, { selector: '.ant-modal-confirm-title' }, WAIT))[0]!;
    const dialog = offer.closest('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(dialog.querySelector('.ant-btn-primary')!);
    await waitFor(() => expect(bodies('/api/announcement/render')).toHaveLength(1), WAIT);
    expect(bodies('/api/announcement/render')[0]).toMatchObject({ id: 40 });
    await waitFor(() => expect(bodies('/api/announcement/update').at(-1)?.html).toBe(REGENERATED), WAIT);
    expect(await screen.findByText('正文已重新生成并保存，请检查后再发布', {}, WAIT)).toBeTruthy();
  });
});
