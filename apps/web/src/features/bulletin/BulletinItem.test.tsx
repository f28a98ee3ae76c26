import type { BulletinRow } from '@swp/core/announcement/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { BulletinItem } from './BulletinItem.tsx';

const row: BulletinRow = {
  id: 31,
  title: '城东水厂管网改造工程招标公告',
  type: 'tender',
  typeLabel: '招标公告',
  projectName: '城东水厂管网改造工程',
  projectCode: 'SW-2026-0007',
  purchaseWay: 3,
  purchaseWayLabel: '公开招标',
  publishedAt: '2026-03-02T02:00:00.000Z',
  enrollEndTime: '2026-03-20T02:00:00.000Z',
  openTime: '2026-03-25T02:00:00.000Z',
};

describe('公告栏 row', () => {
  it('a 招标公告 shows its 报名截止', () => {
    renderWithProviders(<BulletinItem row={row} />);
    expect(screen.getByTestId('bulletin-item').textContent).toContain('报名截止：2026-03-20 10:00');
  });

  it('a 结果公示 has no 报名截止 (nobody enrols from it)', () => {
    renderWithProviders(
      <BulletinItem row={{ ...row, type: 'result', typeLabel: '结果公示', title: '城东水厂结果公示' }} />,
    );
    const text = screen.getByTestId('bulletin-item').textContent;
    expect(text).not.toContain('报名截止');
    expect(text).toContain('开标时间：2026-03-25 10:00');
  });
});
