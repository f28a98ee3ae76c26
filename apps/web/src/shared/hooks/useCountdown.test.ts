import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown (docs/product.md)', () => {
  it('counts 60 seconds down and stops at 0', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    expect(result.current.counting).toBe(true);
    act(() => vi.advanceTimersByTime(15_000));
    expect(result.current.remaining).toBe(45);
    act(() => vi.advanceTimersByTime(50_000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.counting).toBe(false);
  });

  it('clamps negative values to 0', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(-5));
    expect(result.current.remaining).toBe(0);
  });

  it('survives a remount through its storage key', () => {
    const first = renderHook(() => useCountdown('k'));
    act(() => first.result.current.start(30));
    first.unmount();
    act(() => vi.advanceTimersByTime(10_000));
    const second = renderHook(() => useCountdown('k'));
    expect(second.result.current.remaining).toBe(20);
  });
});
