import {
  compileEligibility,
  drawReplacement,
  EXPERT_CATEGORY_LABELS,
  type ExpertCategory,
  type ExtractionRequest,
  isEligible,
  needsReplacement,
  type SeedInfo,
  shanghaiDateKey,
} from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { findInvitationForStaff, lockScopeOf, openExtraction } from './committee.service.ts';
import { logCommitteeOnProject } from './committee-log.ts';
import { categoryOf, filledSeats, seatStatus, storedRequest, wantedSeats } from './committee-view.ts';
import { withEnrolledCompanies } from './enrolled-avoidance.ts';
import { findExpertContacts, loadExpertCandidates, type PoolExpert } from './expert-pool.repo.ts';
import { type ExtractionKind, insertDraw, lockExtractionScope } from './extraction.repo.ts';
import { assertExtractionAcceptsReplacement } from './extraction-rules.ts';
import {
  drawnSpecialistIds,
  type InvitationRow,
  insertInvitations,
  listInvitations,
  promoteBackup,
} from './invitation.repo.ts';
import { newInvitationKey, occasionOf, type SmsFailure, sendInvitationMessages } from './invitation-sms.ts';

/**
 * Filling a freed seat (docs/rules.md): after a decline, a timeout or 不能参加, staff draw one expert of the same
 * category from the same filters, excluding everyone already drawn, until the committee is full. A held backup
 * of that category (drawn with the committee) takes the seat first, if still eligible; otherwise the pool is
 * drawn again uniformly. Every replacement is a new 抽取记录.
 */

export interface ReplacementOutcome {
  invitationId: number;
  specialistName: string;
  source: 'backup' | 'pool';
  smsFailures: SmsFailure[];
}

export async function replaceInvitation(
  deps: Deps,
  principal: Principal,
  kind: ExtractionKind,
  invitationId: number,
  meta: RequestMeta,
  publicBaseUrl: string,
): Promise<ReplacementOutcome> {
  const ref = await findInvitationForStaff(deps.db, kind, invitationId);
  const done = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const extraction = await openExtraction(tx, principal, kind, { id: ref.extractionId }, now);
    await lockExtractionScope(tx, lockScopeOf(extraction));
    assertExtractionAcceptsReplacement(extraction, now);
    // Companies enrolled since the first draw are avoided too (docs/rules.md).
    const request = await withEnrolledCompanies(tx, extraction.projectId, storedRequest(extraction.request));
    // Read after the lock: a replacement committed meanwhile must count.
    const rows = await listInvitations(tx, extraction.id);
    const target = rows.find((r) => r.id === invitationId)!;
    const category = assertSeatIsFree(target, rows, request, now);
    const pool = await loadExpertCandidates(tx, {
      externalOnly: request.expertSource === 'external',
      today: shanghaiDateKey(now.getTime()),
    });
    // Everyone drawn for the project (or the task) so far, whatever they answered, backups included.
    const alreadyDrawnIds =
      extraction.kind === 'project' && extraction.projectId != null
        ? await drawnSpecialistIds(tx, { projectId: extraction.projectId })
        : rows.map((r) => r.specialistId);
    const choice = chooseReplacement(pool, request, rows, { now, alreadyDrawnIds, category });

    const { key, keyHash } = newInvitationKey();
    let newInvitationId: number;
    if (choice.source === 'backup') {
      await promoteBackup(tx, choice.backupInvitationId, { keyHash, sendurlSendtime: now, replacesId: target.id });
      newInvitationId = choice.backupInvitationId;
    } else {
      const [row] = await insertInvitations(tx, [
        {
          extractionId: extraction.id,
          specialistId: choice.expert.id,
          seat: 'member',
          category,
          keyHash,
          sendurlSendtime: now,
          replacesId: target.id,
          createdAt: now,
        },
      ]);
      newInvitationId = row!.id;
    }
    const drawId = await insertDraw(tx, {
      extractionId: extraction.id,
      kind: 'replacement',
      drawnBy: principal.userId,
      drawnAt: now,
      filters: request,
      eligibleCount: choice.eligibleCount,
      result: {
        replacesInvitationId: target.id,
        invitationId: newInvitationId,
        source: choice.source,
        specialistId: choice.expert.id,
        category,
        poolSize: pool.length,
        alreadyDrawnIds,
        ...(choice.seedInfo ? { seedInfo: choice.seedInfo } : {}),
      },
    });
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'extraction.replace',
      target: { type: 'invitation', id: newInvitationId },
      detail: {
        extractionId: extraction.id,
        drawId,
        replaces: target.id,
        specialistId: choice.expert.id,
        source: choice.source,
        eligibleCount: choice.eligibleCount,
      },
      ip: meta.ip,
    });
    await logCommitteeOnProject(
      tx,
      deps.clock,
      { principal, ip: meta.ip },
      extraction.projectId,
      'extraction.replace',
      {
        extractionId: extraction.id,
        category: EXPERT_CATEGORY_LABELS[category],
        source: choice.source === 'backup' ? '备选专家递补' : '从专家库补抽',
        eligibleCount: choice.eligibleCount,
      },
    );
    const contact = (await findExpertContacts(tx, [choice.expert.id])).get(choice.expert.id)!;
    const message = { invitationId: newInvitationId, specialistName: contact.name, mobile: contact.mobile, key };
    return { extraction, message, source: choice.source };
  });
  const smsFailures = await sendInvitationMessages(deps, occasionOf(done.extraction), [done.message], publicBaseUrl);
  return {
    invitationId: done.message.invitationId,
    specialistName: done.message.specialistName,
    source: done.source,
    smsFailures,
  };
}

