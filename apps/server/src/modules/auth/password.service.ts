import { ErrorCode, type ModifyPasswordInput } from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { AppError, badCredentials } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { audit } from '../audit/audit.service.ts';
import type { AccountStore } from './account-store.ts';
import { assertNotLocked, recordFailure } from './login-guard.service.ts';
import { revokeAllSessions, revokeSession } from './session.repo.ts';

/**
 * Changes the caller's own password and revokes every token they hold, this one included (PRODUCT §7): the
 * user signs in again with the new password. A wrong old password counts as a wrong password.
 */
export async function changeOwnPassword(
  deps: Deps,
  store: AccountStore,
  principal: Principal,
  input: ModifyPasswordInput,
  meta: RequestMeta,
): Promise<void> {
  const account = await store.byId(deps.db, principal.userId);
  if (!account?.passwordHash) throw badCredentials('账号不存在或未设置密码');
  await assertNotLocked(deps.db, deps.clock, store.role, principal.account);
  if (!(await verifyPassword(input.oldpassword, account.passwordHash))) {
    const refusal = await recordFailure(deps.db, deps.clock, store.role, principal.account, meta.ip);
    throw refusal.code === ErrorCode.LOCKED ? refusal : new AppError(refusal.code, '旧密码不正确');
  }
  const passwordHash = await hashPassword(input.newpassword);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await store.setOwnPassword(tx, principal.userId, passwordHash, now);
    await revokeAllSessions(tx, store.role, principal.userId, now);
    await audit(tx, deps.clock, {
      actor: { role: store.role, id: principal.userId, name: principal.name },
      action: 'auth.password_change',
      target: { type: store.role, id: principal.userId },
      ip: meta.ip,
    });
  });
}

export async function logout(deps: Deps, principal: Principal, meta: RequestMeta): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, principal.sessionId, deps.clock.now());
    await audit(tx, deps.clock, {
      actor: { role: principal.role, id: principal.userId, name: principal.name },
      action: 'auth.logout',
      target: { type: principal.role, id: principal.userId },
      ip: meta.ip,
    });
  });
}
