import { describe, expect, it } from 'vitest';
import type { LifecycleProject, ProjectState } from '../project/lifecycle.ts';
import { enrolWindowRefusal, isTenderPublished } from './window.ts';

const times = {
  enrollTime: '2026-03-02 09:00',
  enrollEndTime: '2026-03-05 17:00',
  closeFileupTime: '2026-03-10 09:00',
  openTime: '2026-03-10 09:30',
};
const tender = (extra: Partial<LifecycleProject> = {}, status: ProjectState = 'enrolling'): LifecycleProject => ({
  status,
  ...times,
  ...extra,
});

describe('enrolWindowRefusal', () => {
  it('lets suppliers enrol from enrollTime until enrollEndTime, the edges included as effectiveState reads them', () => {
    expect(enrolWindowRefusal(tender(), '2026-03-02 09:00')).toBeUndefined();
    expect(enrolWindowRefusal(tender(), '2026-03-05 16:59')).toBeUndefined();
    expect(enrolWindowRefusal(tender(), new Date('2026-03-03T04:00:00Z'))).toBeUndefined();
  });

  it('says when enrolment starts while the tender reads 待报名', () => {
    expect(enrolWindowRefusal(tender(), '2026-03-02 08:59')).toBe('报名尚未开始（2026年3月2日 09:00开始）');
  });

  it('says only 报名尚未开始 for a published tender without an enrollTime (it would read 报名中)', () => {
    expect(enrolWindowRefusal(tender({ enrollTime: null }), '2026-03-03 12:00')).toBe('报名尚未开始');
  });

  it('says 报名已截止 from enrollEndTime on, whether the close was written or is only due, and after 开标', () => {
    expect(enrolWindowRefusal(tender(), '2026-03-05 17:00')).toBe('报名已截止');
    expect(enrolWindowRefusal(tender({}, 'bidding'), '2026-03-03 12:00')).toBe('报名已截止');
    expect(enrolWindowRefusal(tender(), '2026-03-10 09:00')).toBe('报名已截止');
    expect(enrolWindowRefusal(tender({}, 'evaluating'), '2026-03-11 09:00')).toBe('报名已截止');
  });

  it('puts a pause before the window, also inside it (docs/rules.md: a pause stops every deadline action)', () => {
    expect(enrolWindowRefusal(tender({ paused: true }), '2026-03-03 12:00')).toBe('项目已暂停，暂不能报名');
    expect(enrolWindowRefusal(tender({ paused: true }), '2026-03-01 12:00')).toBe('项目已暂停，暂不能报名');
  });

  it('names a 流标 project', () => {
    expect(enrolWindowRefusal(tender({}, 'failed'), '2026-03-03 12:00')).toBe('项目已流标，不能报名');
  });

  it('refuses whatever the state when the time is not a time', () => {
    expect(enrolWindowRefusal(tender(), 'not a time')).toBeDefined();
  });
});

describe('isTenderPublished', () => {
  it('hides drafts and approved projects from suppliers and shows every state after the tender', () => {
    expect(isTenderPublished(tender({}, 'draft'))).toBe(false);
    expect(isTenderPublished(tender({}, 'approved'))).toBe(false);
    for (const status of ['enrolling', 'bidding', 'evaluating', 'publicity', 'awarded', 'failed'] as const) {
      expect(isTenderPublished(tender({}, status))).toBe(true);
    }
  });
});
