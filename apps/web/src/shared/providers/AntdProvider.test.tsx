import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AntdProvider } from './AntdProvider.tsx';

function MotionProbe() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

/** A screen whose only matching media query is `prefers-reduced-motion: reduce` when `reduced`. */
function screenAsking(reduced: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    ...original(query),
    matches: reduced && query.includes('prefers-reduced-motion: reduce'),
  })) as typeof window.matchMedia;
}

describe('AntdProvider', () => {
  it('switches antd transitions off for a person who asked for reduced motion', () => {
    screenAsking(true);
    render(
      <AntdProvider>
        <MotionProbe />
      </AntdProvider>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
  });

  it('keeps them otherwise', () => {
    screenAsking(false);
    render(
      <AntdProvider>
        <MotionProbe />
      </AntdProvider>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });
});
