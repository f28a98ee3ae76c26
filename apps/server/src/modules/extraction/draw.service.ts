import {
  drawExperts,
  type ExternalExtraction,
  type ExtractionRequest,
  type ProjectExtraction,
  shanghaiDateKey,
} from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { logCommitteeOnProject } from './committee-log.ts';
import { withEnrolledCompanies } from './enrolled-avoidance.ts';
import { findExpertContacts, loadExpertCandidates, type PoolExpert } from './expert-pool.repo.ts';
import {
  type ExtractionKind,
  findExtraction,
  findMinCommittee,
  findProjectForExtraction,
  insertDraw,
  insertExtraction,
  lockExtractionScope,
} from './extraction.repo.ts';
import { assertCommitteeRules, assertProjectAcceptsDraw, withRequestingDepartment } from './extraction-rules.ts';
import { drawnSpecialistIds, insertInvitations } from './invitation.repo.ts';
import {
  type InvitationMessage,
  type InvitationOccasion,
  newInvitationKey,
  type SmsFailure,
  sendInvitationMessages,
} from './invitation-sms.ts';

/**
 * The first draw of a project's committee or an external task (docs/rules.md): check, draw uniformly with the crypto
 * source, record the 抽取记录, create the invitations, commit, then send the links. Members are invited at once;
 * backups are stored as held invitations (seat backup, no link sent) and called only to fill a freed seat.
 */

export interface DrawOutcome {
  extractionId: number;
  eligibleCount: number;
  invited: number;
  backups: number;
  /** Experts whose SMS the gateway refused: their invitations time out and can be replaced. */
  smsFailures: SmsFailure[];
}

export async function drawForProject(
  deps: Deps,
  principal: Principal,
  input: ProjectExtraction,
  meta: RequestMeta,
  publicBaseUrl: string,
): Promise<DrawOutcome> {
  const { projectId, ...fields } = input;
  const { occasion, drawn } = await deps.db.transaction(async (tx) => {
    // One draw per project at a time, across processes: the existence check below must see the other's row.
    await lockExtractionScope(tx, `project:${projectId}`);
    const now = deps.clock.now();
    const project = await findProjectForExtraction(tx, projectId);
    if (!project) throw notFound('项目不存在');
    assertProjectAcceptsDraw(project, now);
    if (await findExtraction(tx, { projectId })) {
      throw ruleBroken('本项目已抽取专家；专家拒绝、超时或不能参加时，请在专家名单中补抽');
    }
    const request: ExtractionRequest = await withEnrolledCompanies(tx, projectId, {
      ...fields,
      purchaseWay: project.purchaseWay as ExtractionRequest['purchaseWay'],
      avoidUnits: withRequestingDepartment(fields.avoidUnits, project.needDeptName),
    });
    assertCommitteeRules(request, await findMinCommittee(tx, project.purchaseWay));
    const pool = await loadExpertCandidates(tx, {
      externalOnly: request.expertSource === 'external',
      today: shanghaiDateKey(now.getTime()),
    });
    const alreadyDrawnIds = await drawnSpecialistIds(tx, { projectId });
    const occasion: InvitationOccasion = {
      kind: 'project',
      projectName: project.projectName,
      openTime: project.openTime,
      address: project.openAddress,
    };
    const drawn = await recordInitialDraw(tx, deps, principal, meta, {
      kind: 'project',
      projectId,
      taskName: null,
      taskDescription: null,
      request,
      pool,
      alreadyDrawnIds,
      now,
    });
    return { occasion, drawn };
  });
  const smsFailures = await sendInvitationMessages(deps, occasion, drawn.messages, publicBaseUrl);
  return { ...drawn.summary, smsFailures };
}

export async function drawForTask(
  deps: Deps,
  principal: Principal,
  input: ExternalExtraction,
  meta: RequestMeta,
  publicBaseUrl: string,
): Promise<DrawOutcome> {
  const { taskName, taskDescription, ...fields } = input;
  // An external recruitment task draws from externally recruited experts only, and has no purchase way.
  const request: ExtractionRequest = { ...fields, expertSource: 'external' };
  const drawn = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const pool = await loadExpertCandidates(tx, { externalOnly: true, today: shanghaiDateKey(now.getTime()) });
    return recordInitialDraw(tx, deps, principal, meta, {
      kind: 'external',
      projectId: null,
      taskName,
      taskDescription,
      request,
      pool,
      alreadyDrawnIds: [],
      now,
    });
  });
  const smsFailures = await sendInvitationMessages(deps, { kind: 'external', taskName }, drawn.messages, publicBaseUrl);
  return { ...drawn.summary, smsFailures };
}

