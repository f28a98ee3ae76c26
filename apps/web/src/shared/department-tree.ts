import type { DepartmentNode } from '@swp/core/department/schema';

/** The shape antd's TreeSelect wants. */
export interface DepartmentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children: DepartmentOption[];
}

/**
 * Picker options. Disabled departments are left out (the server refuses them) unless `keep` names one — the
 * department a project already has stays visible so an edit form shows its name, not a bare id. A disabled
 * department's enabled children stay reachable under it, greyed out.
 */
export function departmentOptions(
  nodes: readonly DepartmentNode[],
  opts: {
    keep?: readonly (number | undefined)[];
    /** A department left out with everything below it (moving a department under itself is refused). */
    exclude?: number;
    /** Offer disabled departments too (a new parent may be a disabled department). */
    all?: boolean;
  } = {},
): DepartmentOption[] {
  const out: DepartmentOption[] = [];
  for (const n of nodes) {
    if (n.id === opts.exclude) continue;
    const children = departmentOptions(n.children, opts);
    const kept = opts.all || (opts.keep?.includes(n.id) ?? false);
    if (n.enabled || kept) {
      out.push({ value: n.id, title: n.enabled ? n.name : `${n.name}（已停用）`, children });
    } else if (children.length) {
      out.push({ value: n.id, title: `${n.name}（已停用）`, disabled: true, children });
    }
  }
  return out;
}

/** Every node, depth first. */
export function flattenDepartments(nodes: readonly DepartmentNode[]): DepartmentNode[] {
  return nodes.flatMap((n) => [n, ...flattenDepartments(n.children)]);
}

/** The node with this id, or undefined. */
export const findDepartment = (nodes: readonly DepartmentNode[], id: number) =>
  flattenDepartments(nodes).find((n) => n.id === id);
