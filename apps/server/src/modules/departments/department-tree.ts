import type { DepartmentNode } from '@swp/core';
import type { DepartmentRow } from './departments.repo.ts';

/** Nests the flat rows (already ordered by sort, id) into the tree; a row whose parent is missing becomes a root. */
export function buildDepartmentTree(rows: readonly DepartmentRow[]): DepartmentNode[] {
  const nodes = new Map<number, DepartmentNode>();
  for (const r of rows) {
    nodes.set(r.id, { id: r.id, name: r.name, parentId: r.parentId, sort: r.sort, enabled: r.enabled, children: [] });
  }
  const roots: DepartmentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/**
 * Whether `candidateId` is `departmentId` itself or lies below it: walking up from the candidate reaches the
 * department. The walk stops after as many steps as there are rows, so even a corrupt cycle cannot hang it.
 */
export function isSelfOrDescendant(rows: readonly DepartmentRow[], departmentId: number, candidateId: number) {
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  let current: number | null | undefined = candidateId;
  for (let steps = 0; current != null && steps <= rows.length; steps++) {
    if (current === departmentId) return true;
    current = parentOf.get(current);
  }
  return false;
}
