/** 报名 and 报名审查 (docs/integration.md fixes apply, mine, list and audit: paths, methods and fields). */
export const EnrollPath = {
  /** vender: `{ projectId, sectionId? }` → `{ id, status: "pending" }`. */
  apply: '/api/enroll/apply',
  /** vender: the company's enrolments, newest first, with the project's name, state and times. */
  mine: '/api/enroll/mine',
  /** GET ?projectId=: whether the signed-in company (or the public) may press 报名 now, and why not. */
  availability: '/api/enroll/availability',
  /** staff system:project: the project's enrolments with the companies' data. */
  list: '/api/enroll/list',
  /** staff system:project: 通过 / 不通过 with reason. */
  audit: '/api/enroll/audit',
  /** GET ?enrolmentId=&fileId=: a document of an enrolled company, for the review (staff system:project). */
  file: '/api/enroll/file',
} as const;
