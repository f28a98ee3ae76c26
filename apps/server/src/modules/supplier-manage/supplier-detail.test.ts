import { blacklistApi, ErrorCode, Permission, type SupplierDetail, supplierManageApi } from '@swp/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { staffTokenWith } from '../../../test/factories.ts';
import { dayFrom, supplierManagerToken } from '../../../test/kits/blacklist.ts';
import { SAMPLE_FILES, uploadFile } from '../../../test/kits/files.ts';
import { companyWithDocuments, shownIdentity } from '../../../test/kits/supplier-manage.ts';
import { uploadSupplierFile } from '../../../test/kits/suppliers.ts';

const { t, api } = useTestApp();
let token: string;
let staffName: string;
beforeAll(async () => {
  ({ token, name: staffName } = await supplierManagerToken(t.db, api));
});

const detail = async (id: number) => {
  const reply = await api.get<SupplierDetail>(supplierManageApi.detail.path, { token, query: { id } });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!;
};
const openFile = (id: string) =>
  t.app.inject({ method: 'GET', url: `${supplierManageApi.file.path}?id=${id}`, headers: { token } });

describe('GET /api/supplerManage/detail', () => {
  it('shows every field, the documents flagged by today, the contacts, the ban in force and the history', async () => {
    const [expired, expiring, valid] = [dayFrom(t.clock, -1), dayFrom(t.clock, 10), dayFrom(t.clock, 200)];
    const company = await companyWithDocuments(t.app, api, t.db, {
      qualifications: [expired, expiring, valid, null],
      contacts: 2,
    });
    const ban = { targetType: 'supplier', targetId: company.id, type: 'ban', reason: '串通投标' };
    const period = { startDate: dayFrom(t.clock), endDate: dayFrom(t.clock, 364) };
    expect((await api.post(blacklistApi.add.path, { ...ban, ...period }, { token })).body.code).toBe(0);
    expect(
      (await api.post(supplierManageApi.audit.path, { id: company.id, pass: false, reason: '执照不清晰' }, { token }))
        .body.code,
    ).toBe(0);

    const d = await detail(company.id);
    expect(d).toMatchObject({
      ...shownIdentity(company),
      status: 'rejected',
      reviewReason: '执照不清晰',
      licences: [
        { id: expect.any(String), name: '营业执照.pdf', size: SAMPLE_FILES.pdf().length, mimeType: 'application/pdf' },
      ],
      blacklist: { type: 'ban', reason: '串通投标', ...period },
    });
    expect(d.qualifications.map((q) => [q.validUntil, q.expiry])).toEqual([
      [expired, 'expired'],
      [expiring, 'expiring'],
      [valid, 'valid'],
      [null, 'valid'],
    ]);
    expect(d.contacts.map((c) => c.mobile)).toEqual(company.contacts.map((c) => c.mobile));
    expect(d.history.map((h) => [h.action, h.actorName])).toEqual([
      ['reject', staffName],
      ['change', company.form.companyName],
      ['change', company.form.companyName],
      ['change', company.form.companyName],
      ['change', company.form.companyName],
      ['change', company.form.companyName],
      ['register', company.form.companyName],
    ]);
    expect(d.history[0]).toMatchObject({ reason: '执照不清晰', changes: [] });
  });

  it('answers 供应商不存在 for an unknown company and refuses a malformed id', async () => {
    expect((await api.get(supplierManageApi.detail.path, { token, query: { id: 2_000_000_000 } })).body).toEqual({
      code: ErrorCode.NOT_FOUND,
      msg: '供应商不存在',
    });
    expect((await api.get(supplierManageApi.detail.path, { token, query: { id: 'x' } })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '请选择供应商',
    });
  });
});

describe('GET /api/supplerManage/file', () => {
  it('streams any company’s licence or qualification document for the review screen', async () => {
    const company = await companyWithDocuments(t.app, api, t.db, { qualifications: [null] });
    const d = await detail(company.id);
    const licence = await openFile(d.licences[0]!.id);
    expect(licence.statusCode).toBe(200);
    expect(licence.headers['content-type']).toBe('application/pdf');
    expect(licence.headers['content-disposition']).toMatch(/^attachment;/);
    expect(licence.rawPayload.equals(SAMPLE_FILES.pdf())).toBe(true);
    const qualification = await openFile(d.qualifications[0]!.file.id);
    expect(qualification.headers['content-type']).toBe('image/png');
    expect(qualification.rawPayload.equals(SAMPLE_FILES.png())).toBe(true);
  });

  it('answers 文件不存在 for a file that is no company’s document', async () => {
    const company = await companyWithDocuments(t.app, api, t.db);
    const unsaved = await uploadSupplierFile(t.app, company.token, '未保存.pdf');
    const projectToken = await staffTokenWith(t.db, api, [Permission.project]);
    const attachment = await uploadFile(t.app, projectToken, '招标文件.pdf', SAMPLE_FILES.pdf());
    const decision = await uploadFile(t.app, token, '处理决定.pdf', SAMPLE_FILES.pdf(), {
      purpose: 'blacklist-decision',
    });
    for (const id of [
      unsaved.body.data!.id,
      attachment.body.data!.id,
      decision.body.data!.id,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const reply = await openFile(id);
      expect(reply.json()).toEqual({ code: ErrorCode.NOT_FOUND, msg: '文件不存在' });
    }
    expect((await openFile('../../etc/passwd')).json()).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '文件编号不正确',
    });
  });
});
