/**
 * The 专业类别 tree as flat rows (what the database holds) and as nested nodes (what a tree control shows). Pure,
 * so the server's search by a specialty "including its descendants" and the web's tree agree.
 */

export interface SpecialtyRow {
  id: number;
  name: string;
  parentId: number | null;
  sort: number;
}

export interface SpecialtyNode extends SpecialtyRow {
  children: SpecialtyNode[];
}

const bySortThenId = (a: SpecialtyRow, b: SpecialtyRow) => a.sort - b.sort || a.id - b.id;

/** Nested nodes, siblings ordered by sort then id. A row whose parent is missing is shown as a root. */
export function buildSpecialtyTree(rows: readonly SpecialtyRow[]): SpecialtyNode[] {
  const nodes = new Map<number, SpecialtyNode>();
  for (const row of [...rows].sort(bySortThenId)) nodes.set(row.id, { ...row, children: [] });
  const roots: SpecialtyNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId == null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The id itself and every id below it. Guards against a cycle so that a damaged table cannot hang a request. */
export function specialtyWithDescendants(rows: readonly SpecialtyRow[], id: number): number[] {
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

/** '给排水工程/管网工程': the names from the root down, as the import template and the exports spell a specialty. */
export function specialtyPath(rows: readonly SpecialtyRow[], id: number): string {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const names: string[] = [];
  const seen = new Set<number>();
  for (
    let row = byId.get(id);
    row && !seen.has(row.id);
    row = row.parentId == null ? undefined : byId.get(row.parentId)
  ) {
    seen.add(row.id);
    names.unshift(row.name);
  }
  return names.join(SPECIALTY_PATH_SEPARATOR);
}

export const SPECIALTY_PATH_SEPARATOR = '/';
