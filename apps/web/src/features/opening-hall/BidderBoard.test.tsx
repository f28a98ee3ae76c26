import type { HallState } from '@swp/core/opening/responses';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { desktopScreenForEachTest } from '../../test/desktop-screen.ts';
import { BidderBoard } from './BidderBoard.tsx';

const NOW = '2026-11-30T02:05:00.000Z';

type Bidder = HallState['bidders'][number];
const decrypted = (companyName: string, offer: string): Bidder => ({
  companyName,
  signedIn: true,
  status: 'decrypted',
  mine: false,
  sectionName: null,
  signedInAt: NOW,
  decryptedAt: NOW,
  withdrawnReason: null,
  offer,
});

/** 唱标 of a 平台加密 hall: every bid decrypted at the start, one 报价 whose 大写 is long. */
const announced: HallState = {
  phase: 'announced',
  bidders: [decrypted('杭州清源水务设备有限公司', '880000.00'), decrypted('宁波东海阀门制造有限公司', '912345.60')],
  startedAt: NOW,
  announcedAt: NOW,
  closedAt: null,
  serverTime: NOW,
  failure: null,
  biddersShown: true,
  objections: [],
  confirmations: [],
};

desktopScreenForEachTest();

describe('唱标 table from the keyboard (WCAG 2.1.1)', () => {
  // jsdom lays nothing out: the scroll container is given the widths of a table wider than its box (a 1024 px
  // screen, or staff's page beside the menu).
  const widths = ['scrollWidth', 'clientWidth'] as const;
  const restore = widths.map(
    (which) => [which, Object.getOwnPropertyDescriptor(HTMLElement.prototype, which)] as const,
  );
  afterEach(() => {
    for (const [which, descriptor] of restore) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, which, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[which];
    }
  });

  it('is a Tab stop when it scrolls sideways (its rows have nothing to focus), and reads 报价 with 大写', () => {
    for (const which of widths) {
      Object.defineProperty(HTMLElement.prototype, which, {
        configurable: true,
        get(this: HTMLElement) {
          if (!this.classList.contains('ant-table-content')) return 0;
          return which === 'scrollWidth' ? 1000 : 760;
        },
      });
    }
    const { container } = render(<BidderBoard state={announced} />);
    expect(container.querySelector<HTMLElement>('.ant-table-content')?.tabIndex).toBe(0);
    expect(screen.getAllByTestId('hall-offer-capitals').map((c) => c.textContent)).toEqual([
      '人民币捌拾捌万元整',
      '人民币玖拾壹万贰仟叁佰肆拾伍元陆角整',
    ]);
  });

  it('fits without a sideways scroll where its columns have room: the 大写 wraps in its column', () => {
    const { container } = render(<BidderBoard state={announced} />);
    // The columns ask for 1000 px (the name column at least 200): no max-content table pushed wider by a 大写.
    expect(container.querySelector<HTMLTableElement>('.ant-table-content table')?.style.width).toBe('1000px');
    expect(container.querySelector('.ant-table-content')?.hasAttribute('tabindex')).toBe(false);
  });
});
