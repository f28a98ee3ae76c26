import type { BulletinDetail } from '@swp/core/announcement/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { BulletinSide } from './BulletinSide.tsx';

const detail: BulletinDetail = {
  id: 31,
  title: '城东水厂管网改造工程招标公告',
  type: 'tender',
  typeLabel: '招标公告',
  projectId: 7,
  projectName: '城东水厂管网改造工程',
  projectCode: 'SW-2026-0007',
  purchaseWay: 3,
  purchaseWayLabel: '公开招标',
  publishedAt: '2026-03-02T02:00:00.000Z',
  enrollEndTime: '2026-03-20T02:00:00.000Z',
  openTime: '2026-03-25T02:00:00.000Z',
  html: '<p>招标</p>',
  attachments: [],
  dates: {
    enrollTime: '2026-03-02T02:00:00.000Z',
    enrollEndTime: '2026-03-20T02:00:00.000Z',
    closeFileupTime: '2026-03-25T02:00:00.000Z',
    openTime: '2026-03-25T02:00:00.000Z',
  },
  corrects: null,
  correctedBy: [],
  related: [],
  enrolmentOpen: true,
};

describe('BulletinSide', () => {
  it('links to the project’s OCDS release package as a download named after the project', () => {
    renderWithProviders(<BulletinSide detail={detail} />);
    const link = screen.getByRole('link', { name: /开放数据 · OCDS/ });
    expect(link.getAttribute('href')).toBe('/api/ocds/release-package?projectId=7&download=1');
    expect(link.getAttribute('download')).toBe('ocds-SW-2026-0007.json');
  });
});
