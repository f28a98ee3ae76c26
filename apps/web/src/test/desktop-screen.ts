import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Gives the calling file's tests a desktop screen: every breakpoint query matches. The setup's stub matches none,
 * which antd reads as a phone (stacked descriptions, no fixed columns).
 */
export function desktopScreenForEachTest() {
  const phone = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = vi.fn((query: string) => ({ ...phone(query), matches: true })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = phone;
  });
}
