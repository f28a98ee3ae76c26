import { ErrorCode, Msg, type Permission } from '@swp/core';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { loadPrincipal } from '../auth/principal.service.ts';
import { findSessionByToken } from '../auth/session.service.ts';

/**
 * The access plugin's staff check, for a public route that only sometimes needs a signed-in user (a download is
 * public once its announcement is published, staff-only before). Same answers as a guarded route: 401 without a
 * live staff token, 403 without the permission or while the password must be changed.
 */
export async function requireStaffPermission(
  deps: Deps,
  token: string | string[] | undefined,
  permission: Permission,
): Promise<Principal> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) {
    throw new AppError(ErrorCode.UNAUTHORIZED, Msg.unauthorized, 401);
  }
  const session = await findSessionByToken(deps.db, deps.clock, token);
  const principal = session?.role === 'staff' ? await loadPrincipal(deps.db, session) : undefined;
  if (!principal) throw new AppError(ErrorCode.UNAUTHORIZED, Msg.unauthorized, 401);
  if (principal.mustChangePassword) throw new AppError(ErrorCode.MUST_CHANGE_PASSWORD, Msg.mustChangePassword, 403);
  if (!principal.perms.includes(permission)) throw new AppError(ErrorCode.FORBIDDEN, Msg.forbidden, 403);
  return principal;
}
