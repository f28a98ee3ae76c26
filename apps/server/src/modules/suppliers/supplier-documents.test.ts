import { ErrorCode, MAX_QUALIFICATIONS, type SupplierSelf, supplierApi } from '@swp/core';
import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { dayFrom } from '../../../test/kits/blacklist.ts';
import { registeredCompany, setReviewOutcome, uploadSupplierFile } from '../../../test/kits/suppliers.ts';
import { auditLogs, supplierContacts, supplierDocuments, supplierEvents } from '../../db/schema/index.ts';

const { t, api } = useTestApp();

const info = async (token: string) => (await api.get<SupplierSelf>(supplierApi.info.path, { token })).body.data!;
const lastEvent = async (id: number) =>
  (
    await t.db.select().from(supplierEvents).where(eq(supplierEvents.supplierId, id)).orderBy(asc(supplierEvents.id))
  ).at(-1);
const auditCount = async (action: string, id: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, String(id))))
  )[0]!.n;

async function ownFile(token: string, name = '安全生产许可证.pdf') {
  const reply = await uploadSupplierFile(t.app, token, name);
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!.id;
}

const qualification = (fileId: string, overrides: object = {}) => ({
  docType: '安全生产许可证',
  docNumber: '（浙）JZ安许证字〔2024〕010203',
  issuer: '浙江省住房和城乡建设厅',
  validUntil: '2030-12-31',
  fileId,
  ...overrides,
});

describe('qualification documents', () => {
  it('adds, flags by expiry, replaces (keeping the old row) and removes, each recorded with the IP', async () => {
    const company = await registeredCompany(t.app, api);
    await setReviewOutcome(t.db, company.id, 'approved');
    const soon = dayFrom(t.clock, 10);
    const added = await api.post<{ id: number }>(
      supplierApi.saveQualification.path,
      qualification(await ownFile(company.token), { validUntil: soon }),
      { token: company.token },
    );
    expect(added.body.code, added.body.msg).toBe(0);
    const first = added.body.data!.id;
    expect((await info(company.token)).qualifications).toEqual([
      expect.objectContaining({
        id: first,
        validUntil: soon,
        expiry: 'expiring',
        file: expect.objectContaining({ name: '安全生产许可证.pdf' }),
      }),
    ]);
    expect(await lastEvent(company.id)).toMatchObject({
      action: 'change',
      changes: [{ field: 'qualifications', label: '资质文件', from: '' }],
    });

    const renewed = await api.post<{ id: number }>(
      supplierApi.saveQualification.path,
      {
        ...qualification(await ownFile(company.token, '新许可证.pdf'), { validUntil: dayFrom(t.clock, 400) }),
        id: first,
      },
      { token: company.token },
    );
    expect(renewed.body.code, renewed.body.msg).toBe(0);
    const current = (await info(company.token)).qualifications;
    expect(current.map((q) => [q.id, q.expiry, q.file.name])).toEqual([
      [renewed.body.data!.id, 'valid', '新许可证.pdf'],
    ]);
    const [old] = await t.db.select().from(supplierDocuments).where(eq(supplierDocuments.id, first));
    expect(old!.removedAt).not.toBeNull();
    // Not a key field: the company stays approved.
    expect((await info(company.token)).status).toBe('approved');

    const expired = await api.post<{ id: number }>(
      supplierApi.saveQualification.path,
      qualification(await ownFile(company.token), { docType: 'ISO 9001', validUntil: dayFrom(t.clock, -1) }),
      { token: company.token },
    );
    const longTerm = await api.post<{ id: number }>(
      supplierApi.saveQualification.path,
      qualification(await ownFile(company.token), { docType: '卫生许可批件', validUntil: '' }),
      { token: company.token },
    );
    const expiries = (await info(company.token)).qualifications.map((q) => [q.docType, q.expiry, q.validUntil]);
    expect(expiries).toEqual([
      ['安全生产许可证', 'valid', dayFrom(t.clock, 400)],
      ['ISO 9001', 'expired', dayFrom(t.clock, -1)],
      ['卫生许可批件', 'valid', null],
    ]);

    const removed = await api.post(
      supplierApi.removeQualification.path,
      { id: expired.body.data!.id },
      { token: company.token },
    );
    expect(removed.body).toEqual({ code: 0, msg: '删除成功' });
    expect((await info(company.token)).qualifications.map((q) => q.id)).toEqual([
      renewed.body.data!.id,
      longTerm.body.data!.id,
    ]);
    expect(await lastEvent(company.id)).toMatchObject({ changes: [{ field: 'qualifications', to: '' }] });
    const again = await api.post(
      supplierApi.removeQualification.path,
      { id: expired.body.data!.id },
      { token: company.token },
    );
    expect(again.body).toEqual({ code: ErrorCode.NOT_FOUND, msg: '资质文件不存在' });
    for (const action of [
      'supplier.qualification_add',
      'supplier.qualification_replace',
      'supplier.qualification_remove',
    ]) {
      expect(await auditCount(action, company.id), action).toBeGreaterThan(0);
    }
  });

  it('refuses another company’s document or file, and bad fields, changing nothing', async () => {
    const [company, other] = [await registeredCompany(t.app, api), await registeredCompany(t.app, api)];
    const theirs = await api.post<{ id: number }>(
      supplierApi.saveQualification.path,
      qualification(await ownFile(other.token)),
      {
        token: other.token,
      },
    );
    const theirLicence = (await info(other.token)).licences[0]!.id;
    const documents = async () => (await t.db.select({ n: count() }).from(supplierDocuments))[0]!.n;
    const before = await documents();
    const cases: [object, number, string][] = [
      [qualification(theirLicence), ErrorCode.RULE, '资质文件不存在或已被使用，请重新上传'],
      [qualification(await ownFile(other.token)), ErrorCode.RULE, '资质文件不存在或已被使用，请重新上传'],
      [
        { ...qualification(await ownFile(company.token)), id: theirs.body.data!.id },
        ErrorCode.NOT_FOUND,
        '资质文件不存在',
      ],
      [
        qualification(await ownFile(company.token), { validUntil: '2026-02-30' }),
        ErrorCode.INVALID_INPUT,
        '有效期至须为有效的日期（YYYY-MM-DD）',
      ],
      [qualification(await ownFile(company.token), { docType: ' ' }), ErrorCode.INVALID_INPUT, '请输入资质名称'],
    ];
    for (const [body, code, msg] of cases) {
      expect((await api.post(supplierApi.saveQualification.path, body, { token: company.token })).body, msg).toEqual({
        code,
        msg,
      });
    }
    const remove = (id: number) => api.post(supplierApi.removeQualification.path, { id }, { token: company.token });
    expect((await remove(theirs.body.data!.id)).body).toEqual({ code: ErrorCode.NOT_FOUND, msg: '资质文件不存在' });
    expect(await documents()).toBe(before);
    expect((await info(other.token)).qualifications).toHaveLength(1);
  });

  it(`keeps at most ${MAX_QUALIFICATIONS} documents in force`, async () => {
    const company = await registeredCompany(t.app, api);
    const fileId = await ownFile(company.token);
    // Filled in directly (the limit is what is tested, not fifty uploads).
    await t.db.insert(supplierDocuments).values(
      Array.from({ length: MAX_QUALIFICATIONS }, (_, i) => ({
        supplierId: company.id,
        kind: 'qualification' as const,
        fileId,
        docType: `证书${i}`,
        docNumber: String(i),
        issuer: '发证机关',
      })),
    );
    const reply = await api.post(supplierApi.saveQualification.path, qualification(await ownFile(company.token)), {
      token: company.token,
    });
    expect(reply.body).toEqual({
      code: ErrorCode.RULE,
      msg: `资质文件最多${MAX_QUALIFICATIONS}个，请先删除不再需要的资质文件`,
    });
    // Replacing one is still allowed at the limit.
    const [one] = await t.db.select().from(supplierDocuments).where(eq(supplierDocuments.docType, '证书0'));
    const replaced = await api.post(
      supplierApi.saveQualification.path,
      { ...qualification(fileId), id: one!.id },
      { token: company.token },
    );
    expect(replaced.body.code, replaced.body.msg).toBe(0);
  });
});

