import { maskIdNumber, reconcileWithIdNumber, type SpecialistCreateInput, type SpecialistUpdateInput } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { invalid, notFound, ruleBroken } from '../../lib/errors.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import { revokeAllSessions } from '../../platform/auth/session.repo.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { existingSpecialtyIds } from '../specialties/specialties.repo.ts';
import { duplicateSpecialistMessage } from './specialist-duplicates.ts';
import {
  archiveSpecialistRow,
  countInvitationsOf,
  deleteSpecialistRow,
  findSpecialistById,
  idNumberTaken,
  insertSpecialists,
  lockSpecialist,
  mobileTaken,
  replaceSpecialties,
  type SpecialistRecord,
  specialtiesOf,
  updateSpecialistRow,
} from './specialists.repo.ts';

/**
 * Runs a change in one transaction and turns a unique-index refusal (two requests that passed their checks
 * together) into the same message the check would have given.
 */
async function inTransaction<T>(deps: Deps, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(work);
  } catch (error) {
    const duplicate = duplicateSpecialistMessage(error);
    if (duplicate) throw ruleBroken(duplicate);
    throw error;
  }
}

async function lockedOrNotFound(tx: DbOrTx, id: number): Promise<SpecialistRecord> {
  const row = await lockSpecialist(tx, id);
  if (!row) throw notFound('专家不存在');
  return row;
}

export async function assertSpecialtiesExist(tx: DbOrTx, ids: readonly number[]) {
  const found = await existingSpecialtyIds(tx, ids);
  if (found.size !== ids.length) throw invalid('所选专业类别不存在，请刷新后重新选择');
}

async function assertUnique(tx: DbOrTx, values: { mobile?: string; idNumber?: string | null }, exceptId?: number) {
  if (values.mobile && (await mobileTaken(tx, values.mobile, exceptId))) throw ruleBroken('手机号已存在');
  if (values.idNumber && (await idNumberTaken(tx, values.idNumber, exceptId))) throw ruleBroken('身份证号已存在');
}

export async function createSpecialist(
  deps: Deps,
  principal: Principal,
  input: SpecialistCreateInput,
  meta: RequestMeta,
) {
  return inTransaction(deps, async (tx) => {
    await assertSpecialtiesExist(tx, input.specialtyIds);
    await assertUnique(tx, input);
    const now = deps.clock.now();
    const { specialtyIds, ...fields } = input;
    const [row] = await insertSpecialists(tx, [{ ...fields, createdAt: now, updatedAt: now }]);
    await replaceSpecialties(tx, row!.id, specialtyIds);
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'specialist.create',
      target: { type: 'specialist', id: row!.id },
      detail: { name: input.name, mobile: maskMobile(input.mobile), specialtyIds },
      ip: meta.ip,
    });
    return { id: row!.id };
  });
}

type Editable = Omit<SpecialistCreateInput, 'specialtyIds'>;
const EDITABLE: (keyof Editable)[] = [
  'name',
  'gender',
  'mobile',
  'idNumber',
  'birthDate',
  'title',
  'employer',
  'region',
  'category',
  'external',
  'deptName',
];

/** What the audit line keeps of a value: personal numbers only masked, since the log can never be purged. */
function auditValue(field: keyof Editable, value: unknown) {
  if (field === 'idNumber') return maskIdNumber(value as string | null);
  if (field === 'mobile') return maskMobile(String(value));
  return value;
}

/** Absent fields keep their value; gender and birth date follow a (new or kept) ID number. */
function mergeEdit(row: SpecialistRecord, input: SpecialistUpdateInput): Editable {
  const next = { ...row } as Editable;
  for (const field of EDITABLE) {
    const value = input[field];
    if (value !== undefined) (next as Record<string, unknown>)[field] = value;
  }
  const derived = reconcileWithIdNumber({
    idNumber: next.idNumber,
    // Only what the user stated is checked against the ID number; stored values are simply re-derived.
    gender: input.gender === undefined ? (next.idNumber ? undefined : row.gender) : input.gender,
    birthDate: input.birthDate === undefined ? (next.idNumber ? undefined : row.birthDate) : input.birthDate,
  });
  if (!derived.ok) throw invalid(derived.message);
  return { ...next, gender: derived.gender, birthDate: derived.birthDate };
}

