import type { ReactNode } from 'react';

/**
 * One table per area drives both the menu and the breadcrumbs (and the routes): a leaf has a path under the
 * area's layout; a group has a key and children. `permission` is a name from the catalogue or '*' (anyone).
 */
export interface RouteEntry {
  title: string;
  path?: string;
  key?: string;
  permission?: string;
  icon?: ReactNode;
  children?: RouteEntry[];
  /** Routed and shown in the breadcrumb, but not offered in the menu (change password, register…). */
  hideInMenu?: boolean;
  /** Vender pages that need a signed-in supplier. */
  requiresLogin?: boolean;
  element?: ReactNode;
}

export type PermissionCheck = (permission: string | undefined) => boolean;

const entryKey = (e: RouteEntry) => e.path ?? e.key ?? e.title;

/** The entries the menu shows: permitted leaves, and groups that are permitted and keep at least one leaf. */
export function visibleEntries(entries: readonly RouteEntry[], can: PermissionCheck): RouteEntry[] {
  const out: RouteEntry[] = [];
  for (const e of entries) {
    if (e.hideInMenu || !can(e.permission)) continue;
    if (e.children) {
      const children = visibleEntries(e.children, can);
      if (children.length) out.push({ ...e, children });
    } else out.push(e);
  }
  return out;
}

/** Every routed leaf (menu or not), depth first. */
export function leaves(entries: readonly RouteEntry[]): RouteEntry[] {
  return entries.flatMap((e) => (e.children ? leaves(e.children) : e.path ? [e] : []));
}

/** The chain of entries (group → leaf) whose leaf path is the first segment of `rest`. */
export function trailFor(entries: readonly RouteEntry[], rest: string): RouteEntry[] {
  const segment = rest.replace(/^\/+/, '').split('/')[0] ?? '';
  for (const e of entries) {
    if (e.children) {
      const inner = trailFor(e.children, segment);
      if (inner.length) return [e, ...inner];
    } else if (e.path === segment) return [e];
  }
  return [];
}

export const keyOf = entryKey;
