import {
  invitationStatus,
  maskIdNumber,
  type Page,
  type SpecialistDetail,
  type SpecialistEvaluation,
  type SpecialistFilter,
  type SpecialistListInput,
  type SpecialistListItem,
  selfAndDescendants,
  specialtyPath,
} from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { bannedIdsOn, beijingToday } from '../blacklist/blacklist-standing.ts';
import { mayReadCommittee } from '../extraction/committee-access.ts';
import { listSpecialties } from '../specialties/specialties.repo.ts';
import { type InvitationHistoryRow, invitationFactsOf, invitationsOf, lastFreeze } from './specialist-history.repo.ts';
import {
  countSpecialists,
  findSpecialists,
  type SpecialistSearchRow,
  specialistWhere,
} from './specialist-search.repo.ts';
import { findSpecialistById, specialtiesOf } from './specialists.repo.ts';

/** The most rows one export writes: far above any utility's pool, low enough to bound the memory of one request. */
export const EXPORT_ROW_LIMIT = 50_000;

interface InvitationCounts {
  declineCount: number;
  invitationCount: number;
}
const NO_INVITATIONS: InvitationCounts = { declineCount: 0, invitationCount: 0 };

/**
 * 受邀次数 and 拒绝次数 as this viewer may know them: an invitation whose committee is still confidential to the
 * viewer (docs/rules.md, extraction/committee-access.ts) is not counted, or a list taken before and after a draw
 * would name the drawn experts.
 */
type InvitationFact = Awaited<ReturnType<typeof invitationFactsOf>>[number];

function countVisible(
  invitations: readonly Pick<InvitationFact, 'isAffirm' | 'createdBy' | 'openTime'>[],
  principal: Principal,
  now: Date,
): InvitationCounts {
  const visible = invitations.filter((i) => mayReadCommittee(principal, i, now));
  return { declineCount: visible.filter((i) => i.isAffirm === -1).length, invitationCount: visible.length };
}

function toListItem(
  row: SpecialistSearchRow,
  specialties: { id: number; name: string }[],
  counts: InvitationCounts,
  banned: ReadonlySet<number>,
): SpecialistListItem {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    mobile: row.mobile,
    // Masked for everyone: the full number only through revealIdNumber, which is audited (README).
    idNumber: maskIdNumber(row.idNumber),
    birthDate: row.birthDate,
    title: row.title,
    employer: row.employer,
    region: row.region,
    category: row.category,
    external: row.external,
    status: row.status,
    // 黑名单: a 禁止参与 in force today, the same rule that keeps the expert out of a draw.
    blacklisted: banned.has(row.id),
    deptName: row.deptName,
    account: row.account,
    enabled: row.enabled,
    specialties,
    declineCount: counts.declineCount,
    invitationCount: counts.invitationCount,
  };
}

async function whereOf(db: DbOrTx, filter: SpecialistFilter) {
  const specialtyIds =
    filter.specialtyId === undefined ? undefined : selfAndDescendants(await listSpecialties(db), filter.specialtyId);
  return specialistWhere(filter, specialtyIds);
}

/** The list items of these rows: their specialties, and their invitation counts as the viewer may know them. */
async function toListItems(
  deps: Deps,
  principal: Principal,
  rows: SpecialistSearchRow[],
): Promise<SpecialistListItem[]> {
  const ids = rows.map((r) => r.id);
  const specialties = await specialtiesOf(deps.db, ids);
  const invitationsByExpert = new Map<number, InvitationFact[]>();
  for (const fact of await invitationFactsOf(deps.db, ids)) {
    const list = invitationsByExpert.get(fact.specialistId);
    if (list) list.push(fact);
    else invitationsByExpert.set(fact.specialistId, [fact]);
  }
  const now = deps.clock.now();
  const banned = await bannedIdsOn(deps.db, 'specialist', beijingToday(deps.clock));
  return rows.map((r) => {
    const invitations = invitationsByExpert.get(r.id);
    const counts = invitations ? countVisible(invitations, principal, now) : NO_INVITATIONS;
    return toListItem(r, specialties.get(r.id) ?? [], counts, banned);
  });
}

export async function listSpecialists(
  deps: Deps,
  principal: Principal,
  input: SpecialistListInput,
): Promise<Page<SpecialistListItem>> {
  const { page, pageSize, ...filter } = input;
  const where = await whereOf(deps.db, filter);
  const total = await countSpecialists(deps.db, where);
  const rows = await findSpecialists(deps.db, where, pageSize, (page - 1) * pageSize);
  return { list: await toListItems(deps, principal, rows), total, page, pageSize };
}

/** Every expert matching the filters, for the export (masked and counted like the list). */
export async function specialistsForExport(
  deps: Deps,
  principal: Principal,
  filter: SpecialistFilter,
): Promise<SpecialistListItem[]> {
  const rows = await findSpecialists(deps.db, await whereOf(deps.db, filter), EXPORT_ROW_LIMIT);
  return toListItems(deps, principal, rows);
}

function toEvaluation(row: InvitationHistoryRow, now: Date): SpecialistEvaluation {
  return {
    invitationId: row.invitationId,
    extractionId: row.extractionId,
    kind: row.kind,
    projectId: row.projectId,
    projectCode: row.projectCode,
    projectName: row.projectName,
    taskName: row.taskName,
    seat: row.seat,
    category: row.category,
    isAffirm: row.isAffirm,
    statusLabel: invitationStatus(row, now).label,
    remark: row.remark,
    invitedAt: row.invitedAt.toISOString(),
    affirmTime: row.affirmTime?.toISOString() ?? null,
    openTime: row.openTime?.toISOString() ?? null,
  };
}

export async function specialistDetail(deps: Deps, principal: Principal, id: number): Promise<SpecialistDetail> {
  const row = await findSpecialistById(deps.db, id);
  if (!row) throw notFound('专家不存在');
  const now = deps.clock.now();
  const [tree, history, freeze, specialties, banned] = [
    await listSpecialties(deps.db),
    await invitationsOf(deps.db, id),
    row.status === 'frozen' ? await lastFreeze(deps.db, id) : null,
    (await specialtiesOf(deps.db, [id])).get(id) ?? [],
    await bannedIdsOn(deps.db, 'specialist', beijingToday(deps.clock)),
  ];
  // The evaluation history and both counts leave out, without a trace, what is confidential to this viewer.
  const visible = history.filter((h) => mayReadCommittee(principal, h, now));
  return {
    ...toListItem(row, [], countVisible(history, principal, now), banned),
    specialties: specialties.map((s) => ({ ...s, path: specialtyPath(tree, s.id) })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    frozen: freeze ? { reason: freeze.reason, at: freeze.at.toISOString(), by: freeze.by } : null,
    evaluations: visible.map((h) => toEvaluation(h, now)),
  };
}
