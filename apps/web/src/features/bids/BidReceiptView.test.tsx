import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { desktopScreenForEachTest } from '../../test/desktop-screen.ts';
import { WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { BidReceiptView } from './BidReceiptView.tsx';

desktopScreenForEachTest();

describe('投标回执', () => {
  it('is numbered by the public bid id and states the 报价 in figures and capitals', async () => {
    renderWithProviders(
      <BidReceiptView
        projectId={5}
        projectCode="SW-2026-0007"
        bid={{
          bidId: '3c1f0a9e5b7d2468ace13579',
          fileName: '投标文件.pdf',
          size: 2_097_152,
          sha256: 'a'.repeat(64),
          receivedAt: '2026-03-12T02:00:00.000Z',
          sectionId: null,
          offer: '3050000.00',
        }}
      />,
    );
    expect((await screen.findByTestId('receipt-no', {}, WAIT)).textContent).toContain('3c1f0a9e5b7d2468ace13579');
    expect(screen.getByTestId('receipt-offer').textContent).toBe('¥3,050,000.00');
    expect(screen.getByTestId('receipt-offer-capitals').textContent).toBe('大写：人民币叁佰零伍万元整');
    expect(screen.getByTestId('receipt-size').textContent).toBe('2.0 MB（2,097,152 字节）');
  });
});
