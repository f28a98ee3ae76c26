/**
 * Registrations that arrive together: the checks before the insert can all pass at once, so the unique
 * indexes decide, and the losers get the same reason as a check would have given. On PostgreSQL the requests run
 * truly in parallel (a pool of connections); on PGlite they interleave on one connection.
 */
import { ErrorCode, supplierApi } from '@swp/core';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import {
  registeredCompany,
  registrationForm,
  supplierSmsCode,
  uniqueCreditCode,
} from '../../../test/kits/suppliers.ts';
import { smsCodes, suppliers } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { duplicateSupplierRefusal } from './supplier-duplicates.ts';
import { insertSupplier } from './suppliers.repo.ts';

const { t, api } = useTestApp();

const SUCCESS = '注册成功，请等待采购管理部审核';

/** Sends the forms at once, each with its own SMS code (each form has its own mobile). */
async function registerTogether(forms: ReturnType<typeof registrationForm>[]) {
  const codes: string[] = [];
  for (const form of forms) codes.push(await supplierSmsCode(api, form.mobile));
  const replies = await Promise.all(
    forms.map((form, i) => api.post(supplierApi.register.path, { ...form, smsCode: codes[i] })),
  );
  return replies.map((r) => r.body.msg).sort();
}

/** Companies whose account is `account` in any case (accounts are unique regardless of case). */
const companiesWithAccount = async (account: string) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(suppliers)
    .where(sql`lower(${suppliers.account}) = lower(${account})`);
  return row!.n;
};

describe('registrations racing for the same company', () => {
  it('four at once with one credit code: exactly one company', async () => {
    const creditCode = uniqueCreditCode();
    const msgs = await registerTogether(Array.from({ length: 4 }, () => registrationForm({ creditCode })));
    expect(msgs).toEqual([...Array(3).fill('该统一社会信用代码已注册'), SUCCESS].sort());
    const [row] = await t.db.select({ n: count() }).from(suppliers).where(eq(suppliers.uscc, creditCode));
    expect(row!.n).toBe(1);
  });

  it('four at once with one account: exactly one company', async () => {
    const account = registrationForm().account;
    const msgs = await registerTogether(Array.from({ length: 4 }, () => registrationForm({ account })));
    expect(msgs).toEqual([...Array(3).fill('账号已存在'), SUCCESS].sort());
    expect(await companiesWithAccount(account)).toBe(1);
  });

  it('four at once with accounts differing only in case: exactly one company', async () => {
    const account = registrationForm().account;
    const spellings = [account, account.toUpperCase(), `G${account.slice(1)}`, `gYs${account.slice(3)}`];
    const msgs = await registerTogether(spellings.map((spelling) => registrationForm({ account: spelling })));
    expect(msgs).toEqual([...Array(3).fill('账号已存在'), SUCCESS].sort());
    expect(await companiesWithAccount(account)).toBe(1);
  });

  it('eight at once with one SMS code: the code is used once, exactly one company', async () => {
    const mobile = registrationForm().mobile;
    const smsCode = await supplierSmsCode(api, mobile);
    const forms = Array.from({ length: 8 }, () => registrationForm({ mobile }));
    const replies = await Promise.all(forms.map((form) => api.post(supplierApi.register.path, { ...form, smsCode })));
    const won = replies.filter((r) => r.body.code === 0);
    expect(won.map((r) => r.body.msg)).toEqual([SUCCESS]);
    // The others were refused on the code: spent by the winner, or out of tries taken by the racers.
    for (const reply of replies.filter((r) => r.body.code !== 0)) {
      expect(reply.body.code, reply.body.msg).toBe(ErrorCode.BAD_CREDENTIALS);
      expect(['验证码已失效，请重新获取', '验证码错误次数过多，请重新获取']).toContain(reply.body.msg);
    }
    const [row] = await t.db.select({ n: count() }).from(suppliers).where(eq(suppliers.mobile, mobile));
    expect(row!.n).toBe(1);
    const [code] = await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(code!.consumedAt).not.toBeNull();
  });

  it('turns the unique index’s refusal into the check’s message on this database’s driver', async () => {
    const company = await registeredCompany(t.app, api);
    const values = {
      account: `other_${Date.now()}`,
      passwordHash: await hashPassword('Abcd1234'),
      companyName: `另一家公司${Date.now()}`,
      uscc: uniqueCreditCode(),
      mobile: '13000000000',
    };
    const cases: [object, string][] = [
      [{ account: company.form.account }, '账号已存在'],
      [{ uscc: company.form.creditCode }, '该统一社会信用代码已注册'],
      [{ companyName: company.form.companyName }, '该企业名称已注册'],
      [{ mobile: company.form.mobile }, '该手机号已注册'],
    ];
    for (const [override, msg] of cases) {
      const error = await insertSupplier(t.db, { ...values, ...override }).catch((e: unknown) => e);
      expect(duplicateSupplierRefusal(error)?.message, msg).toBe(msg);
    }
  });
});
