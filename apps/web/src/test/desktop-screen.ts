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

/**
 * For the calling test only (undone by `vi.unstubAllGlobals()`): a screen from 576 px up, where every min-width
 * query matches and no max-width one does — the page's wide layout without antd's xs-only rules.
 */
export function stubWideScreen() {
  const phone = window.matchMedia;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ ...phone(query), matches: !query.includes('max-width') })),
  );
}
