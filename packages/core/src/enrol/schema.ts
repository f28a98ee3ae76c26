import { z } from 'zod';
import { optionalId, optionalKeyword } from '../common/filter-fields.ts';
import { idField } from '../id-field.ts';
import { pageFields } from '../project/paging.ts';
import { fileIdField } from '../supplier/schema.ts';

/** `POST /api/enroll/apply` (docs/integration.md): once per project, or per 标段 when the project has sections. */
export const enrolApplyInput = z.object({
  projectId: idField('项目'),
  sectionId: idField('标段').nullish(),
});

/**
 * `POST /api/enroll/mine`. `projectId` (an extra field, docs/integration.md allows them) narrows it to one project's
 * enrolments — one per 标段 — for 我的项目's project page; left out, '' or null, every project. `keyword` (also
 * extra) keeps the projects whose name or code contains it, for 我的项目's search.
 */
export const enrolMineInput = z.object({ ...pageFields, projectId: optionalId('项目'), keyword: optionalKeyword });

/** `GET /api/enroll/availability?projectId=`. */
export const enrolAvailabilityInput = z.object({ projectId: idField('项目') });

/** `POST /api/enroll/list` (docs/integration.md): every enrolment of one project. */
export const enrolListInput = z.object({ projectId: idField('项目') });

/** `POST /api/enroll/audit` (docs/integration.md): the reason is required when `pass` is false. */
export const enrolAuditInput = z
  .object({
    id: idField('报名记录'),
    pass: z.boolean({ error: '请选择审查结果' }),
    reason: z.string({ error: '审查意见须为文字' }).trim().max(500, '审查意见不能超过500个字').nullish(),
  })
  .refine((a) => a.pass || (a.reason ?? '').trim() !== '', { path: ['reason'], message: '请填写不通过的原因' });

/** `GET /api/enroll/file?enrolmentId=&fileId=`. */
export const enrolFileInput = z.object({
  enrolmentId: idField('报名记录'),
  // A uuid, checked here: PostgreSQL refuses a malformed one in the query (a 500) instead of finding nothing.
  fileId: fileIdField(''),
});
