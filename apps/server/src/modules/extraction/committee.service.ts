import { drawnSeats } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { assertMayReadCommittee, mayReadCommittee } from './committee-access.ts';
import { presentCommittee, storedRequest } from './committee-view.ts';
import {
  type ExtractionKind,
  type ExtractionRow,
  findExtraction,
  listDraws,
  listExternalTasks,
} from './extraction.repo.ts';
import { findInvitation, listInvitations } from './invitation.repo.ts';

/** Reads of the extraction screens: the committee list (polled), the 抽取记录, the task list. */

const NOT_FOUND_MSG: Record<ExtractionKind, string> = { project: '抽取记录不存在', external: '抽取任务不存在' };

/** The extraction if it exists, is of this screen's kind, and the caller may see its committee. */
export async function openExtraction(
  db: DbOrTx,
  principal: Principal,
  kind: ExtractionKind,
  where: { id: number } | { projectId: number },
  now: Date,
): Promise<ExtractionRow> {
  const extraction = await findExtraction(db, where);
  if (!extraction || extraction.kind !== kind) throw notFound(NOT_FOUND_MSG[kind]);
  assertMayReadCommittee(principal, extraction, now);
  return extraction;
}

/** An invitation named by a staff action (replace, cancel), if it belongs to this screen's kind. */
export async function findInvitationForStaff(db: DbOrTx, kind: ExtractionKind, invitationId: number) {
  const invitation = await findInvitation(db, invitationId);
  if (!invitation || invitation.kind !== kind) throw notFound('专家邀请不存在');
  return invitation;
}

/** Draws, replacements and cancellations of one project (or task) take this lock in turn. */
export const lockScopeOf = (e: Pick<ExtractionRow, 'kind' | 'projectId' | 'id'>) =>
  e.kind === 'project' ? `project:${e.projectId}` : `task:${e.id}`;

function presentExtraction(e: ExtractionRow) {
  const request = storedRequest(e.request);
  return {
    id: e.id,
    kind: e.kind,
    projectId: e.projectId,
    projectName: e.projectName,
    projectCode: e.projectCode,
    openTime: e.openTime?.toISOString() ?? null,
    address: e.address,
    taskName: e.taskName,
    taskDescription: e.taskDescription,
    request,
    createdBy: e.createdBy,
    createdByName: e.createdByName,
    createdAt: e.createdAt.toISOString(),
  };
}

/** The committee with each invitation's live status: cheap indexed reads, fit to be polled every few seconds. */
export async function getCommittee(
  deps: Deps,
  principal: Principal,
  kind: ExtractionKind,
  where: { id: number } | { projectId: number },
) {
  const now = deps.clock.now();
  const extraction = await openExtraction(deps.db, principal, kind, where, now);
  return presentWithInvitations(deps.db, extraction, now);
}

/** The project tab asks by project: `extraction: null` until experts have been drawn. */
export async function getProjectCommittee(deps: Deps, principal: Principal, projectId: number) {
  const now = deps.clock.now();
  const extraction = await findExtraction(deps.db, { projectId });
  if (!extraction) return { extraction: null, seats: null, invitations: [] as [] };
  assertMayReadCommittee(principal, extraction, now);
  return presentWithInvitations(deps.db, extraction, now);
}

async function presentWithInvitations(db: DbOrTx, extraction: ExtractionRow, now: Date) {
  const rows = await listInvitations(db, extraction.id);
  const view = presentExtraction(extraction);
  const openTime = extraction.kind === 'project' ? extraction.openTime : null;
  return { extraction: view, ...presentCommittee(rows, view.request, now, openTime) };
}

export async function getDrawRecords(deps: Deps, principal: Principal, kind: ExtractionKind, extractionId: number) {
  const extraction = await openExtraction(deps.db, principal, kind, { id: extractionId }, deps.clock.now());
  const draws = await listDraws(deps.db, extraction.id);
  return draws.map((d) => ({ ...d, drawnAt: d.drawnAt.toISOString() }));
}

/**
 * 外部招募专家抽取 list. Any user with system:project sees the tasks and their counts; the names stay behind
 * `getCommittee`, so `mayRead` tells the page whether to offer the detail.
 */
export async function listTasks(
  deps: Deps,
  principal: Principal,
  q: { page: number; pageSize: number; keyword?: string },
) {
  const now = deps.clock.now();
  const { list, total } = await listExternalTasks(deps.db, q);
  return {
    list: list.map((t) => {
      const request = storedRequest(t.request);
      return {
        id: t.id,
        taskName: t.taskName,
        taskDescription: t.taskDescription,
        committeeSize: request.committeeSize,
        drawnSeats: drawnSeats(request),
        invitedCount: t.invitedCount,
        confirmedCount: t.confirmedCount,
        createdBy: t.createdBy,
        createdByName: t.createdByName,
        createdAt: t.createdAt.toISOString(),
        mayRead: mayReadCommittee(principal, { createdBy: t.createdBy, openTime: null }, now),
      };
    }),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
