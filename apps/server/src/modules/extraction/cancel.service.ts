import type { Deps, RequestMeta } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { findInvitationForStaff, lockScopeOf, openExtraction } from './committee.service.ts';
import { logCommitteeOnProject } from './committee-log.ts';
import { type ExtractionKind, lockExtractionScope } from './extraction.repo.ts';
import { assertExtractionAcceptsSeatChange } from './extraction-rules.ts';
import { markCannotAttend } from './invitation.repo.ts';

/**
 * An expert who confirmed and later phones to cancel (docs/rules.md): staff record 不能参加 (isAffirm 2) with the
 * reason, which frees the seat for a replacement. affirmTime becomes the time of this latest answer; the
 * original confirmation stays in the audit log.
 */
export async function cancelInvitation(
  deps: Deps,
  principal: Principal,
  kind: ExtractionKind,
  input: { invitationId: number; reason: string },
  meta: RequestMeta,
): Promise<void> {
  const ref = await findInvitationForStaff(deps.db, kind, input.invitationId);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const extraction = await openExtraction(tx, principal, kind, { id: ref.extractionId }, now);
    await lockExtractionScope(tx, lockScopeOf(extraction));
    assertExtractionAcceptsSeatChange(extraction, now, '登记专家不能参加');
    if (!(await markCannotAttend(tx, ref.id, now, input.reason))) {
      throw ruleBroken('只有已确认参加的专家才能登记为不能参加');
    }
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'extraction.cancel',
      target: { type: 'invitation', id: ref.id },
      detail: { extractionId: extraction.id, specialistId: ref.specialistId, reason: input.reason },
      ip: meta.ip,
    });
    await logCommitteeOnProject(tx, deps.clock, { principal, ip: meta.ip }, extraction.projectId, 'extraction.cancel', {
      extractionId: extraction.id,
      reason: input.reason,
    });
  });
}
