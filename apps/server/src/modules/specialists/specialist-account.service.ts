import type { Deps, LinkMeta } from '../../deps.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import { randomInitialPassword } from '../../platform/auth/initial-password.ts';
import { sendPasswordSmsOrUndo } from '../../platform/auth/password-sms.ts';
import { revokeAllSessions } from '../../platform/auth/session.repo.ts';
import { SmsTemplates } from '../../platform/sms/sms-templates.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { duplicateSpecialistMessage } from './specialist-duplicates.ts';
import { accountTaken, lockSpecialist, swapPasswordHash, updateSpecialistRow } from './specialists.repo.ts';

/**
 * The specialist login (专家账号): staff create it or reset its password; the password is random and reaches
 * the expert only by SMS. It is never logged, audited or returned, and the expert must replace it at the next
 * sign-in (must_change_password, answered as csflg like staff).
 *
 * The SMS goes out after the commit (ARCHITECTURE: no lock is held during a gateway call). If the gateway fails,
 * a compensating transaction withdraws the change, so no account is left with a password nobody knows.
 */

export async function createSpecialistAccount(
  deps: Deps,
  principal: Principal,
  input: { id: number; account: string },
  meta: LinkMeta,
) {
  const password = randomInitialPassword();
  // Hashing (about 60 ms) happens before the transaction, so the row lock is held only for the writes.
  const passwordHash = await hashPassword(password);
  const expert = await deps.db
    .transaction(async (tx) => {
      const row = await lockSpecialist(tx, input.id);
      if (!row) throw notFound('专家不存在');
      if (row.account) throw ruleBroken('该专家已开通账号');
      if (await accountTaken(tx, input.account)) throw ruleBroken('账号已存在');
      const now = deps.clock.now();
      await updateSpecialistRow(tx, row.id, {
        account: input.account,
        passwordHash,
        mustChangePassword: true,
        updatedAt: now,
      });
      await audit(tx, deps.clock, {
        actor: actorOf(principal),
        action: 'specialist.createAccount',
        target: { type: 'specialist', id: row.id },
        detail: { name: row.name, account: input.account, smsTo: maskMobile(row.mobile) },
        ip: meta.ip,
      });
      return row;
    })
    .catch((error: unknown) => {
      if (duplicateSpecialistMessage(error) === '账号已存在') throw ruleBroken('账号已存在');
      throw error;
    });

  await sendPasswordSmsOrUndo(
    deps,
    { principal, meta },
    {
      mobile: expert.mobile,
      text: SmsTemplates.specialistAccountCreated({
        name: expert.name,
        account: input.account,
        password,
        baseUrl: meta.baseUrl,
      }),
    },
    {
      undo: (tx) =>
        swapPasswordHash(tx, expert.id, passwordHash, {
          account: null,
          passwordHash: expert.passwordHash,
          mustChangePassword: expert.mustChangePassword,
          updatedAt: deps.clock.now(),
        }),
      withdrawn: {
        action: 'specialist.createAccountWithdrawn',
        target: { type: 'specialist', id: expert.id },
        detail: { account: input.account },
      },
      notDone: '专家账号未开通',
    },
  );
  return { account: input.account, mobile: maskMobile(expert.mobile) };
}

export async function resetSpecialistPassword(deps: Deps, principal: Principal, id: number, meta: LinkMeta) {
  const password = randomInitialPassword();
  const passwordHash = await hashPassword(password);
  const expert = await deps.db.transaction(async (tx) => {
    const row = await lockSpecialist(tx, id);
    if (!row) throw notFound('专家不存在');
    if (!row.account) throw ruleBroken('该专家尚未开通账号');
    const now = deps.clock.now();
    await updateSpecialistRow(tx, row.id, { passwordHash, mustChangePassword: true, updatedAt: now });
    // Like a password change (docs/integration.md): every token of the old password stops working.
    await revokeAllSessions(tx, 'specialist', row.id, now);
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'specialist.resetPassword',
      target: { type: 'specialist', id: row.id },
      detail: { name: row.name, account: row.account, smsTo: maskMobile(row.mobile) },
      ip: meta.ip,
    });
    return { ...row, account: row.account };
  });

  await sendPasswordSmsOrUndo(
    deps,
    { principal, meta },
    {
      mobile: expert.mobile,
      text: SmsTemplates.specialistPasswordReset({
        name: expert.name,
        account: expert.account,
        password,
        baseUrl: meta.baseUrl,
      }),
    },
    {
      undo: (tx) =>
        swapPasswordHash(tx, expert.id, passwordHash, {
          passwordHash: expert.passwordHash,
          mustChangePassword: expert.mustChangePassword,
          updatedAt: deps.clock.now(),
        }),
      withdrawn: {
        action: 'specialist.resetPasswordWithdrawn',
        target: { type: 'specialist', id: expert.id },
        detail: { account: expert.account },
      },
      notDone: '密码未重置',
    },
  );
  return { account: expert.account, mobile: maskMobile(expert.mobile) };
}
