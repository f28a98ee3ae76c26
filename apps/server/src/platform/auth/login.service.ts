import { SIGN_IN_SMS_PURPOSE } from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { dummyPasswordHash, passwordHashGate, verifyPassword } from '../../lib/crypto.ts';
import { badCredentials } from '../../lib/errors.ts';
import { audit } from '../audit/audit.service.ts';
import { verifySmsCode } from '../sms-code/sms-code.service.ts';
import type { AccountRecord, AccountStore } from './account-store.ts';
import { countAttempt, forgetFailures, recordFailure } from './login-guard.service.ts';
import { issueSession } from './session.service.ts';

export interface SignedIn {
  account: AccountRecord;
  token: string;
  expiresAt: Date;
}

async function startSession(
  deps: Deps,
  store: AccountStore,
  account: AccountRecord,
  method: string,
  meta: RequestMeta,
) {
  return deps.db.transaction(async (tx) => {
    const session = await issueSession(tx, deps.clock, store.role, account.id, meta.ip);
    await audit(tx, deps.clock, {
      actor: { role: store.role, id: account.id, name: account.name },
      action: 'auth.login',
      target: { type: store.role, id: account.id },
      detail: { method },
      ip: meta.ip,
    });
    return { account, ...session };
  });
}

/**
 * Account + password. A missing account costs the same time and gives the same message as a wrong password, and
 * counts towards the same lock.
 */
export async function loginWithPassword(
  deps: Deps,
  store: AccountStore,
  input: { account: string; password: string },
  meta: RequestMeta,
): Promise<SignedIn> {
  const account = await checkPassword(deps, store, input, meta);
  if (account.refusal) throw badCredentials(account.refusal);
  return startSession(deps, store, account, 'password', meta);
}

/**
 * A place in the hash gate first (429 at once when the line is full), then the attempt is counted (refused while
 * locked, nothing compared), then the password is compared — against a dummy hash when there is no such account.
 */
async function checkPassword(
  deps: Deps,
  store: AccountStore,
  input: { account: string; password: string },
  meta: RequestMeta,
): Promise<AccountRecord> {
  const pass = passwordHashGate.admit();
  try {
    const attempt = await countAttempt(deps.db, deps.clock, store.role, input.account, meta.ip);
    const account = await store.byAccount(deps.db, input.account);
    const hash = account?.passwordHash ?? (await dummyPasswordHash());
    const passwordOk = await pass.run(() => verifyPassword(input.password, hash));
    if (!account?.passwordHash || !passwordOk) throw await recordFailure(deps.db, deps.clock, attempt);
    await forgetFailures(deps.db, attempt);
    return account;
  } finally {
    pass.leave();
  }
}

/**
 * Mobile + SMS code of this area's sign-in purpose. The code is checked first, so only the phone's holder learns
 * whether an account exists.
 */
export async function loginWithSmsCode(
  deps: Deps,
  store: AccountStore,
  input: { mobile: string; code: string },
  meta: RequestMeta,
): Promise<SignedIn> {
  await verifySmsCode(deps, input.mobile, SIGN_IN_SMS_PURPOSE[store.role], input.code);
  const account = await store.byMobile(deps.db, input.mobile);
  if (!account) throw badCredentials('该手机号未绑定账号，请使用账号密码登录或联系管理员');
  if (account.refusal) throw badCredentials(account.refusal);
  const held = await store.smsSignInRefusal(deps.db, account.id, deps.clock.now());
  if (held) throw badCredentials(held);
  return startSession(deps, store, account, 'sms', meta);
}
