import { ALL_PERMISSIONS, PERMISSION_LABELS, type Permission } from '@swp/core/permissions';

/** The role editor's choices: each seed permission by the menu name it opens, the raw string beside it. */
export const PERMISSION_OPTIONS = ALL_PERMISSIONS.map((p) => ({ value: p, label: PERMISSION_LABELS[p] }));

export const permissionLabel = (p: string) => PERMISSION_LABELS[p as Permission] ?? p;
