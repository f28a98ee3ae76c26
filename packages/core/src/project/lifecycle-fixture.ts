/** The tender times and moments the lifecycle tests read (one 2026 tender, Beijing wall-clock times). */
import type { LifecycleProject, ProjectState } from './lifecycle.ts';

export const times = {
  enrollTime: '2026-03-02 09:00',
  enrollEndTime: '2026-03-05 17:00',
  closeFileupTime: '2026-03-10 09:00',
  openTime: '2026-03-10 09:30',
  gsTime: '2026-03-12 09:00',
};
export const project = (status: ProjectState, extra: Partial<LifecycleProject> = {}): LifecycleProject => ({
  status,
  ...times,
  ...extra,
});
export const BEFORE = '2026-03-01 12:00';
export const ENROLLING = '2026-03-03 12:00';
export const AFTER_ENROL = '2026-03-06 12:00';
export const AFTER_OPEN = '2026-03-10 09:30';
export const AFTER_PUBLICITY = '2026-03-15 09:00';
