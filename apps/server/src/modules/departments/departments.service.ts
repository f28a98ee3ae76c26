import type {
  CreateDepartment,
  DepartmentNode,
  MoveDepartment,
  RenameDepartment,
  SetDepartmentEnabled,
} from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { buildDepartmentTree, isSelfOrDescendant } from './department-tree.ts';
import {
  type DepartmentRow,
  deleteDepartment,
  departmentUsage,
  findDepartment,
  insertDepartment,
  listDepartments,
  lockDepartmentTree,
  nextSiblingSort,
  siblingNameTaken,
  updateDepartment,
} from './departments.repo.ts';

type Id = { id: number };

const DUPLICATE_NAME = '同级机构中已存在同名机构';

export async function departmentTree(deps: Deps): Promise<DepartmentNode[]> {
  return buildDepartmentTree(await listDepartments(deps.db));
}

/**
 * Runs one tree change: takes the tree lock, loads the department (unless creating), lets `change` refuse or write,
 * and writes the audit line — all in one transaction.
 */
async function changeTree<T>(
  deps: Deps,
  principal: Principal,
  meta: RequestMeta,
  change: (tx: DbOrTx) => Promise<{ action: string; id: number; detail: Record<string, unknown>; result: T }>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    await lockDepartmentTree(tx);
    const done = await change(tx);
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: done.action,
      target: { type: 'department', id: done.id },
      detail: done.detail,
      ip: meta.ip,
    });
    return done.result;
  });
}

async function existing(tx: DbOrTx, id: number): Promise<DepartmentRow> {
  const row = await findDepartment(tx, id);
  if (!row) throw notFound('机构不存在');
  return row;
}

async function assertParentExists(tx: DbOrTx, parentId: number | null) {
  if (parentId !== null && !(await findDepartment(tx, parentId))) throw ruleBroken('上级机构不存在');
}

export function createDepartment(deps: Deps, principal: Principal, input: CreateDepartment, meta: RequestMeta) {
  return changeTree(deps, principal, meta, async (tx) => {
    await assertParentExists(tx, input.parentId);
    if (await siblingNameTaken(tx, input.parentId, input.name)) throw ruleBroken(DUPLICATE_NAME);
    const sort = input.sort ?? (await nextSiblingSort(tx, input.parentId));
    const row = await insertDepartment(tx, {
      name: input.name,
      parentId: input.parentId,
      sort,
      createdAt: deps.clock.now(),
    });
    return {
      action: 'department.create',
      id: row.id,
      detail: { name: row.name, parentId: row.parentId },
      result: { id: row.id },
    };
  });
}

export function renameDepartment(deps: Deps, principal: Principal, input: RenameDepartment, meta: RequestMeta) {
  return changeTree(deps, principal, meta, async (tx) => {
    const row = await existing(tx, input.id);
    if (await siblingNameTaken(tx, row.parentId, input.name, row.id)) throw ruleBroken(DUPLICATE_NAME);
    await updateDepartment(tx, row.id, { name: input.name });
    return { action: 'department.rename', id: row.id, detail: { from: row.name, to: input.name }, result: undefined };
  });
}

export function moveDepartment(deps: Deps, principal: Principal, input: MoveDepartment, meta: RequestMeta) {
  return changeTree(deps, principal, meta, async (tx) => {
    const row = await existing(tx, input.id);
    await assertParentExists(tx, input.parentId);
    if (input.parentId !== null && isSelfOrDescendant(await listDepartments(tx), row.id, input.parentId)) {
      throw ruleBroken('不能移动到自身或其下级机构');
    }
    if (await siblingNameTaken(tx, input.parentId, row.name, row.id)) throw ruleBroken(DUPLICATE_NAME);
    // Moving within the same parent keeps the position; a new parent gets the department last.
    const sort = input.parentId === row.parentId ? row.sort : await nextSiblingSort(tx, input.parentId);
    await updateDepartment(tx, row.id, { parentId: input.parentId, sort });
    return {
      action: 'department.move',
      id: row.id,
      detail: { fromParentId: row.parentId, toParentId: input.parentId },
      result: undefined,
    };
  });
}

export function setDepartmentEnabled(deps: Deps, principal: Principal, input: SetDepartmentEnabled, meta: RequestMeta) {
  return changeTree(deps, principal, meta, async (tx) => {
    const row = await existing(tx, input.id);
    await updateDepartment(tx, row.id, { enabled: input.enabled });
    return {
      action: input.enabled ? 'department.enable' : 'department.disable',
      id: row.id,
      detail: { name: row.name },
      result: undefined,
    };
  });
}

/** Deleting is for mistakes only: a department anyone or anything still refers to is disabled instead. */
export function removeDepartment(deps: Deps, principal: Principal, input: Id, meta: RequestMeta) {
  return changeTree(deps, principal, meta, async (tx) => {
    const row = await existing(tx, input.id);
    const usage = await departmentUsage(tx, row.id);
    if (usage.children > 0) throw ruleBroken('该机构下还有子机构，不能删除');
    if (usage.staff > 0) throw ruleBroken('该机构下还有人员，不能删除');
    if (usage.projects > 0) throw ruleBroken('该机构下还有项目，不能删除');
    await deleteDepartment(tx, row.id);
    return {
      action: 'department.delete',
      id: row.id,
      detail: { name: row.name, parentId: row.parentId },
      result: undefined,
    };
  });
}
