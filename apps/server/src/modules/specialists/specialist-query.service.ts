import {
  hasPermission,
  invitationStatus,
  maskIdNumber,
  type Page,
  Permission,
  type SpecialistDetail,
  type SpecialistEvaluation,
  type SpecialistFilter,
  type SpecialistListInput,
  type SpecialistListItem,
  specialtyPath,
  specialtyWithDescendants,
} from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { listSpecialties } from '../specialties/specialties.repo.ts';
import { type InvitationHistoryRow, invitationsOf, lastFreeze } from './specialist-history.repo.ts';
import {
  countSpecialists,
  findSpecialists,
  type SpecialistSearchRow,
  specialistWhere,
} from './specialist-search.repo.ts';
import { findSpecialistById, type SpecialistRow, specialtiesOf } from './specialists.repo.ts';

/** The most rows one export writes: far above any utility's pool, low enough to bound the memory of one request. */
export const EXPORT_ROW_LIMIT = 50_000;

function toListItem(
  row: SpecialistRow,
  specialties: { id: number; name: string }[],
  counts: { declineCount: number; invitationCount: number },
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
    blacklisted: row.blacklisted,
    deptName: row.deptName,
    account: row.account,
    enabled: row.enabled,
    specialties,
    declineCount: Number(counts.declineCount),
    invitationCount: Number(counts.invitationCount),
  };
}

async function whereOf(db: DbOrTx, filter: SpecialistFilter) {
  const specialtyIds =
    filter.specialtyId === undefined
      ? undefined
      : specialtyWithDescendants(await listSpecialties(db), filter.specialtyId);
  return specialistWhere(filter, specialtyIds);
}

async function withSpecialties(db: DbOrTx, rows: SpecialistSearchRow[]): Promise<SpecialistListItem[]> {
  const specialties = await specialtiesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toListItem(r, specialties.get(r.id) ?? [], r));
}

export async function listSpecialists(deps: Deps, input: SpecialistListInput): Promise<Page<SpecialistListItem>> {
  const { page, pageSize, ...filter } = input;
  const where = await whereOf(deps.db, filter);
  const total = await countSpecialists(deps.db, where);
  const rows = await findSpecialists(deps.db, where, pageSize, (page - 1) * pageSize);
  return { list: await withSpecialties(deps.db, rows), total, page, pageSize };
}

/** Every expert matching the filters, for the export (masked like the list). */
export async function specialistsForExport(deps: Deps, filter: SpecialistFilter): Promise<SpecialistListItem[]> {
  const rows = await findSpecialists(deps.db, await whereOf(deps.db, filter), EXPORT_ROW_LIMIT);
  return withSpecialties(deps.db, rows);
}

/**
 * The committee of a project stays confidential until its bids are opened (PRODUCT §3): only holders of
 * system:project (the extraction staff and administrators) see invitations to a project not yet opened.
 */
function isConfidential(row: InvitationHistoryRow, now: Date): boolean {
  if (row.kind !== 'project') return false;
  return row.openTime === null || row.openTime.getTime() > now.getTime();
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
  const [tree, history, freeze, specialties] = [
    await listSpecialties(deps.db),
    await invitationsOf(deps.db, id),
    row.status === 'frozen' ? await lastFreeze(deps.db, id) : null,
    (await specialtiesOf(deps.db, [id])).get(id) ?? [],
  ];
  const seesCommittees = hasPermission(principal.perms, Permission.project);
  const visible = history.filter((h) => seesCommittees || !isConfidential(h, now));
  const counts = {
    declineCount: history.filter((h) => h.isAffirm === -1).length,
    invitationCount: history.length,
  };
  return {
    ...toListItem(row, [], counts),
    specialties: specialties.map((s) => ({ ...s, path: specialtyPath(tree, s.id) })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    frozen: freeze ? { reason: freeze.reason, at: freeze.at.toISOString(), by: freeze.by } : null,
    evaluations: visible.map((h) => toEvaluation(h, now)),
    confidentialEvaluationCount: history.length - visible.length,
  };
}
