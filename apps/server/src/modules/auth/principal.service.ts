import type { Role } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { findSpecialist } from '../specialist-auth/specialist-account.repo.ts';
import { findStaffPerms, findStaffProfile } from '../staff-auth/staff-account.repo.ts';
import { findSupplier } from '../vender-auth/vender-account.repo.ts';

type SessionRef = { id: number; role: Role; userId: number };

/**
 * Who a live session belongs to, read fresh on every request so that disabling an account, changing roles or
 * freezing a company takes effect at once. Undefined when the account may no longer act.
 */
export async function loadPrincipal(db: DbOrTx, session: SessionRef): Promise<Principal | undefined> {
  const base = { role: session.role, userId: session.userId, sessionId: session.id };
  switch (session.role) {
    case 'staff': {
      const profile = await findStaffProfile(db, session.userId);
      if (!profile?.enabled) return undefined;
      const perms = await findStaffPerms(db, session.userId);
      return {
        ...base,
        name: profile.name,
        account: profile.username,
        perms,
        mustChangePassword: profile.mustChangePassword,
      };
    }
    case 'specialist': {
      const row = await findSpecialist(db, session.userId);
      if (!row?.enabled || !row.account) return undefined;
      return {
        ...base,
        name: row.name,
        account: row.account,
        perms: [],
        // An initial or reset password came by SMS: like staff, the expert must choose their own first.
        mustChangePassword: row.mustChangePassword,
      };
    }
    case 'vender': {
      const row = await findSupplier(db, session.userId);
      if (!row || row.status === 'frozen') return undefined;
      return { ...base, name: row.companyName, account: row.account, perms: [], mustChangePassword: false };
    }
  }
}
