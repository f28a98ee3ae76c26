import { ErrorCode, type SupplierSelf, supplierApi } from '@swp/core';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions } from '../../../test/factories.ts';
import { blacklistDirectly, dayFrom } from '../../../test/kits/blacklist.ts';
import {
  anonymousLicence,
  registeredCompany,
  setReviewOutcome,
  uniqueCreditCode,
  uploadSupplierFile,
} from '../../../test/kits/suppliers.ts';
import { auditLogs, supplierDocuments, supplierEvents, suppliers } from '../../db/schema/index.ts';

const { t, api } = useTestApp();

const info = async (token: string) => (await api.get<SupplierSelf>(supplierApi.info.path, { token })).body.data!;

/** The profile form as 用户中心 sends it, filled from what the company sees. */
const profileOf = (self: SupplierSelf) => ({
  companyName: self.companyName,
  creditCode: self.creditCode,
  legalPerson: self.legalPerson,
  contactName: self.contactName,
  address: self.address,
  email: self.email,
  businessScope: self.businessScope,
  licenceFileIds: self.licences.map((l) => l.id),
});

const save = (token: string, body: object) =>
  api.post<{ status: string }>(supplierApi.updateInfo.path, body, { token });

const history = (id: number) =>
  t.db.select().from(supplierEvents).where(eq(supplierEvents.supplierId, id)).orderBy(asc(supplierEvents.id));

describe('GET /api/suppler/info', () => {
  it('shows a new company as 待审核, unable to enrol and why', async () => {
    const company = await registeredCompany(t.app, api);
    const self = await info(company.token);
    expect(self).toMatchObject({
      id: company.id,
      account: company.form.account,
      companyName: company.form.companyName,
      creditCode: company.form.creditCode,
      legalPerson: '张建国',
      status: 'pending',
      reviewReason: '',
      licences: [{ name: '营业执照.pdf', mimeType: 'application/pdf' }],
      qualifications: [],
      contacts: [],
      canEnrol: false,
      enrolRefusal: '贵公司注册资料尚在审核中，审核通过后方可报名',
    });
    expect(self.blacklist).toBeUndefined();
  });

  it('lets an approved company enrol, tells a rejected one why, and a banned one until when', async () => {
    const company = await registeredCompany(t.app, api);
    await setReviewOutcome(t.db, company.id, 'rejected', '营业执照模糊不清');
    expect(await info(company.token)).toMatchObject({
      status: 'rejected',
      reviewReason: '营业执照模糊不清',
      canEnrol: false,
      enrolRefusal: '贵公司注册资料已驳回：营业执照模糊不清。请在用户中心修改后重新提交审核',
    });
    await setReviewOutcome(t.db, company.id, 'approved');
    expect(await info(company.token)).toMatchObject({ status: 'approved', canEnrol: true });
    expect((await info(company.token)).enrolRefusal).toBeUndefined();

    // A warning is shown but does not stop it; a ban in force does, with its end day.
    await blacklistDirectly(t.db, t.clock, 'supplier', [company.id], { type: 'warning' });
    expect(await info(company.token)).toMatchObject({ blacklist: { type: 'warning' }, canEnrol: true });
    const endDate = dayFrom(t.clock, 100);
    await blacklistDirectly(t.db, t.clock, 'supplier', [company.id], { type: 'ban', endDate });
    const banned = await info(company.token);
    expect(banned).toMatchObject({ blacklist: { type: 'ban', reason: '测试', endDate }, canEnrol: false });
    const [y, m, d] = endDate.split('-').map(Number);
    expect(banned.enrolRefusal).toBe(`贵公司已被列入黑名单（禁止参与），处罚期至${y}年${m}月${d}日：测试`);
  });

  it('refuses a staff token (401)', async () => {
    expect((await api.get(supplierApi.info.path, { token: await api.staffToken() })).status).toBe(401);
  });

  it('refuses a frozen company’s session at once', async () => {
    const company = await registeredCompany(t.app, api);
    const form = profileOf(await info(company.token));
    await setReviewOutcome(t.db, company.id, 'frozen', '涉嫌串标');
    expect((await api.get(supplierApi.info.path, { token: company.token })).status).toBe(401);
    expect((await save(company.token, { ...form, contactName: '王芳' })).status).toBe(401);
    expect((await history(company.id)).map((e) => e.action)).toEqual(['register']);
  });
});

