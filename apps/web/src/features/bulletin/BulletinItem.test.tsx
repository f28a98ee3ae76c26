import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { BulletinItem } from './BulletinItem.tsx';
import { bulletinRow as row } from './testing.ts';

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
