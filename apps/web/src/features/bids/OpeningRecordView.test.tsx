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

describe('开标记录 · 开标大厅', () => {
  it('lists 签到 and decryption, the 开标异议 with the answer, and each bidder’s word on the record', async () => {
    renderWithProviders(
      <OpeningRecordView
        area="vender"
        record={{
          ...record([bid({ companyName: '江城水务' }), bid({ companyName: '华东阀门' })]),
          hall: {
            startedAt: '2026-03-12T02:00:00.000Z',
            decryptUntil: '2026-03-12T02:30:00.000Z',
            announcedAt: '2026-03-12T02:30:00.000Z',
            closedAt: '2026-03-12T03:00:00.000Z',
            closedBy: '系统管理员',
            failure: null,
            bidders: [
              {
                companyName: '江城水务',
                sectionName: null,
                signedInAt: '2026-03-12T01:50:00.000Z',
                decryptedAt: '2026-03-12T02:05:00.000Z',
                status: 'decrypted',
                withdrawnReason: null,
              },
              {
                companyName: '滨江管业',
                sectionName: null,
                signedInAt: null,
                decryptedAt: null,
                status: 'withdrawn',
                withdrawnReason: '投标人未在解密时限内解密投标文件，视为撤销投标',
              },
            ],
            objections: [
              {
                companyName: '华东阀门',
                content: '唱标报价与投标函不一致',
                raisedAt: '2026-03-12T02:35:00.000Z',
                answer: '已核对，以投标函为准',
                answeredAt: '2026-03-12T02:40:00.000Z',
                answeredBy: '系统管理员',
              },
            ],
            confirmations: [
              { companyName: '江城水务', verdict: 'confirmed', reason: '', at: '2026-03-12T02:45:00.000Z' },
              {
                companyName: '华东阀门',
                verdict: 'disagreed',
                reason: '第二家报价有误',
                at: '2026-03-12T02:46:00.000Z',
              },
              { companyName: '滨江管业', verdict: 'unconfirmed', reason: '', at: null },
            ],
          },
        }}
      />,
    );
    const bidders = await screen.findByTestId('record-hall-bidders', {}, WAIT);
    expect(within(bidders).getByText('滨江管业').closest('tr')!.textContent).toContain('已撤销');
    expect(within(bidders).getByText('滨江管业').closest('tr')!.textContent).toContain('视为撤销投标');
    const objections = screen.getByTestId('record-hall-objections');
    expect(objections.textContent).toContain('唱标报价与投标函不一致');
    expect(objections.textContent).toContain('已核对，以投标函为准');
    const confirmations = screen.getByTestId('record-hall-confirmations');
    const verdictOf = (name: string) => within(confirmations).getByText(name).closest('tr')!.textContent;
    expect(verdictOf('江城水务')).toContain('已确认');
    expect(verdictOf('华东阀门')).toContain('有异议');
    expect(verdictOf('华东阀门')).toContain('第二家报价有误');
    expect(verdictOf('滨江管业')).toContain('未确认');
  });

  it('an opening made before the hall existed shows no hall tables', async () => {
    renderWithProviders(<OpeningRecordView area="manage" record={record([bid({ companyName: '江城水务' })])} />);
    await screen.findByTestId('opening-record-table', {}, WAIT);
    expect(screen.queryByTestId('record-hall-confirmations')).toBeNull();
  });
});
