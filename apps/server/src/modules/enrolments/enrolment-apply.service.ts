/**
 * 报名 (docs/rules.md, docs/integration.md `POST /api/enroll/apply`): a company enrols on a project, or on one 标段 of it, while the
 * enrolment window is open, if core's `supplierEnrolRefusal` lets it (frozen, a 禁止参与 in force, 待审核, 驳回 stop
 * it; a 警告 does not), once per project and section. Every refusal is a Chinese message and writes nothing.
 */
import { type enrolApplyInput, enrolWindowRefusal, isTenderPublished, supplierEnrolRefusal } from '@swp/core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { invalid, notFound, ruleBroken } from '../../lib/errors.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { activeBlacklistNotice, beijingToday } from '../blacklist/blacklist-standing.ts';
import { lifecycleOf } from '../projects/project-view.ts';
import { listSections } from '../projects/projects.repo.ts';
import {
  findEnrolmentOf,
  findProjectForShare,
  findSupplierForShare,
  insertEnrolment,
  type ProjectRecord,
} from './enrolments.repo.ts';

const alreadyEnrolled = (sectionId: number | null) => (sectionId === null ? '您已报名该项目' : '您已报名该标段');

/** The project as a supplier may know it: a tender that was never published is 项目不存在 to it. */
export function assertPublished(project: ProjectRecord | undefined): ProjectRecord {
  if (!project || !isTenderPublished(lifecycleOf(project))) throw notFound('项目不存在');
  return project;
}

/** The section named, checked against the project's: required when it has sections, refused when it has none. */
async function checkSection(tx: DbOrTx, projectId: number, sectionId: number | null) {
  const sections = await listSections(tx, projectId);
  if (sections.length === 0) {
    if (sectionId !== null) throw invalid('该项目未划分标段，报名时无需选择标段');
    return null;
  }
  if (sectionId === null) throw invalid('请选择报名的标段');
  const section = sections.find((s) => s.id === sectionId);
  if (!section) throw invalid('所选标段不属于该项目');
  return section;
}

export async function applyEnrolment(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof enrolApplyInput>,
  meta: RequestMeta,
): Promise<{ id: number; status: 'pending' }> {
  const sectionId = input.sectionId ?? null;
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const project = assertPublished(await findProjectForShare(tx, input.projectId));
      const closed = enrolWindowRefusal(lifecycleOf(project), now);
      if (closed) throw ruleBroken(closed);
      const company = await findSupplierForShare(tx, principal.userId);
      if (!company) throw notFound('供应商不存在');
      const notice = await activeBlacklistNotice(tx, 'supplier', company.id, beijingToday(deps.clock));
      const refusal = supplierEnrolRefusal(company.status, company.statusReason, notice);
      if (refusal) throw ruleBroken(refusal);
      const section = await checkSection(tx, project.id, sectionId);
      const key = { projectId: project.id, supplierId: company.id, sectionId };
      if (await findEnrolmentOf(tx, key)) throw ruleBroken(alreadyEnrolled(sectionId));
      const row = await insertEnrolment(tx, { ...key, createdAt: now });
      await audit(tx, deps.clock, {
        actor: actorOf(principal),
        action: 'enrolment.apply',
        target: { type: 'enrolment', id: row.id },
        detail: {
          projectId: project.id,
          projectCode: project.projectCode,
          sectionId,
          sectionName: section?.name ?? null,
          companyName: company.companyName,
        },
        ip: meta.ip,
      });
      return { id: row.id, status: 'pending' as const };
    });
  } catch (error) {
    // Two enrolments of one company sent at once both pass the check above; the unique index refuses the second.
    if (uniqueViolation(error)?.includes('enrolments_once_idx')) throw ruleBroken(alreadyEnrolled(sectionId));
    throw error;
  }
}
