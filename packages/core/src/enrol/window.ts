/**
 * Whether a project takes enrolments now (docs/rules.md: "a supplier enrols only while enrolling"), in the words the
 * 报名 button shows and 报名 itself refuses with. One rule in core, so the server's refusal, the availability it
 * answers and anything the web says beforehand are the same sentence. The state is `effectiveState` (a published
 * tender reads 待报名 before enrollTime and 投标中 from enrollEndTime, whatever the stored column says).
 */
import {
  effectiveState,
  isEnrolmentOpen,
  type LifecycleProject,
  PROJECT_STATE_LABELS,
  type ProjectState,
} from '../project/lifecycle.ts';
import { type DateTimeInput, formatDateTimeCn, parseDateTime } from '../project/time.ts';

/** States in which the project's tender was never published: to a supplier such a project does not exist. */
const UNPUBLISHED: readonly ProjectState[] = ['draft', 'approved'];

/** Whether the project's tender was published (it is on the bulletin, whatever happened since). */
export const isTenderPublished = (project: LifecycleProject): boolean => !UNPUBLISHED.includes(project.status);

/**
 * Why nobody may enrol on the (published) project at `now`, or undefined while its enrolment window is open.
 * `now` is the server's clock where it decides; a screen may ask with its own clock only to explain, never to decide.
 */
export function enrolWindowRefusal(project: LifecycleProject, now: DateTimeInput): string | undefined {
  if (isEnrolmentOpen(project, now)) return undefined;
  // docs/rules.md: a pause stops every deadline action until the project is resumed.
  if (project.paused) return '项目已暂停，暂不能报名';
  const state = effectiveState(project, now);
  if (state === 'announced' || state === 'enrolling') {
    // 'enrolling' here means a tender without an enrollTime: its window never opened.
    const start = parseDateTime(project.enrollTime);
    return start === null ? '报名尚未开始' : `报名尚未开始（${formatDateTimeCn(start)}开始）`;
  }
  if (state === 'failed') return `项目${PROJECT_STATE_LABELS.failed}，不能报名`;
  return '报名已截止';
}
