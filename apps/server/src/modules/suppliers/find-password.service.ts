import type { findSupplierPasswordInput } from '@swp/core';
import type { z } from 'zod';
import type { Deps, RequestMeta } from '../../deps.ts';
import { badCredentials } from '../../lib/errors.ts';
import { audit } from '../../platform/audit/audit.service.ts';
import { revokeAllSessions } from '../../platform/auth/session.repo.ts';
import { verifySmsCode } from '../../platform/sms-code/sms-code.service.ts';
import { venderAccounts } from '../../platform/vender-auth/vender-account.repo.ts';
import { hashChosenPassword } from './registration.service.ts';
import { findSupplierById, findSupplierIdByMobile } from './suppliers.repo.ts';

type FindPasswordInput = z.output<typeof findSupplierPasswordInput>;

/**
 * POST /api/suppler/findPassword: the code proves the phone; the new password replaces the old and every session
 * of the company ends (whoever held the old password is signed out). The code is checked before the mobile is
 * looked up: an unknown mobile's code was made but never sent (supplier-code.service), so it fails the same way a
 * wrong code does, and nothing here tells whether a mobile belongs to a company.
 */
export async function findSupplierPassword(deps: Deps, input: FindPasswordInput, meta: RequestMeta): Promise<void> {
  await verifySmsCode(deps, input.mobile, 'find-password', input.smsCode);
  const id = await findSupplierIdByMobile(deps.db, input.mobile);
  // Only reachable if the mobile's company went away between the send and now: say what a spent code says.
  if (id === undefined) throw badCredentials('验证码已失效，请重新获取');
  const passwordHash = await hashChosenPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    const supplier = await findSupplierById(tx, id);
    if (!supplier) throw badCredentials('验证码已失效，请重新获取');
    const now = deps.clock.now();
    await venderAccounts.setOwnPassword(tx, id, passwordHash, now);
    await revokeAllSessions(tx, 'vender', id, now);
    // A security event, not a change of the company's data: the 操作日志 only, not the company's history.
    await audit(tx, deps.clock, {
      actor: { role: 'vender', id, name: supplier.companyName },
      action: 'auth.password_reset',
      target: { type: 'vender', id },
      detail: { method: 'sms' },
      ip: meta.ip,
    });
  });
}
