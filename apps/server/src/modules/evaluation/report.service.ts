import { type EvalReport, Permission } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { demandAccess } from '../../plugins/access.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { requireProject } from '../projects/require-project.ts';
import type { BidIds } from './bid-ids.ts';
import { type EvaluationRow, findEvaluation, listSignatures } from './committee.repo.ts';
import { memberContext } from './evaluation-access.ts';
import { loadBidIds } from './evaluation-facts.ts';
import { reportAnswer, storedReportSchema } from './evaluation-stored.ts';

export const NO_REPORT = '评标报告尚未生成';

/** The frozen report with each member's 签名确认 (time and dissent) as it stands now. */
export async function reportWithSignatures(
  db: DbOrTx,
  evaluation: EvaluationRow | undefined,
  ids: BidIds,
): Promise<EvalReport | null> {
  if (!evaluation?.report) return null;
  const report = reportAnswer(storedReportSchema.parse(evaluation.report), ids);
  const signatures = await listSignatures(db, evaluation.projectId);
  return {
    ...report,
    experts: report.experts.map((expert) => {
      const signed = signatures.find((s) => s.specialistId === expert.specialistId);
      return signed ? { ...expert, signedAt: signed.signedAt.toISOString(), dissent: signed.dissent } : expert;
    }),
  };
}

/**
 * `report` (and its PDF and Excel): staff of 项目管理, or a member of the project's committee. The route identifies
 * both areas; anyone else is refused here (no token 401, staff without the permission 403, another expert
 * 您不是该项目的评标委员会成员).
 */
export async function readReport(deps: Deps, principal: Principal | null, projectId: number): Promise<EvalReport> {
  if (principal?.role === 'specialist') {
    demandAccess(principal, { role: 'specialist' });
    await memberContext(deps.db, principal, projectId);
  } else {
    demandAccess(principal, { role: 'staff', permission: Permission.project });
    await requireProject(deps.db, projectId);
  }
  const [evaluation, ids] = await Promise.all([findEvaluation(deps.db, projectId), loadBidIds(deps.db, projectId)]);
  const report = await reportWithSignatures(deps.db, evaluation, ids);
  if (!report) throw ruleBroken(NO_REPORT);
  return report;
}
