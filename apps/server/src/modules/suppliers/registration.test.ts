import { creditCodeCheckChar, ErrorCode, supplierApi, venderAuthApi } from '@swp/core';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions, createSupplier, staffTokenWith } from '../../../test/factories.ts';
import { SAMPLE_FILES, uploadFile } from '../../../test/kits/files.ts';
import {
  anonymousLicence,
  registeredCompany,
  registrationForm,
  supplierSmsCode,
  uploadSupplierFile,
} from '../../../test/kits/suppliers.ts';
import { files, supplierDocuments, supplierEvents, suppliers } from '../../db/schema/index.ts';
import { MINUTE } from '../../lib/clock.ts';

const { t, api } = useTestApp();

/** Rows of every table a registration writes: a refused one must leave them all as they were. */
async function registrationCounts() {
  const n = async (table: typeof suppliers | typeof supplierDocuments | typeof supplierEvents) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;
  return { suppliers: await n(suppliers), documents: await n(supplierDocuments), events: await n(supplierEvents) };
}

async function register(body: object) {
  return api.post<{ id: number; status: string }>(supplierApi.register.path, body);
}

describe('POST /api/suppler/register', () => {
  it('creates the company at once as 待审核 with its licence, history and audit line; it can sign in', async () => {
    const licence = await anonymousLicence(t.app, '营业执照正本.pdf');
    // Typed as on a licence, with spaces and in lower case: stored normalized.
    const first17 = `91330100MA${String(Date.now()).slice(-7)}`;
    const creditCode = first17 + creditCodeCheckChar(first17);
    const typed = ` ${creditCode.slice(0, 8)} ${creditCode.slice(8).toLowerCase()} `;
    const form = registrationForm({ licenceFileIds: [licence], creditCode: typed });
    const smsCode = await supplierSmsCode(api, form.mobile);
    const reply = await register({ ...form, smsCode });
    expect(reply.body).toMatchObject({ code: 0, msg: '注册成功，请等待采购管理部审核', data: { status: 'pending' } });
    const id = reply.body.data!.id;

    const [row] = await t.db.select().from(suppliers).where(eq(suppliers.id, id));
    expect(row).toMatchObject({
      account: form.account,
      companyName: form.companyName,
      uscc: creditCode,
      legalRep: '张建国',
      contactName: '李明',
      mobile: form.mobile,
      status: 'pending',
      statusReason: '',
    });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    const documents = await t.db.select().from(supplierDocuments).where(eq(supplierDocuments.supplierId, id));
    expect(documents.map((d) => ({ kind: d.kind, fileId: d.fileId }))).toEqual([{ kind: 'licence', fileId: licence }]);
    const events = await t.db.select().from(supplierEvents).where(eq(supplierEvents.supplierId, id));
    expect(events.map((e) => [e.action, e.actorRole, e.actorId, e.actorName])).toEqual([
      ['register', 'vender', id, form.companyName],
    ]);
    expect(await auditActions(t.db, 'supplier', id)).toEqual(['supplier.register']);

    const login = await api.post<{ token: string }>(venderAuthApi.login.path, {
      account: form.account,
      password: form.password,
    });
    expect(login.body.data).toMatchObject({ suppler: { status: 'pending' } });
  });

  it('accepts a registration without licence files (docs/integration.md: licenceFileIds is optional)', async () => {
    const form = registrationForm();
    const reply = await register({ ...form, smsCode: await supplierSmsCode(api, form.mobile) });
    expect(reply.body.code, reply.body.msg).toBe(0);
  });

  it.each([
    [{ creditCode: '913301007043646621' }, '统一社会信用代码校验位不正确，请核对'],
    [{ creditCode: '91330100704364662' }, '统一社会信用代码须为18位'],
    [{ password: 'abcdefgh' }, '密码须同时包含字母和数字'],
    [{ password: 'Ab12' }, '密码至少8位，须同时包含字母和数字'],
    [{ companyName: ' ' }, '请输入企业名称'],
    [{ mobile: '12345' }, '请输入正确的11位手机号'],
    [{ smsCode: '12ab56' }, '验证码为6位数字'],
  ])('refuses %j, writing nothing', async (override, msg) => {
    const before = await registrationCounts();
    const reply = await register({ ...registrationForm(), ...override });
    expect(reply.body.code).toBe(ErrorCode.INVALID_INPUT);
    expect(reply.body.msg).toContain(msg);
    expect(await registrationCounts()).toEqual(before);
  });

  it('refuses a wrong, a used and an expired SMS code, writing nothing', async () => {
    const form = registrationForm();
    const code = await supplierSmsCode(api, form.mobile);
    const before = await registrationCounts();
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await register({ ...form, smsCode: wrong })).body).toEqual({
      code: ErrorCode.BAD_CREDENTIALS,
      msg: '验证码错误，还可尝试4次',
    });
    // The right code, spent by a registration refused for its licence: it cannot be used again.
    const unknownFile = '00000000-0000-4000-8000-000000000000';
    expect((await register({ ...form, smsCode: code, licenceFileIds: [unknownFile] })).body.code).toBe(ErrorCode.RULE);
    expect((await register({ ...form, smsCode: code })).body).toEqual({
      code: ErrorCode.BAD_CREDENTIALS,
      msg: '验证码已失效，请重新获取',
    });

    const other = registrationForm();
    const late = await supplierSmsCode(api, other.mobile);
    t.clock.advance(5 * MINUTE + 1000);
    try {
      expect((await register({ ...other, smsCode: late })).body).toEqual({
        code: ErrorCode.BAD_CREDENTIALS,
        msg: '验证码已失效，请重新获取',
      });
    } finally {
      t.clock.reset();
    }
    expect(await registrationCounts()).toEqual(before);
  });

  it('refuses a code sent for another purpose', async () => {
    const form = registrationForm();
    const staffCode = await api.smsCode(form.mobile);
    expect((await register({ ...form, smsCode: staffCode })).body).toEqual({
      code: ErrorCode.BAD_CREDENTIALS,
      msg: '验证码已失效，请重新获取',
    });
  });

  it('refuses a duplicate account (any case), credit code, company name or mobile with the reason', async () => {
    const first = await registeredCompany(t.app, api);
    const cases: [object, string][] = [
      [{ account: first.form.account.toUpperCase() }, '账号已存在'],
      [{ creditCode: first.form.creditCode }, '该统一社会信用代码已注册'],
      [{ companyName: first.form.companyName }, '该企业名称已注册'],
      [{ mobile: first.form.mobile }, '该手机号已注册'],
    ];
    const before = await registrationCounts();
    for (const [override, msg] of cases) {
      // Refused before the code is checked, so the code of a form with a typo is not spent.
      expect((await register({ ...registrationForm(override), smsCode: '123456' })).body, msg).toEqual({
        code: ErrorCode.RULE,
        msg,
      });
    }
    expect(await registrationCounts()).toEqual(before);
  });

  describe('licence files', () => {
    async function registerWith(licenceFileIds: string[]) {
      const form = registrationForm({ licenceFileIds });
      return register({ ...form, smsCode: await supplierSmsCode(api, form.mobile) });
    }
    const refusal = { code: ErrorCode.RULE, msg: '营业执照文件不存在或已被使用，请重新上传' };

    it('refuses a file another company already uses, and nothing of either changes', async () => {
      const company = await registeredCompany(t.app, api);
      const [used] = await t.db
        .select({ fileId: supplierDocuments.fileId })
        .from(supplierDocuments)
        .where(eq(supplierDocuments.supplierId, company.id));
      const before = await registrationCounts();
      expect((await registerWith([await anonymousLicence(t.app), used!.fileId])).body).toEqual(refusal);
      expect(await registrationCounts()).toEqual(before);
    });

    it('refuses a company’s own upload, an attachment of another purpose and an unknown id', async () => {
      const company = await registeredCompany(t.app, api);
      const own = (await uploadSupplierFile(t.app, company.token, '资质.png', SAMPLE_FILES.png())).body.data!;
      const staffToken = await staffTokenWith(t.db, api, ['system:project']);
      const attachment = (await uploadFile(t.app, staffToken, '公告附件.pdf', SAMPLE_FILES.pdf())).body.data!;
      for (const id of [own.id, attachment.id, '00000000-0000-4000-8000-000000000000']) {
        expect((await registerWith([id])).body, id).toEqual(refusal);
      }
    });

    it('lets only one of two registrations racing for the same uploaded licence have it', async () => {
      const licence = await anonymousLicence(t.app);
      const forms = [registrationForm({ licenceFileIds: [licence] }), registrationForm({ licenceFileIds: [licence] })];
      const codes = [await supplierSmsCode(api, forms[0]!.mobile), await supplierSmsCode(api, forms[1]!.mobile)];
      const replies = await Promise.all(forms.map((form, i) => register({ ...form, smsCode: codes[i] })));
      expect(replies.map((r) => r.body.msg).sort()).toEqual(['注册成功，请等待采购管理部审核', refusal.msg]);
      const uses = await t.db
        .select({ n: count() })
        .from(supplierDocuments)
        .where(eq(supplierDocuments.fileId, licence));
      expect(uses[0]!.n).toBe(1);
    });
  });

  it('keeps the frozen refusal at sign-in, with the reason staff gave', async () => {
    const frozen = await createSupplier(t.db, 'frozen');
    await t.db.update(suppliers).set({ statusReason: '涉嫌围标' }).where(eq(suppliers.id, frozen.id));
    const reply = await api.post(venderAuthApi.login.path, { account: frozen.account, password: frozen.password });
    expect(reply.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: '账号已被冻结（涉嫌围标），请联系采购管理部' });
  });

  it('keeps an uploaded file that no registration claimed out of every company', async () => {
    const id = await anonymousLicence(t.app);
    const [row] = await t.db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({ purpose: 'supplier-document', uploadedByRole: 'public', uploadedById: 0 });
  });
});
