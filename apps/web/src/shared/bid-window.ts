import type { MyEnrolment } from '@swp/core/enrol/responses';
import { parseDateTime } from '@swp/core/project/time';

/** The states in which a passed company may lodge its bid (the server's rule: before closeFileupTime). */
const UPLOAD_STATES: ReadonlyArray<MyEnrolment['projectState']> = ['enrolling', 'bidding'];

/**
 * Whether 我的项目 offers the upload form for an enrolment: passed, the project still taking bids, and the
 * deadline not yet passed. Only to decide what to show: the server checks all of it again by its own clock and
 * refuses a late upload with its message.
 */
export function bidUploadOpen(
  row: Pick<MyEnrolment, 'status' | 'projectState' | 'closeFileupTime'>,
  now: number = Date.now(),
): boolean {
  const close = parseDateTime(row.closeFileupTime);
  return row.status === 'passed' && UPLOAD_STATES.includes(row.projectState) && close !== null && now < close;
}
