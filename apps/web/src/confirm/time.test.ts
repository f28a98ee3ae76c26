import { CONFIRM_LINK_VALIDITY_MS } from '@swp/core/extraction/invitation';
import { describe, expect, it } from 'vitest';
import { clockOffsetOf, expiresAtOf, expiryOf, formatOpenTime, formatTime, LINK_VALIDITY_MS } from './time.ts';

describe('confirmation page times (Beijing time)', () => {
  it('keeps the link validity in step with the shared constant', () => {
    expect(LINK_VALIDITY_MS).toBe(CONFIRM_LINK_VALIDITY_MS);
  });

  it('gives the expiry 10 minutes after the link was sent, as YYYY-MM-DD HH:mm:ss', () => {
    expect(expiryOf('2026-03-05T01:35:07.000Z')).toBe('2026-03-05 09:45:07');
    expect(expiryOf('2026-03-05 23:55:00')).toBe('2026-03-06 00:05:00');
    expect(expiryOf(null)).toBe('');
    expect(expiryOf('not a time')).toBe('');
  });

  it('formats affirmTime in full and openTime as the SMS writes it', () => {
    expect(formatTime('2026-03-05T01:02:03Z')).toBe('2026-03-05 09:02:03');
    expect(formatTime(undefined)).toBe('');
    expect(formatOpenTime('2026-03-05T01:30:00Z')).toBe('2026年3月5日 09:30');
    expect(formatOpenTime(null)).toBe('');
  });

  it('gives the expiry as an instant, and the server clock’s lead over this one', () => {
    expect(expiresAtOf('2026-03-05T01:35:07.000Z')).toBe(Date.UTC(2026, 2, 5, 1, 45, 7));
    expect(expiresAtOf(undefined)).toBeNull();
    const received = Date.UTC(2026, 2, 5, 1, 0, 0);
    expect(clockOffsetOf('2026-03-05T01:02:00Z', received)).toBe(120_000);
    expect(clockOffsetOf('2026-03-05T00:59:30Z', received)).toBe(-30_000);
    expect(clockOffsetOf(undefined, received)).toBe(0);
    expect(clockOffsetOf('garbage', received)).toBe(0);
  });

  it('times the link to the millisecond the server does, so the page never turns before the server refuses', () => {
    // A link sent at .987 s: cut to the second, the page would turn 987 ms before the server says 链接已过期.
    expect(expiresAtOf('2026-03-05T01:35:07.987Z')).toBe(Date.UTC(2026, 2, 5, 1, 45, 7, 987));
    const received = Date.UTC(2026, 2, 5, 1, 0, 0);
    expect(clockOffsetOf('2026-03-05T01:00:00.250Z', received)).toBe(250);
  });
});
