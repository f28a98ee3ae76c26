import type { Role } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';

/** What the shared sign-in services need to know about an account, whichever area it belongs to. */
export interface AccountRecord {
  id: number;
  /** The name the audit log shows. */
  name: string;
  passwordHash: string | null;
  /** Set when the account exists but may not sign in (disabled, frozen): the Chinese reason. */
  refusal?: string;
}

/** Each area's repository implements this; the services in this folder do the rest the same way for all. */
export interface AccountStore {
  role: Role;
  byAccount(db: DbOrTx, account: string): Promise<AccountRecord | undefined>;
  byMobile(db: DbOrTx, mobile: string): Promise<AccountRecord | undefined>;
  byId(db: DbOrTx, id: number): Promise<AccountRecord | undefined>;
  /** Sets a password the user chose themselves (so any must-change flag is cleared). */
  setOwnPassword(db: DbOrTx, id: number, passwordHash: string, now: Date): Promise<void>;
}
