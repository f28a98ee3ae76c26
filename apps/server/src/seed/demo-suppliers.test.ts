import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  blacklistApi,
  creditCodeProblem,
  ErrorCode,
  type Page,
  type SupplierDetail,
  type SupplierListItem,
  supplierManageApi,
  venderAuthApi,
} from '@swp/core';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { ApiClient } from '../../test/client.ts';
import { files, suppliers } from '../db/schema/index.ts';
import { LocalDiskStorage } from '../plugins/storage.ts';
import { demoPdf, demoPng, storeDemoFile } from './demo-files.ts';
import { DEMO_SUPPLIER_PASSWORD } from './demo-suppliers.ts';

const { t } = useTestApp();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-demo-files-'));
afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));

async function adminApi() {
  const api = new ApiClient(t.app);
  return { api, token: await api.staffToken() };
}

describe('demo suppliers on first start', () => {
  it('holds companies in every state, each with a valid credit code, a licence and contacts', async () => {
    const { api, token } = await adminApi();
    const reply = await api.post<Page<SupplierListItem>>(supplierManageApi.list.path, { pageSize: 100 }, { token });
    const rows = reply.body.data!.list;
    for (const row of rows) expect(creditCodeProblem(row.creditCode), row.creditCode).toBeNull();
    const approved = rows.filter((r) => r.status === 'approved' && !r.banned);
    expect(approved.length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.banned).map((r) => r.companyName)).toEqual(['温州宏达建材有限公司']);
    expect(rows.filter((r) => r.expiringDocuments > 0).map((r) => r.companyName)).toContain(
      '浙江清源水处理设备有限公司',
    );
    const [rejected] = rows.filter((r) => r.status === 'rejected');
    expect(rejected!.reviewReason).toMatch(/营业执照/);
    expect(rows.filter((r) => r.status === 'frozen')).toHaveLength(1);

    const [pending] = rows.filter((r) => r.status === 'pending');
    const detail = await api.get<SupplierDetail>(supplierManageApi.detail.path, { token, query: { id: pending!.id } });
    expect(detail.body.data).toMatchObject({
      account: 'daishenhe',
      licences: [{ name: '营业执照.pdf', mimeType: 'application/pdf' }],
      contacts: [expect.anything(), expect.anything()],
      history: [{ action: 'register' }],
    });
    const frozen = rows.find((r) => r.status === 'frozen')!;
    const [frozenRow] = await t.db.select().from(suppliers).where(eq(suppliers.id, frozen.id));
    expect(frozenRow!.statusBeforeFreeze).toBe('approved');
  });

  it('lists a banned company and a banned expert for the current year in 黑名单', async () => {
    const { api, token } = await adminApi();
    const reply = await api.call(blacklistApi.list, { status: 'active' }, { token });
    const entries = reply.body.data!.list;
    const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
    expect(entries.map((e) => [e.targetType, e.targetName, e.type, e.startDate, e.endDate])).toEqual(
      expect.arrayContaining([
        ['supplier', '温州宏达建材有限公司', 'ban', `${year}-01-01`, `${year}-12-31`],
        ['specialist', '谢建军', 'ban', `${year}-01-01`, `${year}-12-31`],
      ]),
    );
  });

  it('lets every company but the frozen one sign in with the demo password', async () => {
    const api = new ApiClient(t.app);
    for (const account of ['gongyingshang', 'qingyuan', 'daishenhe', 'runze', 'hongda']) {
      const reply = await api.post(venderAuthApi.login.path, { account, password: DEMO_SUPPLIER_PASSWORD });
      expect(reply.body.code, `${account}: ${reply.body.msg}`).toBe(0);
    }
    const frozen = await api.post(venderAuthApi.login.path, { account: 'yuanda', password: DEMO_SUPPLIER_PASSWORD });
    expect(frozen.body).toMatchObject({ code: ErrorCode.BAD_CREDENTIALS, msg: expect.stringMatching(/^账号已被冻结/) });
  });
});

describe('demo documents', () => {
  it('writes a well-formed PDF whose cross-reference table points at its objects', () => {
    const pdf = demoPdf(['Business Licence (demo)', 'USCC 91330100MA2H3K4L50']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const xref = Number(pdf.match(/startxref\n(\d+)/)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    for (const [i, offset] of offsets.entries()) expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
  });

  it('writes a PNG whose chunks check out and whose pixels fill the image', () => {
    const png = demoPng([30, 90, 160], 40, 20);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    let at = 8;
    const chunks: string[] = [];
    let pixels = Buffer.alloc(0);
    while (at < png.length) {
      const length = png.readUInt32BE(at);
      const type = png.toString('latin1', at + 4, at + 8);
      const body = png.subarray(at + 4, at + 8 + length);
      expect(png.readUInt32BE(at + 8 + length), type).toBe(zlib.crc32(body));
      if (type === 'IDAT') pixels = zlib.inflateSync(body.subarray(4));
      chunks.push(type);
      at += 12 + length;
    }
    expect(chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(pixels.length).toBe(20 * (1 + 40 * 3));
  });

  it('stores a document the way an upload is stored: bytes under a random key, the row with its hash', async () => {
    const storage = new LocalDiskStorage(storageDir);
    const bytes = demoPdf(['test']);
    const [supplier] = await t.db.select({ id: suppliers.id }).from(suppliers).limit(1);
    const id = await storeDemoFile(
      t.db,
      storage,
      { name: '营业执照.pdf', mimeType: 'application/pdf', bytes },
      { supplierId: supplier!.id, at: new Date() },
    );
    const [row] = await t.db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({ purpose: 'supplier-document', size: bytes.length, uploadedByRole: 'vender' });
    const stream = await storage.get(row!.storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });
});
