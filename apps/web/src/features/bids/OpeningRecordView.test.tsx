import type { OpenedBid, OpeningRecord } from '@swp/core/bid/responses';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { desktopScreenForEachTest } from '../../test/desktop-screen.ts';
import { WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { OpeningRecordView } from './OpeningRecordView.tsx';

let nextId = 1;
function bid(over: Partial<OpenedBid>): OpenedBid {
  const id = nextId++;
  const sha = String(id).repeat(64).slice(0, 64);
  return {
    bidId: String(id).padStart(24, '0'),
    supplierId: 100 + id,
    companyName: `供应商${id}`,
    offer: '1000000.00',
    sha256: sha,
    openedSha256: sha,
    receivedAt: '2026-03-12T01:00:00.000Z',
    sectionId: null,
    sectionName: null,
    fileName: `投标文件${id}.pdf`,
    size: 2048,
    check: 'ok',
    ...over,
  };
}

const record = (bids: OpenedBid[]): OpeningRecord => ({
  projectId: 5,
  projectCode: 'SW-2026-0007',
  projectName: '二次供水泵站设备采购',
  openedAt: '2026-03-12T02:00:00.000Z',
  openedBy: '系统管理员',
  bids,
});

desktopScreenForEachTest();

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('开标记录', () => {
  it('shows a failed check in red, never hidden: 哈希不一致 with the hash found, 文件无法解密 without a price', async () => {
    const found = 'f'.repeat(64);
    renderWithProviders(
      <OpeningRecordView
        area="manage"
        record={record([
          bid({ companyName: '江城水务' }),
          bid({ companyName: '华东阀门', check: 'mismatch', openedSha256: found }),
          bid({ companyName: '滨江管业', check: 'unreadable', openedSha256: '', offer: null }),
        ])}
      />,
    );
    expect((await screen.findByTestId('record-check-failed', {}, WAIT)).textContent).toContain(
      '有 2 份投标文件校验未通过',
    );
    expect(within(rowOf('江城水务')).getByTestId('bid-check').textContent).toBe('校验一致');
    const mismatch = rowOf('华东阀门');
    expect(within(mismatch).getByTestId('bid-check').textContent).toBe('哈希不一致');
    expect(within(mismatch).getByTestId('bid-check').className).toContain('error');
    expect(mismatch.textContent).toContain(`开标时：${found}`);
    const unreadable = rowOf('滨江管业');
    expect(within(unreadable).getByTestId('bid-check').textContent).toBe('文件无法解密');
    expect(unreadable.textContent).toContain('无法解密');
    expect(screen.getByTestId('record-excel')).toBeTruthy();
  });

  it('a bidder gets the PDF only, and no alarm when every hash matched', async () => {
    renderWithProviders(<OpeningRecordView area="vender" record={record([bid({}), bid({})])} />);
    await screen.findByTestId('record-pdf', {}, WAIT);
    expect(screen.queryByTestId('record-excel')).toBeNull();
    expect(screen.queryByTestId('record-check-failed')).toBeNull();
  });

  it('reads each price out in figures with separators and in capitals', async () => {
    renderWithProviders(
      <OpeningRecordView
        area="vender"
        record={record([
          bid({ companyName: '江城水务', offer: '3050000.00' }),
          bid({ companyName: '华东阀门', offer: '1280000.50' }),
        ])}
      />,
    );
    await screen.findByTestId('record-pdf', {}, WAIT);
    expect(within(rowOf('江城水务')).getByTestId('offer-text').textContent).toBe('¥3,050,000.00人民币叁佰零伍万元整');
    expect(within(rowOf('华东阀门')).getByTestId('offer-text').textContent).toBe(
      '¥1,280,000.50人民币壹佰贰拾捌万元伍角整',
    );
  });
});
