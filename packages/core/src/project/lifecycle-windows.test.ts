import { describe, expect, it } from 'vitest';
import { isBidUploadOpen, isEnrolmentOpen } from './lifecycle.ts';
import { BEFORE, ENROLLING, project } from './lifecycle-fixture.ts';

describe('supplier windows', () => {
  it('opens enrolment between enrollTime and enrollEndTime', () => {
    expect(isEnrolmentOpen(project('enrolling'), BEFORE)).toBe(false);
    expect(isEnrolmentOpen(project('enrolling'), '2026-03-02 09:00')).toBe(true);
    expect(isEnrolmentOpen(project('enrolling'), '2026-03-05 17:00')).toBe(false);
    expect(isEnrolmentOpen(project('approved'), ENROLLING)).toBe(false);
    expect(isEnrolmentOpen(project('enrolling', { enrollTime: null }), ENROLLING)).toBe(false);
  });

  it('accepts bid files until closeFileupTime', () => {
    expect(isBidUploadOpen(project('enrolling'), ENROLLING)).toBe(true);
    expect(isBidUploadOpen(project('bidding'), '2026-03-10 08:59')).toBe(true);
    expect(isBidUploadOpen(project('bidding'), '2026-03-10 09:00')).toBe(false);
    expect(isBidUploadOpen(project('evaluating'), ENROLLING)).toBe(false);
  });
});
