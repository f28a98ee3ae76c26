import { ErrorCode, type ModifyPasswordInput } from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { hashPassword, passwordHashGate, verifyPassword } from '../../lib/crypto.ts';
import { AppError, badCredentials } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import type { AccountStore } from './account-store.ts';
import { countAttempt, forgetFailures, recordFailure } from './login-guard.service.ts';
import { revokeAllSessions, revokeSession } from './session.repo.ts';

/**
 * Changes the caller's own password and revokes every token they hold, this one included (docs/integration.md): the
 * user signs in again with the new password. A wrong old password counts as a wrong password: the attempt is
 * counted before the comparison, as at sign-in, and both hashes take their turn in the hash gate.
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
  const passwordHash = await hashIfOldPasswordRight(deps, store, principal, account.passwordHash, input, meta);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await store.setOwnPassword(tx, principal.userId, passwordHash, now);
    await revokeAllSessions(tx, store.role, principal.userId, now);
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'auth.password_change',
      target: { type: store.role, id: principal.userId },
      ip: meta.ip,
    });
  });
}

/** The new password's hash, once the old one was counted as an attempt and found right; else the refusal. */
async function hashIfOldPasswordRight(
  deps: Deps,
  store: AccountStore,
  principal: Principal,
  oldHash: string,
  input: ModifyPasswordInput,
  meta: RequestMeta,
): Promise<string> {
  const pass = passwordHashGate.admit();
  try {
    const attempt = await countAttempt(deps.db, deps.clock, store.role, principal.account, meta.ip);
    if (!(await pass.run(() => verifyPassword(input.oldpassword, oldHash)))) {
      const refusal = await recordFailure(deps.db, deps.clock, attempt);
      throw refusal.code === ErrorCode.LOCKED ? refusal : new AppError(refusal.code, '旧密码不正确');
    }
    await forgetFailures(deps.db, attempt);
    return await pass.run(() => hashPassword(input.newpassword));
  } finally {
    pass.leave();
  }
}

export async function logout(deps: Deps, principal: Principal, meta: RequestMeta): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, principal.sessionId, deps.clock.now());
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'auth.logout',
      target: { type: principal.role, id: principal.userId },
      ip: meta.ip,
    });
  });
}
