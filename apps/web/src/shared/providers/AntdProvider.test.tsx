import { render, screen } from '@testing-library/react';
import { DatePicker, theme } from 'antd';
import dayjs from 'dayjs';
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

  it("names a date panel's year and month buttons by the words they show (WCAG 2.5.3)", () => {
    render(
      <AntdProvider>
        <DatePicker open showTime={{ format: 'HH:mm' }} defaultPickerValue={dayjs('2026-11-15')} />
      </AntdProvider>,
    );
    const year = document.querySelector('.ant-picker-year-btn') as HTMLElement;
    const month = document.querySelector('.ant-picker-month-btn') as HTMLElement;
    expect(year.textContent).toBe('2026年');
    expect(month.textContent).toBe('11月');
    expect(year.getAttribute('aria-label')).toBeNull();
    expect(month.getAttribute('aria-label')).toBeNull();
  });
});