interface InitialDraw {
  kind: ExtractionKind;
  projectId: number | null;
  taskName: string | null;
  taskDescription: string | null;
  request: ExtractionRequest;
  pool: PoolExpert[];
  alreadyDrawnIds: number[];
  now: Date;
}

async function recordInitialDraw(tx: DbOrTx, deps: Deps, principal: Principal, meta: RequestMeta, d: InitialDraw) {
  const result = drawExperts(d.pool, d.request, { now: d.now, alreadyDrawnIds: d.alreadyDrawnIds });
  if (!result.ok) throw ruleBroken(result.msg);
  const { kind, projectId, taskName, taskDescription, request, now } = d;
  const extractionId = await insertExtraction(tx, {
    kind,
    projectId,
    taskName,
    taskDescription,
    request,
    createdBy: principal.userId,
    createdAt: now,
  });
  const seat = (e: PoolExpert) => ({ id: e.id, category: e.category });
  const drawId = await insertDraw(tx, {
    extractionId,
    kind: 'initial',
    drawnBy: principal.userId,
    drawnAt: now,
    filters: request,
    eligibleCount: result.eligibleCount,
    // With the pool read in id order (poolSize experts) and these ids excluded, replayRandom(seedInfo.rolls)
    // reproduces the draw: an auditor can check that nobody chose the experts by hand.
    result: {
      members: result.drawn.map(seat),
      backups: result.backups.map(seat),
      eligibleByCategory: result.eligibleByCategory,
      poolSize: d.pool.length,
      alreadyDrawnIds: d.alreadyDrawnIds,
      seedInfo: result.seedInfo,
    },
  });
  const memberKeys = result.drawn.map(() => newInvitationKey());
  const rows = await insertInvitations(tx, [
    ...result.drawn.map((e, i) => ({
      extractionId,
      specialistId: e.id,
      seat: 'member' as const,
      category: e.category,
      keyHash: memberKeys[i]!.keyHash,
      sendurlSendtime: now,
      createdAt: now,
    })),
    // A held backup gets a key nobody is told (the column is required); promotion replaces it with a sent one.
    ...result.backups.map((e) => ({
      extractionId,
      specialistId: e.id,
      seat: 'backup' as const,
      category: e.category,
      keyHash: newInvitationKey().keyHash,
      sendurlSendtime: now,
      createdAt: now,
    })),
  ]);
  await audit(tx, deps.clock, {
    actor: actorOf(principal),
    action: 'extraction.draw',
    target: { type: 'extraction', id: extractionId },
    detail: {
      kind,
      projectId,
      taskName,
      drawId,
      eligibleCount: result.eligibleCount,
      members: result.drawn.map((e) => e.id),
      backups: result.backups.map((e) => e.id),
    },
    ip: meta.ip,
  });
  // A project's draw is also a line of its 操作日志 (an external task's is not: the call does nothing then).
  await logCommitteeOnProject(tx, deps.clock, { principal, ip: meta.ip }, projectId, 'extraction.draw', {
    extractionId,
    committeeSize: request.committeeSize,
    invitedCount: result.drawn.length,
    backupCount: result.backups.length,
    eligibleCount: result.eligibleCount,
  });
  const contacts = await findExpertContacts(
    tx,
    result.drawn.map((e) => e.id),
  );
  // RETURNING order is not promised by SQL: match the rows by expert, who appears once per extraction.
  const invitationIdOf = new Map(rows.map((r) => [r.specialistId, r.id]));
  const messages: InvitationMessage[] = result.drawn.map((e, i) => ({
    invitationId: invitationIdOf.get(e.id)!,
    specialistName: e.name,
    mobile: contacts.get(e.id)!.mobile,
    key: memberKeys[i]!.key,
  }));
  return {
    summary: {
      extractionId,
      eligibleCount: result.eligibleCount,
      invited: messages.length,
      backups: result.backups.length,
    },
    messages,
  };
}
