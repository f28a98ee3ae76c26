/**
 * Whether a project takes enrolments now (PRODUCT §2: "a supplier enrols only while enrolling"), in the words the
 * 报名 button shows and 报名 itself refuses with. One function for both, so the button never promises what the
 * server then refuses. Time is the server clock's; the state is core's `effectiveState` (a published tender reads
 * 待报名 before enrollTime and 投标中 from enrollEndTime, whatever the stored column says).
 */
import {
  effectiveState,
  formatDateTimeCn,
  isEnrolmentOpen,
  type LifecycleProject,
  PROJECT_STATE_LABELS,
  parseDateTime,
} from '@swp/core';

/** States in which the project's tender was never published: to a supplier such a project does not exist. */
const UNPUBLISHED = ['draft', 'approved'] as const;

export const isPublished = (project: LifecycleProject) => !(UNPUBLISHED as readonly string[]).includes(project.status);

/** Why nobody may enrol on the (published) project now, or undefined while its enrolment window is open. */
export function enrolWindowRefusal(project: LifecycleProject, now: Date): string | undefined {
  if (isEnrolmentOpen(project, now)) return undefined;
  // PRODUCT §2: a pause stops every deadline action until the project is resumed.
  if (project.paused) return '项目已暂停，暂不能报名';
  const state = effectiveState(project, now);
  if (state === 'announced' || state === 'enrolling') {
    const start = parseDateTime(project.enrollTime);
    return start === null ? '报名尚未开始' : `报名尚未开始（${formatDateTimeCn(start)}开始）`;
  }
  if (state === 'failed') return `项目${PROJECT_STATE_LABELS.failed}，不能报名`;
  return '报名已截止';
}
