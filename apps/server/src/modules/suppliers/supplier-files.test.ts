import fs from 'node:fs';
import { ErrorCode, supplierApi } from '@swp/core';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { auditActions } from '../../../test/factories.ts';
import { SAMPLE_FILES } from '../../../test/kits/files.ts';
import { registeredCompany, uploadSupplierFile } from '../../../test/kits/suppliers.ts';
import { auditLogs, files } from '../../db/schema/index.ts';

// 0.01 MB ≈ 10 KB, so the size limit is tested without megabytes of data.
const { t, api, filesDir } = useTestAppWithFiles('swp-supplier-files-', { SUPPLIER_FILE_MAX_MB: '0.01' });

const JPEG = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40, 2)]);
const fileCount = async () => (await t.db.select({ n: count() }).from(files))[0]!.n;
const storedCount = () =>
  fs.readdirSync(filesDir(), { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length;

describe('POST /api/suppler/uploadFile', () => {
  it('takes a PDF, a JPEG or a PNG from anyone, recorded as an anonymous upload', async () => {
    for (const [name, content, mimeType] of [
      ['营业执照.pdf', SAMPLE_FILES.pdf(), 'application/pdf'],
      ['营业执照.JPG', JPEG(), 'image/jpeg'],
      ['副本.png', SAMPLE_FILES.png(), 'image/png'],
    ] as const) {
      const reply = await uploadSupplierFile(t.app, undefined, name, content);
      expect(reply.body, name).toEqual({
        code: 0,
        msg: '操作成功',
        data: { id: expect.any(String), name, size: content.length, mimeType },
      });
      const [row] = await t.db.select().from(files).where(eq(files.id, reply.body.data!.id));
      expect(row).toMatchObject({ purpose: 'supplier-document', uploadedByRole: 'public', uploadedById: 0 });
      const [line] = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, row!.id));
      expect(line).toMatchObject({ action: 'file.upload', actorRole: 'anonymous', ip: '127.0.0.1' });
    }
  });

  it('records a signed-in company’s upload as its own; a staff token counts as nobody', async () => {
    const company = await registeredCompany(t.app, api);
    const own = (await uploadSupplierFile(t.app, company.token)).body.data!;
    const [row] = await t.db.select().from(files).where(eq(files.id, own.id));
    expect(row).toMatchObject({ uploadedByRole: 'vender', uploadedById: company.id });
    const staff = (await uploadSupplierFile(t.app, await api.staffToken())).body.data!;
    const [staffRow] = await t.db.select().from(files).where(eq(files.id, staff.id));
    expect(staffRow).toMatchObject({ uploadedByRole: 'public', uploadedById: 0 });
  });

  it.each([
    ['a program renamed .pdf', '营业执照.pdf', SAMPLE_FILES.exe(), '文件内容与扩展名不符，仅允许上传PDF、JPG、PNG文件'],
    ['a PDF named .png', '营业执照.png', SAMPLE_FILES.pdf(), '文件内容与扩展名不符，仅允许上传PDF、JPG、PNG文件'],
    ['a Word document', '营业执照.docx', SAMPLE_FILES.docx(), '不支持的文件类型，仅允许上传PDF、JPG、PNG文件'],
    ['an empty file', '营业执照.pdf', Buffer.alloc(0), '文件内容为空，请重新选择'],
    [
      'a file over the limit',
      '营业执照.pdf',
      Buffer.concat([SAMPLE_FILES.pdf(), Buffer.alloc(11 * 1024)]),
      '文件大小不能超过10KB',
    ],
  ])('refuses %s and stores nothing', async (_case, name, content, msg) => {
    const before = { rows: await fileCount(), stored: storedCount() };
    const reply = await uploadSupplierFile(t.app, undefined, name, content);
    expect(reply.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg });
    expect({ rows: await fileCount(), stored: storedCount() }).toEqual(before);
  });
});

describe('GET /api/suppler/file', () => {
  const download = (id: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `${supplierApi.file.path}?id=${id}`, headers: token ? { token } : {} });

  it('serves the company its own licence and its own unsaved upload as attachments', async () => {
    const company = await registeredCompany(t.app, api);
    const info = await api.get<{ licences: { id: string }[] }>(supplierApi.info.path, { token: company.token });
    const licence = info.body.data!.licences[0]!;
    const response = await download(licence.id, company.token);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(SAMPLE_FILES.pdf());
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_.pdf"; filename*=UTF-8''${encodeURIComponent('营业执照.pdf')}`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const unsaved = (await uploadSupplierFile(t.app, company.token, '资质.png', SAMPLE_FILES.png())).body.data!;
    expect((await download(unsaved.id, company.token)).statusCode).toBe(200);
    expect(await auditActions(t.db, 'supplier', company.id)).toEqual(['supplier.register']);
  });

  it('answers 文件不存在 for another company’s file and an anonymous upload; 401 without a company token', async () => {
    const [mine, theirs] = [await registeredCompany(t.app, api), await registeredCompany(t.app, api)];
    const theirInfo = await api.get<{ licences: { id: string }[] }>(supplierApi.info.path, { token: theirs.token });
    const theirLicence = theirInfo.body.data!.licences[0]!.id;
    const stray = (await uploadSupplierFile(t.app, undefined)).body.data!.id;
    for (const id of [theirLicence, stray, '00000000-0000-4000-8000-000000000000']) {
      expect((await download(id, mine.token)).json()).toEqual({ code: ErrorCode.NOT_FOUND, msg: '文件不存在' });
    }
    expect((await download(theirLicence)).statusCode).toBe(401);
    expect((await download(theirLicence, await api.staffToken())).statusCode).toBe(401);
    expect((await download('../etc/passwd', mine.token)).json()).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '文件编号不正确',
    });
  });
});
