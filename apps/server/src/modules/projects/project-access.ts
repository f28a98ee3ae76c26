import { ErrorCode, hasPermission, Msg, Permission } from '@swp/core';
import { AppError } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';

/**
 * Who may read a project (its fields, drafts included): a holder of 项目管理, exactly as the project routes
 * require. Routes of other features that show a project's data (the template preview on a project) call this
 * before touching the project, and refuse as the access plugin refuses a missing permission (403), so that the
 * refusal tells nothing of the project, not even whether it exists.
 */
export function assertMayReadProject(principal: Pick<Principal, 'perms'>): void {
  if (!hasPermission(principal.perms, Permission.project)) {
    throw new AppError(ErrorCode.FORBIDDEN, Msg.forbidden, 403);
  }
}
