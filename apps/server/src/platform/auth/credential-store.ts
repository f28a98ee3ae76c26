import type { Role } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';

/** An account's password as its table stores it; `Hash` is `string` where the column is NOT NULL. */
export interface Credentials<Hash extends string | null = string> {
  passwordHash: Hash;
  /** An initial or reset password was given to the user: they must choose their own before anything else. */
  mustChangePassword: boolean;
}

/**
 * Writes an account's credentials (and its updated_at); with `ifHash`, only while its password hash still is that
 * one. Answers whether a row was written. The one primitive each administered table supplies.
 */
export type WriteCredentials<Hash extends string | null> = (
  db: DbOrTx,
  id: number,
  values: Credentials<Hash> & { updatedAt: Date },
  ifHash?: string,
) => Promise<boolean>;

/**
 * The credentials of accounts that staff administer (staff accounts, expert accounts): one interface over the two
 * tables, which store them in the same columns (password_hash, must_change_password). Sessions and failed
 * sign-ins are already one table each, keyed by role. `credentialStore` builds it from a table's writer.
 */
export interface CredentialStore<Hash extends string | null = string | null> {
  role: Role;
  /** A password the user chose themselves: any must-change flag is cleared. */
  setOwnPassword(db: DbOrTx, id: number, passwordHash: string, now: Date): Promise<void>;
  /** A password staff issued (initial or reset, sent by SMS): the user must replace it at the next sign-in. */
  issuePassword(db: DbOrTx, id: number, passwordHash: string, now: Date): Promise<void>;
  /**
   * Undoes an issue: puts `before` back, unless the issued hash is gone (the user signed in and chose their own
   * meanwhile; theirs stands). Answers whether it was put back.
   */
  restorePassword(db: DbOrTx, id: number, issuedHash: string, before: Credentials<Hash>, now: Date): Promise<boolean>;
}

export function credentialStore<Hash extends string | null>(
  role: Role,
  write: WriteCredentials<Hash>,
): CredentialStore<Hash> {
  // A freshly hashed password is a string, which every table's column accepts.
  const issued = (passwordHash: string) => passwordHash as Hash;
  return {
    role,
    async setOwnPassword(db, id, passwordHash, now) {
      await write(db, id, { passwordHash: issued(passwordHash), mustChangePassword: false, updatedAt: now });
    },
    async issuePassword(db, id, passwordHash, now) {
      await write(db, id, { passwordHash: issued(passwordHash), mustChangePassword: true, updatedAt: now });
    },
    restorePassword: (db, id, issuedHash, before, now) => write(db, id, { ...before, updatedAt: now }, issuedHash),
  };
}
