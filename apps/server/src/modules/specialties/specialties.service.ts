import {
  buildTree,
  type SpecialtyTreeNode,
  type specialtyCreateInput,
  type specialtyMoveInput,
  type specialtyRenameInput,
} from '@swp/core';
import type { z } from 'zod';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import { createNode, moveNode, removeNode, renameNode, type TreeKind } from '../../platform/tree/tree.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { expertCountsBySpecialty, listSpecialties, specialtyTreeRepo, specialtyUsage } from './specialties.repo.ts';

type CreateSpecialty = z.infer<typeof specialtyCreateInput>;
type RenameSpecialty = z.infer<typeof specialtyRenameInput>;
type MoveSpecialty = z.infer<typeof specialtyMoveInput>;

/** 专业类别 on the shared tree service (platform/tree): the specialty's wording and what refers to one. */
const specialtyKind: TreeKind = {
  target: 'specialty',
  repo: specialtyTreeRepo,
  refusals: {
    notFound: () => notFound('专业类别不存在'),
    parentMissing: () => notFound('上级专业类别不存在'),
    duplicateName: (name) => ruleBroken(`同一级下已有名为“${name}”的专业类别`),
    underItself: () => ruleBroken('不能移动到自身或其下级专业类别之下'),
    hasChildren: () => ruleBroken('请先删除下级专业类别'),
  },
  // Experts and past extractions refer to specialties by id.
  async stillUsed(tx, id) {
    const usage = await specialtyUsage(tx, id);
    if (usage.experts > 0) return ruleBroken(`已有${usage.experts}位专家属于该专业类别，不能删除`);
    if (usage.extractions > 0) return ruleBroken('该专业类别已用作专家抽取条件，不能删除');
    return undefined;
  },
};

/** The 专业类别 tree with the number of experts holding each node. */
export async function specialtyTree(deps: Deps): Promise<SpecialtyTreeNode[]> {
  const [rows, counts] = [await listSpecialties(deps.db), await expertCountsBySpecialty(deps.db)];
  return buildTree(rows.map((r) => ({ ...r, expertCount: counts.get(r.id) ?? 0 })));
}

/** No position: a new specialty goes last among its siblings. */
export const createSpecialty = (deps: Deps, principal: Principal, input: CreateSpecialty, meta: RequestMeta) =>
  createNode(deps, specialtyKind, principal, { name: input.name, parentId: input.parentId ?? null }, meta);

export const renameSpecialty = (deps: Deps, principal: Principal, input: RenameSpecialty, meta: RequestMeta) =>
  renameNode(deps, specialtyKind, principal, input, meta);

/** A move may give the position among the new siblings (the tree is reordered by dragging). */
export const moveSpecialty = (deps: Deps, principal: Principal, input: MoveSpecialty, meta: RequestMeta) =>
  moveNode(deps, specialtyKind, principal, { id: input.id, parentId: input.parentId ?? null, sort: input.sort }, meta);

/** Only an unused leaf may go. */
export const removeSpecialty = (deps: Deps, principal: Principal, input: { id: number }, meta: RequestMeta) =>
  removeNode(deps, specialtyKind, principal, input, meta);
