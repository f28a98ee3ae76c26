import {
  buildTree,
  type CreateDepartment,
  type DepartmentNode,
  type MoveDepartment,
  type RenameDepartment,
  type SetDepartmentEnabled,
} from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import {
  changeTree,
  createNode,
  existingNode,
  moveNode,
  removeNode,
  renameNode,
  type TreeKind,
} from '../tree/tree.service.ts';
import { departmentTreeRepo, departmentUsage, listDepartments, setDepartmentEnabledFlag } from './departments.repo.ts';

/** 机构管理 on the shared tree service (platform/tree): the department's wording and what refers to one. */
const departmentKind: TreeKind = {
  target: 'department',
  repo: departmentTreeRepo,
  refusals: {
    notFound: () => notFound('机构不存在'),
    parentMissing: () => ruleBroken('上级机构不存在'),
    duplicateName: () => ruleBroken('同级机构中已存在同名机构'),
    underItself: () => ruleBroken('不能移动到自身或其下级机构'),
    hasChildren: () => ruleBroken('该机构下还有子机构，不能删除'),
  },
  // A department anyone or anything still refers to is disabled instead.
  async stillUsed(tx, id) {
    const usage = await departmentUsage(tx, id);
    if (usage.staff > 0) return ruleBroken('该机构下还有人员，不能删除');
    if (usage.projects > 0) return ruleBroken('该机构下还有项目，不能删除');
    return undefined;
  },
};

export async function departmentTree(deps: Deps): Promise<DepartmentNode[]> {
  return buildTree(await listDepartments(deps.db));
}

export const createDepartment = (deps: Deps, principal: Principal, input: CreateDepartment, meta: RequestMeta) =>
  createNode(deps, departmentKind, principal, input, meta);

export const renameDepartment = (deps: Deps, principal: Principal, input: RenameDepartment, meta: RequestMeta) =>
  renameNode(deps, departmentKind, principal, input, meta);

/** A move keeps the department's position under the same parent and puts it last under a new one. */
export const moveDepartment = (deps: Deps, principal: Principal, input: MoveDepartment, meta: RequestMeta) =>
  moveNode(deps, departmentKind, principal, { id: input.id, parentId: input.parentId }, meta);

export const removeDepartment = (deps: Deps, principal: Principal, input: { id: number }, meta: RequestMeta) =>
  removeNode(deps, departmentKind, principal, input, meta);

/** Disabling keeps the department in the tree (projects and accounts point at it) but out of the pickers. */
export function setDepartmentEnabled(deps: Deps, principal: Principal, input: SetDepartmentEnabled, meta: RequestMeta) {
  return changeTree(deps, departmentKind, principal, meta, async (tx) => {
    const row = await existingNode(tx, departmentKind, input.id);
    await setDepartmentEnabledFlag(tx, row.id, input.enabled);
    return { verb: input.enabled ? 'enable' : 'disable', id: row.id, detail: { name: row.name }, result: undefined };
  });
}
