import { describe, expect, it } from 'vitest';
import { documentExpiry, expiryWarningUntil } from './expiry.ts';
import { EXPIRY_WARNING_DAYS } from './labels.ts';

describe('documentExpiry', () => {
  const today = '2026-03-01';

  it('counts a document without an end as valid', () => {
    expect(documentExpiry(null, today)).toBe('valid');
    expect(documentExpiry(undefined, today)).toBe('valid');
  });

  it(`warns from ${EXPIRY_WARNING_DAYS} days before the last valid day, through that day`, () => {
    expect(documentExpiry('2026-04-01', today)).toBe('valid'); // 31 days ahead
    expect(documentExpiry('2026-03-31', today)).toBe('expiring'); // 30 days ahead
    expect(documentExpiry('2026-03-01', today)).toBe('expiring'); // its last day
    expect(documentExpiry('2026-02-28', today)).toBe('expired');
  });

  it('counts across a leap day and a year end by calendar days', () => {
    expect(documentExpiry('2028-03-30', '2028-02-29')).toBe('expiring');
    expect(documentExpiry('2028-03-31', '2028-02-29')).toBe('valid');
    expect(documentExpiry('2027-01-30', '2026-12-31')).toBe('expiring');
  });

  it('gives a query the last valid-until day that is flagged, by the same rule', () => {
    expect(expiryWarningUntil(today)).toBe('2026-03-31');
    expect(expiryWarningUntil('2026-12-31')).toBe('2027-01-30');
    expect(documentExpiry(expiryWarningUntil('2028-02-29'), '2028-02-29')).toBe('expiring');
    expect(documentExpiry('2028-03-31', '2028-02-29')).toBe('valid');
    expect(expiryWarningUntil('2028-02-29')).toBe('2028-03-30');
  });
});