export async function updateSpecialist(
  deps: Deps,
  principal: Principal,
  input: SpecialistUpdateInput,
  meta: RequestMeta,
) {
  return inTransaction(deps, async (tx) => {
    const row = await lockedOrNotFound(tx, input.id);
    const next = mergeEdit(row, input);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of EDITABLE) {
      if (next[field] !== row[field]) {
        changes[field] = { from: auditValue(field, row[field]), to: auditValue(field, next[field]) };
      }
    }
    await assertUnique(
      tx,
      { mobile: changes.mobile ? next.mobile : undefined, idNumber: changes.idNumber ? next.idNumber : undefined },
      row.id,
    );
    if (input.specialtyIds) {
      await assertSpecialtiesExist(tx, input.specialtyIds);
      const before = ((await specialtiesOf(tx, [row.id])).get(row.id) ?? []).map((s) => s.id).sort();
      const after = [...input.specialtyIds].sort();
      if (before.join() !== after.join()) {
        changes.specialtyIds = { from: before, to: after };
        await replaceSpecialties(tx, row.id, after);
      }
    }
    if (Object.keys(changes).length === 0) return;
    const patch = Object.fromEntries(EDITABLE.filter((f) => f in changes).map((f) => [f, next[f]]));
    await updateSpecialistRow(tx, row.id, { ...patch, updatedAt: deps.clock.now() });
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'specialist.update',
      target: { type: 'specialist', id: row.id },
      detail: { name: next.name, changes },
      ip: meta.ip,
    });
  });
}

/** 冻结 / 解冻: a frozen expert is never drawn (core eligibility); the reason goes to the audit log. */
export async function setSpecialistStatus(
  deps: Deps,
  principal: Principal,
  input: { id: number; reason: string },
  status: 'normal' | 'frozen',
  meta: RequestMeta,
) {
  await inTransaction(deps, async (tx) => {
    const row = await lockedOrNotFound(tx, input.id);
    if (row.status === status) throw ruleBroken(status === 'frozen' ? '该专家已是冻结状态' : '该专家未被冻结');
    await updateSpecialistRow(tx, row.id, { status, updatedAt: deps.clock.now() });
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: status === 'frozen' ? 'specialist.freeze' : 'specialist.unfreeze',
      target: { type: 'specialist', id: row.id },
      detail: { name: row.name, reason: input.reason },
      ip: meta.ip,
    });
  });
}

/**
 * 删除. An expert with a history (ever invited — a committee record names them) is archived: gone from the pool, its
 * lists, reads and draws, kept for the records. One never invited is removed. Either way the answer is the same
 * success, so deleting cannot tell anyone that an expert sits on a committee still confidential before its openTime
 * (extraction/committee-access.ts). The expert's sessions end in both cases.
 */
export async function deleteSpecialist(deps: Deps, principal: Principal, id: number, meta: RequestMeta) {
  try {
    await removeSpecialist(deps, principal, id, meta, { archiveAlways: false });
  } catch (error) {
    // A table that comes to refer to experts without being counted below refuses the removal: keep the row then.
    if (!isForeignKeyViolation(error)) throw error;
    await removeSpecialist(deps, principal, id, meta, { archiveAlways: true });
  }
}

async function removeSpecialist(
  deps: Deps,
  principal: Principal,
  id: number,
  meta: RequestMeta,
  options: { archiveAlways: boolean },
) {
  await inTransaction(deps, async (tx) => {
    const row = await lockedOrNotFound(tx, id);
    const now = deps.clock.now();
    const archive = options.archiveAlways || (await countInvitationsOf(tx, id)) > 0;
    if (archive) await archiveSpecialistRow(tx, id, now);
    else await deleteSpecialistRow(tx, id);
    await revokeAllSessions(tx, 'specialist', id, now);
    // The same line either way: the audit log is no place to tell a committee either (the row itself shows it).
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'specialist.delete',
      target: { type: 'specialist', id },
      detail: { name: row.name, mobile: maskMobile(row.mobile), account: row.account },
      ip: meta.ip,
    });
  });
}

/** The one way to see a full ID number: each look is written to the audit log with who and when. */
export async function revealIdNumber(deps: Deps, principal: Principal, id: number, meta: RequestMeta) {
  return deps.db.transaction(async (tx) => {
    const row = await findSpecialistById(tx, id);
    if (!row) throw notFound('专家不存在');
    if (!row.idNumber) throw ruleBroken('该专家未登记身份证号');
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'specialist.revealIdNumber',
      target: { type: 'specialist', id },
      detail: { name: row.name },
      ip: meta.ip,
    });
    return { idNumber: row.idNumber };
  });
}
