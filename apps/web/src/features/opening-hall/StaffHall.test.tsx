import type { HallState } from '@swp/core/opening/responses';
import type { ProjectDetail } from '@swp/core/project/api';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { desktopScreenForEachTest } from '../../test/desktop-screen.ts';
import { json, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { StaffHall } from './StaffHall.tsx';

const NOW = '2026-11-30T02:05:00.000Z';
const project = (actions: string[]) =>
  ({
    id: 31,
    projectCode: 'SW-2026-0031',
    openTime: '2026-11-30T02:00:00.000Z',
    encryptMode: 'bidder',
    actions,
  }) as unknown as ProjectDetail;

type Bidder = HallState['bidders'][number];
const bidder = (companyName: string, over: Partial<Bidder> = {}): Bidder => ({
  companyName,
  signedIn: true,
  status: 'sealed',
  mine: false,
  sectionName: null,
  signedInAt: NOW,
  decryptedAt: null,
  withdrawnReason: null,
  bidId: 'b'.repeat(24),
  ...over,
});
const hall = (over: Partial<HallState>): HallState => ({
  phase: 'waiting',
  bidders: [],
  startedAt: null,
  announcedAt: null,
  closedAt: null,
  serverTime: NOW,
  failure: null,
  biddersShown: true,
  objections: [],
  confirmations: [],
  ...over,
});

function serveState(state: HallState) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ code: 0, msg: '', data: state })),
  );
}

desktopScreenForEachTest();
afterEach(() => vi.unstubAllGlobals());

describe('开标大厅 (staff)', () => {
  it('before openTime: no bidder listed, no 开始开标, the time it may begin', async () => {
    serveState(hall({ biddersShown: false }));
    renderWithProviders(<StaffHall project={project([])} />);
    await screen.findByTestId('open-not-yet', {}, WAIT);
    expect(screen.queryByTestId('hall-start')).toBeNull();
    expect(screen.queryByTestId('hall-bidder')).toBeNull();
    expect(screen.getByTestId('hall-bidders').textContent).toContain('开标前不公开投标人名单');
  });

  it('at openTime: who signed in, and 开始开标 as the server allows it', async () => {
    serveState(hall({ bidders: [bidder('江城水务'), bidder('华东阀门', { signedIn: false, signedInAt: null })] }));
    renderWithProviders(<StaffHall project={project(['open'])} />);
    await screen.findByTestId('hall-start', {}, WAIT);
    expect(screen.getByTestId('staff-hall').textContent).toContain('已签到 1 / 2 家');
    expect(screen.getAllByTestId('hall-bidder-status').map((t) => t.textContent)).toEqual(['已签到', '未签到']);
  });

  it('after 唱标: 结束开标 waits for every objection’s answer; the record’s PDF and Excel are offered', async () => {
    serveState(
      hall({
        phase: 'announced',
        startedAt: NOW,
        announcedAt: NOW,
        bidders: [bidder('江城水务', { status: 'decrypted', offer: '100.00' })],
        objections: [
          {
            id: 1,
            companyName: '江城水务',
            content: '请说明解密时限',
            raisedAt: NOW,
            answer: null,
            answeredAt: null,
            answeredBy: null,
            mine: false,
          },
        ],
      }),
    );
    renderWithProviders(<StaffHall project={project(['open'])} />);
    const close = await screen.findByTestId('hall-close', {}, WAIT);
    expect(close.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('尚有1条开标异议未答复，答复后方可结束开标')).toBeTruthy();
    expect(screen.getByTestId('hall-answer-input')).toBeTruthy();
    expect(screen.getByTestId('hall-record-pdf')).toBeTruthy();
    expect(screen.getByTestId('hall-record-excel')).toBeTruthy();
    expect(screen.queryByTestId('hall-start')).toBeNull();
  });
});
