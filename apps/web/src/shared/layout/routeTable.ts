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
  /**
   * Pages below a leaf that the menu never offers (project/new, project/:id, project/:id/edit): `path` is relative
   * to the leaf, a `:name` segment matches any one segment. They take the leaf's permission unless they name one,
   * are routed like leaves, and add their title to the breadcrumb after the leaf's (which becomes a link).
   */
  pages?: RouteEntry[];
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

/** A leaf's pages with their full path (leaf/page) and permission, never in the menu. */
const pagesOf = (leaf: RouteEntry): RouteEntry[] =>
  (leaf.pages ?? []).map((p) => ({
    ...p,
    path: `${leaf.path}/${p.path}`,
    permission: p.permission ?? leaf.permission,
    hideInMenu: true,
  }));

/** Every routed leaf (menu or not) followed by its pages, depth first. */
export function leaves(entries: readonly RouteEntry[]): RouteEntry[] {
  return entries.flatMap((e) => (e.children ? leaves(e.children) : e.path ? [e, ...pagesOf(e)] : []));
}

const matchesPage = (pattern: string | undefined, segments: readonly string[]) => {
  const parts = (pattern ?? '').split('/');
  return parts.length === segments.length && parts.every((p, i) => p.startsWith(':') || p === segments[i]);
};
const paramCount = (pattern: string | undefined) => (pattern ?? '').split('/').filter((p) => p.startsWith(':')).length;

/** The page a path below a leaf shows; a literal segment wins over a `:param` (project/new is not project/:id). */
const pageFor = (leaf: RouteEntry, segments: readonly string[]) =>
  (leaf.pages ?? [])
    .filter((p) => matchesPage(p.path, segments))
    .sort((a, b) => paramCount(a.path) - paramCount(b.path))[0];

/**
 * The chain of entries (group → leaf → page) whose leaf path is the first segment of `rest`. A page in the chain
 * has no `path` (its pattern cannot be linked to), only a key.
 */
export function trailFor(entries: readonly RouteEntry[], rest: string): RouteEntry[] {
  const [segment = '', ...below] = rest.replace(/^\/+/, '').split('/');
  const inside = below.filter(Boolean);
  for (const e of entries) {
    if (e.children) {
      const inner = trailFor(e.children, rest);
      if (inner.length) return [e, ...inner];
    } else if (e.path === segment) {
      const page = inside.length ? pageFor(e, inside) : undefined;
      if (!page) return [e];
      const key = `${e.path}/${page.path}`;
      return [e, { ...page, key, path: undefined, permission: page.permission ?? e.permission }];
    }
  }
  return [];
}

export const keyOf = entryKey;
