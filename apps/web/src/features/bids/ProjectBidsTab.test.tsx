import type { BidListRow } from '@swp/core/bid/responses';
import { WITHDRAWN_BID_FILE, WITHDRAWN_UNDECRYPTED } from '@swp/core/opening/hall';
import type { ProjectDetail } from '@swp/core/project/api';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { desktopScreenForEachTest } from '../../test/desktop-screen.ts';
import { serve } from '../../test/evaluation-workspace.ts';
import { WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ProjectBidsTab } from './ProjectBidsTab.tsx';

const row = (n: number, over: Partial<BidListRow> = {}): BidListRow => ({
  bidId: String(n).repeat(24).slice(0, 24),
  supplierId: 100 + n,
  companyName: `供应商${n}`,
  offer: '1000000.00',
  fileName: `投标文件${n}.pdf`,
  size: 2048,
  sha256: String(n).repeat(64).slice(0, 64),
  receivedAt: '2026-03-12T01:00:00.000Z',
  sectionId: null,
  sectionName: null,
  check: 'ok',
  ...over,
});

desktopScreenForEachTest();
afterEach(() => vi.unstubAllGlobals());

describe('投标文件 tab', () => {
  it('offers no download of a bid the opening found wrong, and says why', async () => {
    const list = [row(1), row(2, { check: 'mismatch' }), row(3, { check: 'unreadable', offer: null })];
    serve({ '/api/bid/list': { code: 0, msg: '', data: { list, total: 3 } } });
    const project = { id: 5, status: 'evaluating', openTime: '2026-03-12T02:00:00.000Z' } as ProjectDetail;
    renderWithProviders(<ProjectBidsTab project={project} />);
    const table = await screen.findByTestId('bid-table', {}, WAIT);
    await within(table).findByText('供应商3', {}, WAIT);
    expect(within(table).getAllByTestId('bid-download')).toHaveLength(1);
    expect(within(table).getAllByTestId('bid-refused')).toHaveLength(2);
    const flagged = screen.getByText('供应商2').closest('tr') as HTMLElement;
    expect(within(flagged).getByTestId('bid-refused').textContent).toBe('不能下载');
    expect(within(flagged).getByText('哈希不一致')).toBeTruthy();
  });
});

describe('投标文件 tab after the 开标大厅', () => {
  it('names the withdrawn bid with the hall’s reason and offers no download of it', async () => {
    const withdrawn = {
      companyName: '供应商3',
      signedIn: true,
      status: 'withdrawn',
      mine: false,
      bidId: 'c'.repeat(24),
      sectionName: null,
      signedInAt: '2026-03-12T01:50:00.000Z',
      decryptedAt: null,
      withdrawnReason: WITHDRAWN_UNDECRYPTED,
      offer: null,
    };
    const decrypted = { ...withdrawn, companyName: '供应商1', status: 'decrypted', withdrawnReason: null };
    serve({
      '/api/bid/list': { code: 0, msg: '', data: { list: [row(1)], total: 1 } },
      '/api/opening/state': { code: 0, msg: '', data: { phase: 'closed', bidders: [decrypted, withdrawn] } },
    });
    const project = { id: 5, status: 'evaluating', openTime: '2026-03-12T02:00:00.000Z' } as ProjectDetail;
    renderWithProviders(<ProjectBidsTab project={project} />);
    const notice = await screen.findByTestId('bid-withdrawn-notice', {}, WAIT);
    const lines = within(notice).getAllByTestId('bid-withdrawn');
    expect(lines.map((l) => l.textContent)).toEqual([`供应商3：${WITHDRAWN_BID_FILE}。${WITHDRAWN_UNDECRYPTED}`]);
    const table = screen.getByTestId('bid-table');
    expect(within(table).queryByText('供应商3')).toBeNull();
    expect(within(table).getAllByTestId('bid-download')).toHaveLength(1);
  });
});
