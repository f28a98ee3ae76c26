/**
 * `GET /api/enroll/availability`: the 报名 button's state on the bulletin and in 我的项目 — whether the caller may
 * enrol now and, if not, why, in the words 报名 itself would refuse with (the same window rule and core's
 * `supplierEnrolRefusal`). Anyone may ask; a signed-in company also gets its own enrolments, nobody else's.
 */
import {
  ENROLMENT_STATUSES,
  type EnrolAvailability,
  type EnrolmentStatus,
  enrolWindowRefusal,
  supplierEnrolRefusal,
} from '@swp/core';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { activeBlacklistNotice, beijingToday } from '../blacklist/blacklist-standing.ts';
import { lifecycleOf } from '../projects/project-view.ts';
import { findProject, listSections } from '../projects/projects.repo.ts';
import { findSupplierById } from '../suppliers/suppliers.repo.ts';
import { assertPublished } from './enrolment-apply.service.ts';
import { type EnrolmentRecord, listOwnEnrolments } from './enrolments.repo.ts';

export const SIGN_IN_FIRST = '请先登录';
export const ALREADY_ENROLLED = '已报名';

/** The stored status read as the contract's (the column's enum is the same list). */
export const enrolmentStatusOf = (status: string): EnrolmentStatus => {
  if ((ENROLMENT_STATUSES as readonly string[]).includes(status)) return status as EnrolmentStatus;
  throw new Error(`unknown enrolment status in the database: ${JSON.stringify(status)}`);
};

const withReason = (reason: string) => (reason === '' ? {} : { reason });

const toOwnEnrolment = (row: EnrolmentRecord) => ({
  id: row.id,
  sectionId: row.sectionId,
  status: enrolmentStatusOf(row.status),
  ...withReason(row.reason),
});

async function companyRefusal(deps: Deps, supplierId: number): Promise<string | undefined> {
  const company = await findSupplierById(deps.db, supplierId);
  if (!company) return SIGN_IN_FIRST;
  const notice = await activeBlacklistNotice(deps.db, 'supplier', company.id, beijingToday(deps.clock));
  return supplierEnrolRefusal(company.status, company.statusReason, notice);
}

export async function enrolAvailability(
  deps: Deps,
  principal: Principal | null,
  projectId: number,
): Promise<EnrolAvailability> {
  const project = assertPublished(await findProject(deps.db, projectId));
  const [sections, own] = await Promise.all([
    listSections(deps.db, project.id),
    principal ? listOwnEnrolments(deps.db, project.id, principal.userId) : [],
  ]);
  const enrolledSections = new Set(own.map((e) => e.sectionId));
  const sectionView = sections.map((s) => ({ id: s.id, name: s.name, enrolled: enrolledSections.has(s.id) }));
  // The project's window first (it concerns everyone), then who asks, then what it already did.
  const allEnrolled = sections.length === 0 ? own.length > 0 : sectionView.every((s) => s.enrolled);
  const reason =
    enrolWindowRefusal(lifecycleOf(project), deps.clock.now()) ??
    (principal ? await companyRefusal(deps, principal.userId) : SIGN_IN_FIRST) ??
    (allEnrolled ? ALREADY_ENROLLED : undefined);
  return {
    canEnrol: reason === undefined,
    ...(reason === undefined ? {} : { reason }),
    sections: sectionView,
    enrolments: own.map(toOwnEnrolment),
  };
}
