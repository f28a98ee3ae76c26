import type { Deps, LinkMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { issuePasswordBySms, resetPasswordBySms } from '../../platform/accounts/password-issue.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import { SmsTemplates } from '../../platform/sms/sms-templates.ts';
import { specialistCredentials } from '../../platform/specialist-auth/specialist-account.repo.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { duplicateSpecialistMessage } from './specialist-duplicates.ts';
import { accountTaken, lockSpecialist, swapPasswordHash, updateSpecialistRow } from './specialists.repo.ts';

/**
 * The specialist login (专家账号): staff create it or reset its password through the flow staff accounts use
 * (platform/accounts/password-issue.ts): a random password that reaches the expert only by SMS, withdrawn if the
 * SMS fails, and that the expert must replace at the next sign-in (must_change_password, answered as csflg).
 */

export async function createSpecialistAccount(
  deps: Deps,
  principal: Principal,
  input: { id: number; account: string },
  meta: LinkMeta,
) {
  const expert = await issuePasswordBySms(
    deps,
    { principal, meta },
    {
      write: (passwordHash) =>
        deps.db
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
          }),
      sms: (row, password) => ({
        mobile: row.mobile,
        text: SmsTemplates.specialistAccountCreated({
          name: row.name,
          account: input.account,
          password,
          baseUrl: meta.baseUrl,
        }),
      }),
      undo: (row, passwordHash) => ({
        // Opening is undone whole: the account name is released with the password.
        undo: (tx) =>
          swapPasswordHash(tx, row.id, passwordHash, {
            account: null,
            passwordHash: row.passwordHash,
            mustChangePassword: row.mustChangePassword,
            updatedAt: deps.clock.now(),
          }),
        withdrawn: {
          action: 'specialist.createAccountWithdrawn',
          target: { type: 'specialist', id: row.id },
          detail: { account: input.account },
        },
        notDone: '专家账号未开通',
      }),
    },
  );
  return { account: input.account, mobile: maskMobile(expert.mobile) };
}

export async function resetSpecialistPassword(deps: Deps, principal: Principal, id: number, meta: LinkMeta) {
  const expert = await resetPasswordBySms(
    deps,
    { principal, meta },
    {
      credentials: specialistCredentials,
      transaction: (work) => deps.db.transaction((tx) => work(tx, undefined)),
      async lock(tx) {
        const row = await lockSpecialist(tx, id);
        if (!row) throw notFound('专家不存在');
        if (!row.account) throw ruleBroken('该专家尚未开通账号');
        return { ...row, account: row.account, smsTo: row.mobile };
      },
      logReset: (tx, expert) =>
        audit(tx, deps.clock, {
          actor: actorOf(principal),
          action: 'specialist.resetPassword',
          target: { type: 'specialist', id: expert.id },
          detail: { name: expert.name, account: expert.account, smsTo: maskMobile(expert.mobile) },
          ip: meta.ip,
        }),
      withdrawn: (expert) => ({
        action: 'specialist.resetPasswordWithdrawn',
        target: { type: 'specialist', id: expert.id },
        detail: { account: expert.account },
      }),
      smsText: (expert, password) =>
        SmsTemplates.specialistPasswordReset({
          name: expert.name,
          account: expert.account,
          password,
          baseUrl: meta.baseUrl,
        }),
    },
  );
  return { account: expert.account, mobile: maskMobile(expert.mobile) };
}
