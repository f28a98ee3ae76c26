import {
  buildSpecialtyTree,
  type SpecialtyTreeNode,
  type specialtyCreateInput,
  type specialtyMoveInput,
  type specialtyRenameInput,
  specialtyWithDescendants,
} from '@swp/core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import {
  deleteSpecialty,
  expertCountsBySpecialty,
  findSpecialty,
  insertSpecialty,
  listSpecialties,
  lockSpecialtyTree,
  nextSiblingSort,
  type SpecialtyRecord,
  siblingNameTaken,
  specialtyUsage,
  updateSpecialty,
} from './specialties.repo.ts';

type CreateSpecialty = z.infer<typeof specialtyCreateInput>;
type RenameSpecialty = z.infer<typeof specialtyRenameInput>;
type MoveSpecialty = z.infer<typeof specialtyMoveInput>;

const duplicateName = (name: string) => `同一级下已有名为“${name}”的专业类别`;

/** The 专业类别 tree with the number of experts holding each node. */
export async function specialtyTree(deps: Deps): Promise<SpecialtyTreeNode[]> {
  const [rows, counts] = [await listSpecialties(deps.db), await expertCountsBySpecialty(deps.db)];
  const withCounts = (nodes: ReturnType<typeof buildSpecialtyTree>): SpecialtyTreeNode[] =>
    nodes.map((n) => ({ ...n, expertCount: counts.get(n.id) ?? 0, children: withCounts(n.children) }));
  return withCounts(buildSpecialtyTree(rows));
}

/** One tree change in one transaction: the tree lock, the change (which may refuse), the audit line. */
async function changeTree<T>(
  deps: Deps,
  principal: Principal,
  meta: RequestMeta,
  change: (tx: DbOrTx) => Promise<{ action: string; id: number; detail: Record<string, unknown>; result: T }>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    await lockSpecialtyTree(tx);
    const done = await change(tx);
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: done.action,
      target: { type: 'specialty', id: done.id },
      detail: done.detail,
      ip: meta.ip,
    });
    return done.result;
  });
}

async function existing(tx: DbOrTx, id: number): Promise<SpecialtyRecord> {
  const row = await findSpecialty(tx, id);
  if (!row) throw notFound('专业类别不存在');
  return row;
}

async function assertParentExists(tx: DbOrTx, parentId: number | null) {
  if (parentId !== null && !(await findSpecialty(tx, parentId))) throw notFound('上级专业类别不存在');
}

export function createSpecialty(deps: Deps, principal: Principal, input: CreateSpecialty, meta: RequestMeta) {
  const parentId = input.parentId ?? null;
  return changeTree(deps, principal, meta, async (tx) => {
    await assertParentExists(tx, parentId);
    if (await siblingNameTaken(tx, parentId, input.name)) throw ruleBroken(duplicateName(input.name));
    const sort = await nextSiblingSort(tx, parentId);
    const row = await insertSpecialty(tx, { name: input.name, parentId, sort, createdAt: deps.clock.now() });
    return { action: 'specialty.create', id: row.id, detail: { name: row.name, parentId }, result: { id: row.id } };
  });
}

export function renameSpecialty(deps: Deps, principal: Principal, input: RenameSpecialty, meta: RequestMeta) {
  return changeTree(deps, principal, meta, async (tx) => {
    const row = await existing(tx, input.id);
    if (await siblingNameTaken(tx, row.parentId, input.name, row.id)) throw ruleBroken(duplicateName(input.name));
    await updateSpecialty(tx, row.id, { name: input.name });
    return { action: 'specialty.rename', id: row.id, detail: { from: row.name, to: input.name }, result: undefined };
  });
}

export function moveSpecialty(deps: Deps, principal: Principal, input: MoveSpecialty, meta: RequestMeta) {
  const parentId = input.parentId ?? null;
  return changeTree(deps, principal, meta, async (tx) => {
    const row = await existing(tx, input.id);
    await assertParentExists(tx, parentId);
    if (parentId !== null && specialtyWithDescendants(await listSpecialties(tx), row.id).includes(parentId)) {
      throw ruleBroken('不能移动到自身或其下级专业类别之下');
    }
    if (await siblingNameTaken(tx, parentId, row.name, row.id)) throw ruleBroken(duplicateName(row.name));
    // Without a position, the same parent keeps the old one and a new parent puts it last.
    const sort = input.sort ?? (parentId === row.parentId ? row.sort : await nextSiblingSort(tx, parentId));
    await updateSpecialty(tx, row.id, { parentId, sort });
    return {
      action: 'specialty.move',
      id: row.id,
      detail: { fromParentId: row.parentId, toParentId: parentId, sort },
      result: undefined,
    };
  });
}

/** Only an unused leaf may go: experts and past extractions refer to specialties by id. */
export function removeSpecialty(deps: Deps, principal: Principal, input: { id: number }, meta: RequestMeta) {
  return changeTree(deps, principal, meta, async (tx) => {
    const row = await existing(tx, input.id);
    const usage = await specialtyUsage(tx, row.id);
    if (usage.children > 0) throw ruleBroken('请先删除下级专业类别');
    if (usage.experts > 0) throw ruleBroken(`已有${usage.experts}位专家属于该专业类别，不能删除`);
    if (usage.extractions > 0) throw ruleBroken('该专业类别已用作专家抽取条件，不能删除');
    await deleteSpecialty(tx, row.id);
    return {
      action: 'specialty.delete',
      id: row.id,
      detail: { name: row.name, parentId: row.parentId },
      result: undefined,
    };
  });
}
