import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { BulletinSide } from './BulletinSide.tsx';
import { bulletinDetail as detail } from './testing.ts';

describe('BulletinSide', () => {
  it('links to the project’s OCDS release package as a download named after the project', () => {
    renderWithProviders(<BulletinSide detail={detail} />);
    const link = screen.getByRole('link', { name: /开放数据 · OCDS/ });
    expect(link.getAttribute('href')).toBe('/api/ocds/release-package?projectId=7&download=1');
    expect(link.getAttribute('download')).toBe('ocds-SW-2026-0007.json');
  });
});
