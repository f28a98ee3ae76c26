/**
 * The trees the platform keeps as flat rows with a parent id (机构 departments, 专业类别 specialties): nesting them
 * for a tree control and walking them. Pure, so the server's checks ("not under its own descendant", a search by
 * a specialty including everything below it) and what the screens show agree. Every walk stops at a node it has
 * already seen, so a damaged table with a cycle cannot hang a request.
 */

export interface TreeRow {
  id: number;
  parentId: number | null;
  sort: number;
}

export type TreeNode<R extends TreeRow> = R & { children: TreeNode<R>[] };

const bySortThenId = (a: TreeRow, b: TreeRow) => a.sort - b.sort || a.id - b.id;

/** Nested nodes, siblings ordered by sort then id. A row whose parent is missing is shown as a root. */
export function buildTree<R extends TreeRow>(rows: readonly R[]): TreeNode<R>[] {
  const nodes = new Map<number, TreeNode<R>>();
  for (const row of [...rows].sort(bySortThenId)) nodes.set(row.id, { ...row, children: [] });
  const roots: TreeNode<R>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId == null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The id itself and every id below it. */
export function selfAndDescendants(rows: readonly TreeRow[], id: number): number[] {
  const children = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parentId == null) continue;
    const list = children.get(row.parentId) ?? [];
    list.push(row.id);
    children.set(row.parentId, list);
  }
  const seen = new Set<number>([id]);
  const queue = [id];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      if (!seen.has(child)) {
        seen.add(child);
        queue.push(child);
      }
    }
  }
  return [...seen];
}

/** The rows from the root down to the row with this id (empty when there is none). */
export function pathFromRoot<R extends TreeRow>(rows: readonly R[], id: number): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path: R[] = [];
  const seen = new Set<number>();
  for (
    let row = byId.get(id);
    row && !seen.has(row.id);
    row = row.parentId == null ? undefined : byId.get(row.parentId)
  ) {
    seen.add(row.id);
    path.unshift(row);
  }
  return path;
}
