import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { anonymousLicence, registeredCompany, uploadSupplierFile } from '../../../test/kits/suppliers.ts';
import { files, supplierDocuments } from '../../db/schema/index.ts';
import { LocalDiskStorage } from '../../plugins/storage.ts';
import { sweepUnclaimedUploads, UNCLAIMED_UPLOAD_TTL_MS } from './unclaimed-uploads.ts';

let filesDir: string;
const { t, api } = useTestApp(() => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-unclaimed-'));
  return { env: { FILES_DIR: filesDir, SUPPLIER_UPLOADS_PER_HOUR: '3' } };
});
afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }));

const storedKeys = () =>
  fs
    .readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);

const anonymousRows = async () =>
  (await t.db.select({ n: count() }).from(files).where(eq(files.uploadedByRole, 'public')))[0]!.n;

describe('anonymous supplier uploads', () => {
  it('refuses the fourth anonymous upload of the hour from one address, storing nothing; an hour later it is taken', async () => {
    const before = storedKeys().length;
    for (let i = 0; i < 3; i++) await anonymousLicence(t.app);
    const refused = await uploadSupplierFile(t.app, undefined);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe('上传文件过于频繁，请一小时后再试');
    expect(storedKeys().length).toBe(before + 3);

    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await uploadSupplierFile(t.app, undefined)).body.code).toBe(0);
  });

  it('holds the quota for uploads sent at once: of eight, three are stored (one counting statement each)', async () => {
    t.clock.advance(60 * 60 * 1000 + 1);
    const before = { stored: storedKeys().length, rows: await anonymousRows() };
    const replies = await Promise.all(Array.from({ length: 8 }, () => uploadSupplierFile(t.app, undefined)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect({ stored: storedKeys().length, rows: await anonymousRows() }).toEqual({
      stored: before.stored + 3,
      rows: before.rows + 3,
    });
  });

  it('removes the uploads no company named within a day, row and bytes, and keeps the licences in use and the young ones', async () => {
    // A company registered with its licence (claimed), then an abandoned form's upload (unclaimed).
    t.clock.advance(60 * 60 * 1000 + 1);
    const company = await registeredCompany(t.app, api);
    const abandoned = await anonymousLicence(t.app);
    const storage = new LocalDiskStorage(filesDir);

    expect(await sweepUnclaimedUploads(t.app.deps, storage)).toBe(0);
    t.clock.advance(UNCLAIMED_UPLOAD_TTL_MS + 1);
    const young = await anonymousLicence(t.app);
    const keysBefore = storedKeys();
    const removed = await sweepUnclaimedUploads(t.app.deps, storage);

    const left = await t.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [abandoned, young]));
    expect(left.map((f) => f.id)).toEqual([young]);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(storedKeys().length).toBe(keysBefore.length - removed);
    // The company's licence, uploaded anonymously the same way a day earlier, is still there.
    const [licence] = await t.db
      .select({ fileId: supplierDocuments.fileId })
      .from(supplierDocuments)
      .where(eq(supplierDocuments.supplierId, company.id));
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.id, licence!.fileId))).toHaveLength(1);
  });
});