/** The seat's category when it may be filled again; otherwise the refusal staff understand. */
function assertSeatIsFree(
  target: InvitationRow,
  rows: readonly InvitationRow[],
  request: ExtractionRequest,
  now: Date,
): ExpertCategory {
  if (target.seat === 'backup') throw ruleBroken('备选专家尚未通知，不需要补抽');
  const { status, label } = seatStatus(target, now);
  if (status === 'held' || !needsReplacement(status)) throw ruleBroken(`该专家当前状态为「${label}」，不需要补抽`);
  const category = categoryOf(target.category);
  const wanted = wantedSeats(request)[category];
  if (filledSeats(rows, now)[category] >= wanted) {
    throw ruleBroken(`${EXPERT_CATEGORY_LABELS[category]}评审专家已满（${wanted}人），不需要补抽`);
  }
  if (target.replacedById != null) throw ruleBroken('该专家的席位已补抽过，请对补抽的专家操作');
  return category;
}

type Choice =
  | { source: 'backup'; backupInvitationId: number; expert: PoolExpert; eligibleCount: number; seedInfo?: undefined }
  | { source: 'pool'; expert: PoolExpert; eligibleCount: number; seedInfo: SeedInfo };

function chooseReplacement(
  pool: readonly PoolExpert[],
  request: ExtractionRequest,
  rows: readonly InvitationRow[],
  ctx: { now: Date; alreadyDrawnIds: number[]; category: ExpertCategory },
): Choice {
  const { now, alreadyDrawnIds, category } = ctx;
  const check = compileEligibility(request, { now, alreadyDrawnIds });
  const eligibleCount = pool.filter((e) => e.category === category && check(e) === true).length;
  const byId = new Map(pool.map((e) => [e.id, e]));
  // Backups in draw order; one frozen or blacklisted since the draw is passed over, not seated.
  for (const backup of rows) {
    if (backup.seat !== 'backup' || categoryOf(backup.category) !== category) continue;
    const expert = byId.get(backup.specialistId);
    const others = alreadyDrawnIds.filter((id) => id !== backup.specialistId);
    if (expert && isEligible(expert, request, { now, alreadyDrawnIds: others }) === true) {
      return { source: 'backup', backupInvitationId: backup.id, expert, eligibleCount };
    }
  }
  const drawn = drawReplacement(pool, request, { now, alreadyDrawnIds, category });
  if (!drawn.ok) throw ruleBroken(drawn.msg);
  return { source: 'pool', expert: drawn.expert, eligibleCount: drawn.eligibleCount, seedInfo: drawn.seedInfo };
}
