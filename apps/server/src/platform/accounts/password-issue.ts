import type { Tx } from '../../db/client.ts';
import type { Deps, LinkMeta } from '../../deps.ts';
import { hashPassword } from '../../lib/crypto.ts';
import type { Principal } from '../../plugins/access-types.ts';
import type { CredentialStore, Credentials } from '../auth/credential-store.ts';
import { randomInitialPassword } from '../auth/initial-password.ts';
import { type PasswordSmsUndo, sendPasswordSmsOrUndo } from '../auth/password-sms.ts';
import { revokeAllSessions } from '../auth/session.repo.ts';

/**
 * The one flow by which staff give a password to an account they administer — a staff account (账号管理) or an
 * expert's (专家管理), opened or reset. The password is random, hashed before any lock is taken (about 60 ms),
 * written in one transaction, and texted after the commit (no lock is held during a gateway call). It is never
 * logged, audited or returned. If the SMS fails the write is undone and the request refused
 * (`sendPasswordSmsOrUndo`), so nobody is left with a password nobody knows.
 */

type By = { principal: Principal; meta: LinkMeta };

export interface PasswordIssue<A> {
  /** The transaction that writes the hash (and whatever else the account needs); answers the account. */
  write(passwordHash: string): Promise<A>;
  /** Where the password goes and the text carrying it. */
  sms(account: A, password: string): { mobile: string; text: string };
  /** How the write is withdrawn when the SMS fails. */
  undo(account: A, passwordHash: string): PasswordSmsUndo;
}

export async function issuePasswordBySms<A>(deps: Deps, by: By, issue: PasswordIssue<A>): Promise<A> {
  const password = randomInitialPassword();
  const passwordHash = await hashPassword(password);
  const account = await issue.write(passwordHash);
  await sendPasswordSmsOrUndo(deps, by, issue.sms(account, password), issue.undo(account, passwordHash));
  return account;
}

/** The account a reset is for, as it was before: what an undo puts back, and the mobile the password goes to. */
export type ResetTarget<Hash extends string | null> = Credentials<Hash> & { id: number; smsTo: string };

/** What differs between the areas' 重置密码; the rest is `resetPasswordBySms`. */
export interface PasswordReset<Hash extends string | null, A extends ResetTarget<Hash>, Guard> {
  credentials: CredentialStore<Hash>;
  /** Runs the write in one transaction, under the area's guard (staff: `keepingEveryPermissionHeld`). */
  transaction<T>(work: (tx: Tx, guard: Guard) => Promise<T>): Promise<T>;
  /** Locks the account and throws what refuses the reset (not found, no account, above the caller, the 24-hour rule). */
  lock(tx: Tx, guard: Guard): Promise<A>;
  /**
   * Writes the reset's 操作日志 line in the transaction. The area writes it, with its own action and wording, so
   * that every action stays a literal where it is written (the audit tests read them there).
   */
  logReset(tx: Tx, account: A): Promise<void>;
  /** The audit line of a reset withdrawn because the SMS failed. */
  withdrawn(account: A): PasswordSmsUndo['withdrawn'];
  smsText(account: A, password: string): string;
}

/**
 * 重置密码: a new random password by SMS, every session of the account ended (like a password change: the tokens
 * of the old one stop working), must-change set again (answered as csflg at sign-in).
 */
export function resetPasswordBySms<Hash extends string | null, A extends ResetTarget<Hash>, Guard>(
  deps: Deps,
  by: By,
  reset: PasswordReset<Hash, A, Guard>,
): Promise<A> {
  return issuePasswordBySms(deps, by, {
    write: (passwordHash) =>
      reset.transaction(async (tx, guard) => {
        const account = await reset.lock(tx, guard);
        const now = deps.clock.now();
        await reset.credentials.issuePassword(tx, account.id, passwordHash, now);
        await revokeAllSessions(tx, reset.credentials.role, account.id, now);
        await reset.logReset(tx, account);
        return account;
      }),
    sms: (account, password) => ({ mobile: account.smsTo, text: reset.smsText(account, password) }),
    undo: (account, passwordHash) => ({
      undo: (tx) =>
        reset.credentials.restorePassword(
          tx,
          account.id,
          passwordHash,
          { passwordHash: account.passwordHash, mustChangePassword: account.mustChangePassword },
          deps.clock.now(),
        ),
      withdrawn: reset.withdrawn(account),
      notDone: '密码未重置',
    }),
  });
}
