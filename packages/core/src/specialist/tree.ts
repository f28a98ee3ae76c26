/**
 * The 专业类别 tree as flat rows (what the database holds) and as nested nodes (what a tree control shows). The
 * walking itself is the shared one of `common/tree.ts` (the department tree uses it too).
 */
import { pathFromRoot, type TreeNode } from '../common/tree.ts';

export interface SpecialtyRow {
  id: number;
  name: string;
  parentId: number | null;
  sort: number;
}

export type SpecialtyNode = TreeNode<SpecialtyRow>;

export const SPECIALTY_PATH_SEPARATOR = '/';

/** '给排水工程/管网工程': the names from the root down, as the import template and the exports spell a specialty. */
export function specialtyPath(rows: readonly SpecialtyRow[], id: number): string {
  return pathFromRoot(rows, id)
    .map((r) => r.name)
    .join(SPECIALTY_PATH_SEPARATOR);
}
