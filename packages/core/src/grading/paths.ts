/**
 * 评分标准管理 (docs/rules.md, docs/product.md): staff with system:grading manage the standards; the project form's Select reads
 * `options` with system:project too.
 */
export const GradingPath = {
  /** GET ?page=&pageSize=&keyword=&used=: the management table, with how many projects use each standard. */
  list: '/api/grading/list',
  /** GET: every standard as `{ id, name }`, for the project form (system:grading or system:project). */
  options: '/api/grading/options',
  /** GET ?id=: the standard with its items. */
  detail: '/api/grading/detail',
  create: '/api/grading/create',
  /** Refused once a project uses the standard: copy it instead. */
  update: '/api/grading/update',
  /** `{ id }` → a new, unused standard 「<name>（副本）」 with the same items. */
  copy: '/api/grading/copy',
  /** Refused once a project uses the standard. */
  delete: '/api/grading/delete',
} as const;