describe('POST /api/suppler/updateInfo', () => {
  it('keeps an approved company approved for a change that is not a key field, recording the change', async () => {
    const company = await registeredCompany(t.app, api);
    await setReviewOutcome(t.db, company.id, 'approved');
    const self = await info(company.token);
    const reply = await save(company.token, {
      ...profileOf(self),
      contactName: '王芳',
      address: '杭州市西湖区文三路1号',
    });
    expect(reply.body).toEqual({ code: 0, msg: '保存成功', data: { status: 'approved' } });
    const events = await history(company.id);
    expect(events.at(-1)).toMatchObject({
      action: 'change',
      actorRole: 'vender',
      changes: [
        { field: 'contactName', label: '联系人', from: '李明', to: '王芳' },
        { field: 'address', label: '注册地址', from: '', to: '杭州市西湖区文三路1号' },
      ],
    });
    const [line] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'supplier.update'), eq(auditLogs.targetId, String(company.id))));
    expect(line).toMatchObject({ actorRole: 'vender', ip: '127.0.0.1' });
  });

  it('writes nothing for a save without changes', async () => {
    const company = await registeredCompany(t.app, api);
    await setReviewOutcome(t.db, company.id, 'approved');
    const reply = await save(company.token, profileOf(await info(company.token)));
    expect(reply.body.data).toEqual({ status: 'approved' });
    expect((await history(company.id)).map((e) => e.action)).toEqual(['register']);
  });

  it('sends an approved company back to 待审核 when a key field changes, keeping the replaced licence', async () => {
    const company = await registeredCompany(t.app, api);
    await setReviewOutcome(t.db, company.id, 'approved');
    const before = await info(company.token);
    const newLicence = (await uploadSupplierFile(t.app, company.token, '新营业执照.pdf')).body.data!.id;
    const newCode = uniqueCreditCode();
    const reply = await save(company.token, {
      ...profileOf(before),
      creditCode: newCode,
      licenceFileIds: [newLicence],
    });
    expect(reply.body).toEqual({
      code: 0,
      msg: '保存成功，资料已提交审核，请等待审核结果',
      data: { status: 'pending' },
    });

    const after = await info(company.token);
    expect(after).toMatchObject({ status: 'pending', creditCode: newCode, canEnrol: false });
    expect(after.licences.map((l) => l.name)).toEqual(['新营业执照.pdf']);
    const removed = await t.db
      .select()
      .from(supplierDocuments)
      .where(and(eq(supplierDocuments.supplierId, company.id), isNotNull(supplierDocuments.removedAt)));
    expect(removed.map((d) => d.fileId)).toEqual([before.licences[0]!.id]);
    // The replaced licence is still the company's own file.
    const old = await t.app.inject({
      method: 'GET',
      url: `${supplierApi.file.path}?id=${before.licences[0]!.id}`,
      headers: { token: company.token },
    });
    expect(old.statusCode).toBe(200);
    expect((await history(company.id)).at(-1)).toMatchObject({
      action: 'resubmit',
      changes: [
        { field: 'creditCode', from: before.creditCode, to: newCode },
        { field: 'licenceFileIds', label: '营业执照', from: '', to: '' },
      ],
    });
    expect(await auditActions(t.db, 'supplier', company.id)).toEqual(['supplier.register', 'supplier.resubmit']);
  });

  it('treats a rejected company’s save as its resubmission, clearing the rejection reason', async () => {
    const company = await registeredCompany(t.app, api);
    await setReviewOutcome(t.db, company.id, 'rejected', '缺少营业执照副本');
    const self = await info(company.token);
    const copy = await anonymousLicence(t.app, '营业执照副本.pdf');
    const reply = await save(company.token, {
      ...profileOf(self),
      licenceFileIds: [...profileOf(self).licenceFileIds, copy],
    });
    expect(reply.body.data).toEqual({ status: 'pending' });
    const [row] = await t.db.select().from(suppliers).where(eq(suppliers.id, company.id));
    expect(row).toMatchObject({ status: 'pending', statusReason: '' });
    expect((await info(company.token)).licences).toHaveLength(2);
    expect((await history(company.id)).at(-1)!.action).toBe('resubmit');
  });

  it('keeps a pending company pending and records a key change as a change', async () => {
    const company = await registeredCompany(t.app, api);
    const reply = await save(company.token, { ...profileOf(await info(company.token)), legalPerson: '赵强' });
    expect(reply.body.data).toEqual({ status: 'pending' });
    expect((await history(company.id)).at(-1)).toMatchObject({
      action: 'change',
      changes: [{ field: 'legalPerson', label: '法定代表人', from: '张建国', to: '赵强' }],
    });
  });

  it('refuses another company’s name or credit code, a foreign or claimed file, and bad input, changing nothing', async () => {
    const [company, other] = [await registeredCompany(t.app, api), await registeredCompany(t.app, api)];
    await setReviewOutcome(t.db, company.id, 'approved');
    const self = await info(company.token);
    const theirs = await info(other.token);
    const theirOwnUpload = (await uploadSupplierFile(t.app, other.token)).body.data!.id;
    const before = {
      row: (await t.db.select().from(suppliers).where(eq(suppliers.id, company.id)))[0],
      events: (await history(company.id)).length,
    };
    const cases: [object, number, string][] = [
      [{ companyName: theirs.companyName }, ErrorCode.RULE, '该企业名称已注册'],
      [{ creditCode: theirs.creditCode }, ErrorCode.RULE, '该统一社会信用代码已注册'],
      [{ licenceFileIds: [theirs.licences[0]!.id] }, ErrorCode.RULE, '营业执照文件不存在或已被使用，请重新上传'],
      [{ licenceFileIds: [theirOwnUpload] }, ErrorCode.RULE, '营业执照文件不存在或已被使用，请重新上传'],
      [{ licenceFileIds: [] }, ErrorCode.INVALID_INPUT, '请上传营业执照'],
      [{ creditCode: '91330100704364662X' }, ErrorCode.INVALID_INPUT, '统一社会信用代码校验位不正确，请核对'],
      [{ email: 'not-an-email' }, ErrorCode.INVALID_INPUT, '请输入正确的电子邮箱'],
    ];
    for (const [override, code, msg] of cases) {
      expect((await save(company.token, { ...profileOf(self), ...override })).body, msg).toEqual({ code, msg });
    }
    expect((await t.db.select().from(suppliers).where(eq(suppliers.id, company.id)))[0]).toEqual(before.row);
    expect((await history(company.id)).length).toBe(before.events);
    // Its own name and code are not duplicates of itself.
    expect((await save(company.token, { ...profileOf(self), email: 'caigou@example.com' })).body.code).toBe(0);
  });
});
