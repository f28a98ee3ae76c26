import { selfAndDescendants } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import type { AppError } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import type { NamedTreeRow, TreeRepo } from './tree.repo.ts';

/**
 * One kind of tree (机构, 专业类别): its table's queries and what differs between kinds — the refusals' wording
 * (and code: a missing parent is a broken rule for departments, not found for specialties, as each README says)
 * and what else may still refer to a node.
 */
export interface TreeKind {
  /** The audit target type and the prefix of its actions: `department` → department.create, department.move … */
  target: string;
  repo: TreeRepo;
  refusals: {
    notFound(): AppError;
    parentMissing(): AppError;
    duplicateName(name: string): AppError;
    underItself(): AppError;
    hasChildren(): AppError;
  };
  /** Why a childless node may still not be deleted (people, projects, experts … refer to it), or undefined. */
  stillUsed(tx: DbOrTx, id: number): Promise<AppError | undefined>;
}

export interface TreeChange<T> {
  /** The verb after the target: `create` is written as `<target>.create`. */
  verb: string;
  id: number;
  detail: Record<string, unknown>;
  result: T;
}

/**
 * Runs one change of a tree in one transaction: the tree lock, the change (which may refuse, and then nothing is
 * written), the audit line.
 */
export function changeTree<T>(
  deps: Deps,
  kind: TreeKind,
  principal: Principal,
  meta: RequestMeta,
  change: (tx: DbOrTx) => Promise<TreeChange<T>>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    await kind.repo.lock(tx);
    const done = await change(tx);
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: `${kind.target}.${done.verb}`,
      target: { type: kind.target, id: done.id },
      detail: done.detail,
      ip: meta.ip,
    });
    return done.result;
  });
}

/** The node, or the kind's not-found refusal. */
export async function existingNode(tx: DbOrTx, kind: TreeKind, id: number): Promise<NamedTreeRow> {
  const row = await kind.repo.find(tx, id);
  if (!row) throw kind.refusals.notFound();
  return row;
}

async function assertParentExists(tx: DbOrTx, kind: TreeKind, parentId: number | null) {
  if (parentId !== null && !(await kind.repo.find(tx, parentId))) throw kind.refusals.parentMissing();
}

/** A new node, last among its siblings unless a position is given; names are unique among siblings. */
export function createNode(
  deps: Deps,
  kind: TreeKind,
  principal: Principal,
  input: { name: string; parentId: number | null; sort?: number },
  meta: RequestMeta,
): Promise<{ id: number }> {
  return changeTree(deps, kind, principal, meta, async (tx) => {
    await assertParentExists(tx, kind, input.parentId);
    if (await kind.repo.siblingNameTaken(tx, input.parentId, input.name)) {
      throw kind.refusals.duplicateName(input.name);
    }
    const sort = input.sort ?? (await kind.repo.nextSiblingSort(tx, input.parentId));
    const row = await kind.repo.insert(tx, {
      name: input.name,
      parentId: input.parentId,
      sort,
      createdAt: deps.clock.now(),
    });
    return { verb: 'create', id: row.id, detail: { name: row.name, parentId: row.parentId }, result: { id: row.id } };
  });
}

export function renameNode(
  deps: Deps,
  kind: TreeKind,
  principal: Principal,
  input: { id: number; name: string },
  meta: RequestMeta,
): Promise<void> {
  return changeTree(deps, kind, principal, meta, async (tx) => {
    const row = await existingNode(tx, kind, input.id);
    if (await kind.repo.siblingNameTaken(tx, row.parentId, input.name, row.id)) {
      throw kind.refusals.duplicateName(input.name);
    }
    await kind.repo.update(tx, row.id, { name: input.name });
    return { verb: 'rename', id: row.id, detail: { from: row.name, to: input.name }, result: undefined };
  });
}

/**
 * Moves a node (with everything below it) under another parent or to the top level, never under itself or its
 * own descendant. Without a position, the same parent keeps the old one and a new parent puts it last.
 */
export function moveNode(
  deps: Deps,
  kind: TreeKind,
  principal: Principal,
  input: { id: number; parentId: number | null; sort?: number },
  meta: RequestMeta,
): Promise<void> {
  const { parentId } = input;
  return changeTree(deps, kind, principal, meta, async (tx) => {
    const row = await existingNode(tx, kind, input.id);
    await assertParentExists(tx, kind, parentId);
    if (parentId !== null && selfAndDescendants(await kind.repo.list(tx), row.id).includes(parentId)) {
      throw kind.refusals.underItself();
    }
    if (await kind.repo.siblingNameTaken(tx, parentId, row.name, row.id)) throw kind.refusals.duplicateName(row.name);
    const sort = input.sort ?? (parentId === row.parentId ? row.sort : await kind.repo.nextSiblingSort(tx, parentId));
    await kind.repo.update(tx, row.id, { parentId, sort });
    return {
      verb: 'move',
      id: row.id,
      detail: { fromParentId: row.parentId, toParentId: parentId, sort },
      result: undefined,
    };
  });
}

/** Deleting is for mistakes: only a leaf nothing refers to may go (the kind says what else refers to it). */
export function removeNode(
  deps: Deps,
  kind: TreeKind,
  principal: Principal,
  input: { id: number },
  meta: RequestMeta,
): Promise<void> {
  return changeTree(deps, kind, principal, meta, async (tx) => {
    const row = await existingNode(tx, kind, input.id);
    if ((await kind.repo.childCount(tx, row.id)) > 0) throw kind.refusals.hasChildren();
    const refusal = await kind.stillUsed(tx, row.id);
    if (refusal) throw refusal;
    await kind.repo.delete(tx, row.id);
    return { verb: 'delete', id: row.id, detail: { name: row.name, parentId: row.parentId }, result: undefined };
  });
}
