/**
 * 报名审查 (资格审查, docs/rules.md, docs/integration.md `POST /api/enroll/audit`): staff pass or fail a pending enrolment, the reason
 * required to fail it. Only before closeFileupTime: after it only passed enrolments have bids, and a review could
 * no longer let anyone bid. The decision is one conditional UPDATE (only a pending row changes), so of two
 * reviewers at once one decides and the other is refused. The company is told by SMS after the commit.
 */
import { ENROLMENT_STATUS_LABELS, type enrolAuditInput, PROJECT_STATE_LABELS } from '@swp/core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, LinkMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import type { ReviewLog } from '../supplier-manage/review-sms.ts';
import { enrolmentStatusOf } from './enrolment-availability.service.ts';
import { type EnrolmentReviewNotice, sendEnrolmentReviewResult } from './enrolment-review-sms.ts';
import { findEnrolment, findEnrolmentForReview, reviewPendingEnrolment } from './enrolments.repo.ts';

async function notPending(tx: DbOrTx, id: number) {
  const row = await findEnrolment(tx, id);
  const label = row ? ENROLMENT_STATUS_LABELS[enrolmentStatusOf(row.status)] : '';
  return ruleBroken(`该报名已审查（当前为${label}），不能重复审查`);
}

export async function reviewEnrolment(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof enrolAuditInput>,
  meta: LinkMeta,
  log: ReviewLog,
): Promise<{ smsSent: boolean }> {
  const notice = await deps.db.transaction(async (tx): Promise<EnrolmentReviewNotice> => {
    const now = deps.clock.now();
    const found = await findEnrolmentForReview(tx, input.id);
    if (!found) throw notFound('报名记录不存在');
    const { enrolment, project } = found;
    if (enrolment.status !== 'pending') throw await notPending(tx, enrolment.id);
    if (project.status === 'failed') throw ruleBroken(`项目${PROJECT_STATE_LABELS.failed}，不能审查报名`);
    if (project.closeFileupTime && now.getTime() >= project.closeFileupTime.getTime()) {
      throw ruleBroken('投标截止后不能审查报名');
    }
    const status = input.pass ? 'passed' : 'failed';
    const reason = input.reason?.trim() ?? '';
    const reviewed = await reviewPendingEnrolment(tx, enrolment.id, {
      status,
      reason,
      reviewedBy: principal.userId,
      reviewedAt: now,
    });
    // Another reviewer's UPDATE committed between the read above and ours.
    if (!reviewed) throw await notPending(tx, enrolment.id);
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: `enrolment.${input.pass ? 'pass' : 'fail'}`,
      target: { type: 'enrolment', id: enrolment.id },
      detail: {
        projectId: project.id,
        projectCode: project.projectCode,
        sectionId: enrolment.sectionId,
        supplierId: enrolment.supplierId,
        companyName: found.companyName,
        reason,
      },
      ip: meta.ip,
    });
    return {
      enrolmentId: enrolment.id,
      mobile: found.mobile,
      companyName: found.companyName,
      projectName: project.projectName,
      sectionName: found.sectionName,
      closeFileupTime: project.closeFileupTime,
      pass: input.pass,
      reason,
      baseUrl: meta.baseUrl,
    };
  });
  return { smsSent: await sendEnrolmentReviewResult(deps, log, notice) };
}
