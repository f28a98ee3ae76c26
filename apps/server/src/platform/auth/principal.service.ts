import type { Role } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { accountStores } from './account-stores.ts';

type SessionRef = { id: number; role: Role; userId: number };

/**
 * Who a live session belongs to, read fresh on every request so that disabling an account, changing roles or
 * freezing a company takes effect at once. Undefined when the account may no longer act: the same refusal that
 * stops it signing in (the area's account store says which).
 */
export async function loadPrincipal(db: DbOrTx, session: SessionRef): Promise<Principal | undefined> {
  const store = accountStores[session.role];
  const account = await store.byId(db, session.userId);
  if (!account || account.refusal) return undefined;
  return {
    role: session.role,
    userId: session.userId,
    sessionId: session.id,
    name: account.name,
    account: account.account,
    perms: await store.perms(db, session.userId),
    mustChangePassword: account.mustChangePassword,
  };
}
