import type { Role } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';

/** What the shared sign-in services need to know about an account, whichever area it belongs to. */
export interface AccountRecord {
  id: number;
  /** The name the audit log shows. */
  name: string;
  /** What the user types to sign in; password attempts are counted by it. */
  account: string;
  passwordHash: string | null;
  /** An initial or reset password was given to the user: they must choose their own before anything else. */
  mustChangePassword: boolean;
  /** Set when the account exists but may not sign in or act (disabled, frozen): the Chinese reason. */
  refusal?: string;
}

/**
 * One area's accounts as sign-in, password change, lockout and every request's access check see them. The
 * services in this folder do the rest the same way for all areas; `accountStores` holds one per role.
 */
export interface AccountStore {
  role: Role;
  byAccount(db: DbOrTx, account: string): Promise<AccountRecord | undefined>;
  byMobile(db: DbOrTx, mobile: string): Promise<AccountRecord | undefined>;
  byId(db: DbOrTx, id: number): Promise<AccountRecord | undefined>;
  /** Sets a password the user chose themselves (so any must-change flag is cleared). */
  setOwnPassword(db: DbOrTx, id: number, passwordHash: string, now: Date): Promise<void>;
  /** The permission names the account holds (staff, through its roles; the other areas hold none). */
  perms(db: DbOrTx, id: number): Promise<string[]>;
  /** Why the account may not sign in by SMS code now, though it may by password (staff: a mobile just changed). */
  smsSignInRefusal(db: DbOrTx, id: number, now: Date): Promise<string | undefined>;
}

/** How an account is looked up: by what the user types, by mobile (SMS sign-in), by id (a session). */
export type AccountKey = 'account' | 'mobile' | 'id';

/** What an area's repository supplies: the lookup of its table's row and what the row means. */
export interface AccountTable<Row> {
  role: Role;
  /** The row with this value in the key's column, or undefined (only rows that can be an account). */
  find(db: DbOrTx, by: AccountKey, value: string | number): Promise<Row | undefined>;
  toRecord(row: Row): AccountRecord;
  setOwnPassword: AccountStore['setOwnPassword'];
  perms?: AccountStore['perms'];
  smsSignInRefusal?: AccountStore['smsSignInRefusal'];
}

/** The one shape of an account store: each area (staff, specialist, vender) is this over its own table. */
export function accountStore<Row>(table: AccountTable<Row>): AccountStore {
  const one = async (db: DbOrTx, by: AccountKey, value: string | number) => {
    const row = await table.find(db, by, value);
    return row === undefined ? undefined : table.toRecord(row);
  };
  return {
    role: table.role,
    byAccount: (db, account) => one(db, 'account', account),
    byMobile: (db, mobile) => one(db, 'mobile', mobile),
    byId: (db, id) => one(db, 'id', id),
    setOwnPassword: table.setOwnPassword,
    perms: table.perms ?? (async () => []),
    smsSignInRefusal: table.smsSignInRefusal ?? (async () => undefined),
  };
}