describe('POST /api/suppler/saveContacts', () => {
  it('replaces the whole list in its order and records the change; an unchanged list writes nothing', async () => {
    const company = await registeredCompany(t.app, api);
    const contacts = [
      { name: '王芳', position: '商务经理', mobile: '13900000011', email: 'wang@example.com' },
      { name: '刘洋', mobile: '13900000012' },
    ];
    const reply = await api.post(supplierApi.saveContacts.path, { contacts }, { token: company.token });
    expect(reply.body).toEqual({ code: 0, msg: '保存成功' });
    expect((await info(company.token)).contacts).toEqual([
      { id: expect.any(Number), name: '王芳', position: '商务经理', mobile: '13900000011', email: 'wang@example.com' },
      { id: expect.any(Number), name: '刘洋', position: '', mobile: '13900000012', email: '' },
    ]);
    expect(await lastEvent(company.id)).toMatchObject({
      action: 'change',
      changes: [
        { field: 'contacts', label: '联系人名单', from: '', to: '王芳（商务经理） 13900000011、刘洋 13900000012' },
      ],
    });
    const events = async () =>
      (await t.db.select({ n: count() }).from(supplierEvents).where(eq(supplierEvents.supplierId, company.id)))[0]!.n;
    const before = await events();
    await api.post(supplierApi.saveContacts.path, { contacts }, { token: company.token });
    expect(await events()).toBe(before);

    expect((await api.post(supplierApi.saveContacts.path, { contacts: [] }, { token: company.token })).body.code).toBe(
      0,
    );
    expect((await info(company.token)).contacts).toEqual([]);
    expect(await auditCount('supplier.contacts', company.id)).toBe(2);
  });

  it('refuses a bad contact and a staff token, changing nothing', async () => {
    const company = await registeredCompany(t.app, api);
    const rows = async () => (await t.db.select({ n: count() }).from(supplierContacts))[0]!.n;
    const before = await rows();
    const bad = await api.post(
      supplierApi.saveContacts.path,
      { contacts: [{ name: '王芳', mobile: '123' }] },
      { token: company.token },
    );
    expect(bad.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '请输入正确的11位手机号' });
    const staff = await api.post(supplierApi.saveContacts.path, { contacts: [] }, { token: await api.staffToken() });
    expect(staff.status).toBe(401);
    expect(await rows()).toBe(before);
  });
});
