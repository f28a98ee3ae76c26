import { AccountRule } from '@swp/core';
import type { Tx } from '../../db/client.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { lockEnabledUserAdmins, lockUserAdmins } from './accounts.repo.ts';

/**
 * Runs a change that may alter who holds 账号管理 (disabling an account, changing its roles, redefining or deleting
 * a role) and refuses it — rolling the whole transaction back — when afterwards no enabled account holds
 * sys:user:user. One advisory lock serializes these changes across processes, and the holders' rows are locked,
 * so two administrators disabling each other at the same moment cannot both pass: the second one counts after the
 * first has committed.
 */
export async function keepingAUserAdmin<T>(tx: Tx, change: () => Promise<T>): Promise<T> {
  await lockUserAdmins(tx);
  await lockEnabledUserAdmins(tx);
  const result = await change();
  if ((await lockEnabledUserAdmins(tx)).length === 0) throw ruleBroken(AccountRule.LAST_USER_ADMIN);
  return result;
}
