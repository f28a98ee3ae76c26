import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { bidApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../../test/app.ts';
import { type HttpUploadResult, postBidOverHttp } from '../../../test/kits/bid-http.ts';
import { tenderWithPassedBidders } from '../../../test/kits/enrolments.ts';
import { type ServerProcess, startServerProcess } from '../../../test/server-process.ts';
import type { Db } from '../../db/client.ts';
import { bids, projectBidKeys } from '../../db/schema/index.ts';
import { OffsetClock } from '../../lib/clock.ts';
import { decryptToHash, unwrapProjectKey } from '../../lib/sealed/index.ts';
import { LocalDiskStorage } from '../../plugins/storage-disk.ts';
import { openFileFacts } from './bid-file-facts.ts';
import { fileSealContext } from './bid-key.ts';

/**
 * docs/security.md: "a crash mid-request loses nothing already acknowledged". The real server runs as its own process on
 * PostgreSQL; uploads stream to it slowly, and it is killed (SIGKILL: no shutdown of any kind) while some are on the
 * wire and others have just been answered. After a restart every receipt must still hold — the company's row names
 * that upload (or a later one of the same company that committed without its answer arriving), and its stored
 * file decrypts, tag verified, to the row's hash — and no row may name a missing or partial file.
 */
const COMPANIES = 24;
const CHUNK = 32 * 1024;

/** `size` bytes with a PDF signature, and their hash: the file of one upload. */
function pdfFile(size: number) {
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** The file sent in chunks `pauseMs` apart: an upload that takes a while on the wire. */
async function* slowly(bytes: Buffer, pauseMs: number) {
  for (let at = 0; at < bytes.length; at += CHUNK) {
    yield bytes.subarray(at, at + CHUNK);
    if (pauseMs > 0) await sleep(pauseMs);
  }
}

/** One upload as the test saw it: the file's hash, and the receipt if an answer arrived (null if the line broke). */
interface SentUpload {
  sha256: string;
  result: HttpUploadResult | null;
}

describe.runIf(process.env.TEST_DB === 'postgres')('a server killed during bid uploads', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>['database'];
  let drop: () => Promise<void>;
  let env: Record<string, string>;
  let filesDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    database = opened.database;
    drop = opened.drop;
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-bid-crash-'));
    env = { DATABASE_URL: opened.url!, APP_MODE: 'test', WEB_DIST: '/nonexistent', FILES_DIR: filesDir };
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await drop?.();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged upload intact and lists no partial file', { timeout: 180_000 }, async () => {
    const db = database.db as Db;
    const tender = await tenderWithPassedBidders({ db, clock: new OffsetClock() }, COMPANIES);
    const fields = (i: number) => ({ projectId: String(tender.projectId), offer: `${200000 + i}.00` });
    /** Every upload sent per company, in the order sent, answered or not. */
    const sent = new Map<number, SentUpload[]>();
    const upload = async (baseUrl: string, i: number, size: number, pauseMs: number) => {
      const company = tender.suppliers[i]!;
      const file = pdfFile(size);
      const entry: SentUpload = { sha256: file.sha256, result: null };
      sent.set(company.id, [...(sent.get(company.id) ?? []), entry]);
      try {
        entry.result = await postBidOverHttp(
          baseUrl,
          company.token,
          fields(i),
          `投标文件${i}.pdf`,
          slowly(file.bytes, pauseMs),
        );
      } catch {
        // The connection broke: the server was killed mid-upload (it may or may not have committed it).
      }
      return entry.result;
    };

    server = await startServerProcess(env);
    // Wave 1: half the companies lodge and get their receipts.
    const first = await Promise.all(
      Array.from({ length: COMPANIES / 2 }, (_, i) => upload(server!.url, i, 300_000, 0)),
    );
    for (const result of first) expect(result?.body?.code, result?.body?.msg).toBe(0);

    // Wave 2: everyone uploads (the first half replacing), slowly, each at its own pace; kill once some answered.
    const wave = Array.from({ length: COMPANIES }, (_, i) =>
      upload(server!.url, i, 600_000 + i * 1000, 10 + (i % 6) * 25),
    );
    let answered = 0;
    for (const pending of wave) void pending.then((r) => (answered += r?.body?.code === 0 ? 1 : 0));
    const deadline = Date.now() + 60_000;
    while (answered < 4 && Date.now() < deadline) await sleep(20);
    await server.kill();
    server = undefined;
    const results = await Promise.all(wave);
    const acknowledged = results.filter((r) => r?.body?.code === 0).length;
    const cut = results.filter((r) => r === null).length;
    // The kill really fell mid-way: some uploads were answered, some were cut off on the wire.
    expect(acknowledged).toBeGreaterThan(0);
    expect(cut).toBeGreaterThan(0);

    server = await startServerProcess(env);
    const rows = await db.select().from(bids).where(eq(bids.projectId, tender.projectId));
    const [keyRow] = await db.select().from(projectBidKeys).where(eq(projectBidKeys.projectId, tender.projectId));
    const projectKey = unwrapProjectKey(testConfig().bidMasterKey, keyRow!.wrappedKey);
    const storage = new LocalDiskStorage(filesDir);

    // No row names a missing or partial file: each stored object decrypts whole, its tag verified, to the row's hash.
    const factsOf = new Map(rows.map((row) => [row.id, openFileFacts(projectKey, row)]));
    for (const row of rows) {
      const context = fileSealContext(row.enrolmentId);
      const digest = await decryptToHash(await storage.get(row.storageKey), projectKey, { context });
      const { sha256, size } = factsOf.get(row.id)!;
      expect(digest).toEqual({ sha256, size });
    }
    // Every receipt holds: the row is that upload, or a later one of the same company that committed without its
    // answer arriving (it was cut off, or answered after the receipt the test saw last).
    for (const company of tender.suppliers) {
      const uploads = sent.get(company.id) ?? [];
      const receiptIndex = uploads.findLastIndex((u) => u.result?.body?.code === 0);
      if (receiptIndex < 0) continue;
      const receipt = uploads[receiptIndex]!.result!.body!.data!;
      expect(receipt.sha256).toBe(uploads[receiptIndex]!.sha256);
      const row = rows.find((r) => r.supplierId === company.id);
      expect(row, `company ${company.id} has a receipt but no bid`).toBeDefined();
      const rowSha256 = factsOf.get(row!.id)!.sha256;
      expect(uploads.slice(receiptIndex).map((u) => u.sha256)).toContain(rowSha256);
      if (rowSha256 === receipt.sha256) expect(row!.receivedAt.toISOString()).toBe(receipt.receivedAt);
    }
    // And through the restarted server, the owner downloads exactly what its receipt states.
    const owner = tender.suppliers[0]!;
    const ownRow = rows.find((r) => r.supplierId === owner.id)!;
    const response = await fetch(`${server.url}${bidApi.download.path}?bidId=${ownRow.publicId}`, {
      headers: { cookie: 'XSRF-TOKEN=x', token: owner.token },
    });
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(factsOf.get(ownRow.id)!.sha256);
  });
});
