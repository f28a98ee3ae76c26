/** The states of an enrolment (报名) and their words. */
export const ENROLMENT_STATUSES = ['pending', 'passed', 'failed'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

export const ENROLMENT_STATUS_LABELS: Record<EnrolmentStatus, string> = {
  pending: '待审查',
  passed: '审查通过',
  failed: '审查不通过',
};
