/**
 * Helpers for the 开标 tests (test-only; imported by *.test.ts files). A bid is written the way the upload leaves
 * it — the file sealed under the project's key in storage, the 报价 sealed with its row's context, the receipt's
 * figures in the row — without going through the upload route, so an opening test can set up many bidders fast and
 * then tamper with exactly one stored byte. bids/ proves the upload writes this same shape.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { auditLogs, bidOpenings, bids, openedBids, projectBidKeys, projects } from '../../src/db/schema/index.ts';
import { EncryptStream, sealValue, unwrapProjectKey, wrapProjectKey } from '../../src/lib/sealed/index.ts';
import { EncryptStreamV1 } from '../../src/lib/sealed/legacy-v1.ts';
import { sealFileFacts } from '../../src/modules/bids/bid-file-facts.ts';
import { fileSealContext, offerSealContext } from '../../src/modules/bids/bid-key.ts';
import { createStorage, LocalDiskStorage } from '../../src/plugins/storage.ts';
import type { TestApp } from '../app.ts';
import type { ApiClient } from '../client.ts';
import { bidderSealedTender, sealWithCore, uploadSealed } from './bidder-seal.ts';
import { passTime, type TenderOptions, tenderWithPassedBidders } from './enrolments.ts';

type Kit = Pick<TestApp, 'app' | 'db' | 'clock'>;

/** The storage the app's routes use (the same driver and place: the app decorates it inside its feature plugins). */
export const storageOf = (t: Kit) => createStorage(t.app.deps.config);

/** The project's sealing key, made (and stored wrapped) on first use as the first upload does. */
async function projectKey(t: Kit, projectId: number): Promise<Buffer> {
  const master = t.app.deps.config.bidMasterKey;
  const [row] = await t.db.select().from(projectBidKeys).where(eq(projectBidKeys.projectId, projectId));
  if (row) return unwrapProjectKey(master, row.wrappedKey);
  const { key, wrapped } = wrapProjectKey(master);
  await t.db.insert(projectBidKeys).values({ projectId, wrappedKey: wrapped });
  return key;
}

export interface LodgedBid {
  /** The row's key (what a test edits the row by). */
  bidId: number;
  /** The public id: what answers and links name the bid by. */
  publicId: string;
  storageKey: string;
  sha256: string;
  size: number;
  offer: string;
  fileName: string;
}

/**
 * A sealed bid of a passed enrolment, as a finished upload leaves it; with `version: 1`, as an upload before issue
 * 27 left it (the file one GCM stream without context, the receipt's figures in clear), which a data directory of
 * then still holds.
 */
export async function lodgeSealedBid(
  t: Kit,
  bid: { projectId: number; supplierId: number; enrolmentId: number; sectionId?: number | null; offer: string },
  bytes: Buffer = randomBytes(2048),
  version: 1 | 2 = 2,
): Promise<LodgedBid> {
  const key = await projectKey(t, bid.projectId);
  const seal =
    version === 1 ? new EncryptStreamV1(key) : new EncryptStream(key, { context: fileSealContext(bid.enrolmentId) });
  const storageKey = await (await storageOf(t)).put(Readable.from([bytes]).pipe(seal));
  const fileName = `投标文件-${bid.supplierId}.pdf`;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const facts = { fileName, mimeType: 'application/pdf', size: bytes.length, sha256 };
  const [row] = await t.db
    .insert(bids)
    .values({
      enrolmentId: bid.enrolmentId,
      projectId: bid.projectId,
      sectionId: bid.sectionId ?? null,
      supplierId: bid.supplierId,
      storageKey,
      ...(version === 1 ? facts : {}),
      sealedOffer: 'pending',
      receivedAt: t.clock.now(),
    })
    .returning({ id: bids.id, publicId: bids.publicId });
  const bidId = row!.id;
  await t.db
    .update(bids)
    .set({
      sealedOffer: sealValue(key, bid.offer, { context: offerSealContext(bidId) }),
      sealedFile: version === 1 ? null : sealFileFacts(key, bidId, facts),
    })
    .where(eq(bids.id, bidId));
  return { bidId, publicId: row!.publicId, storageKey, sha256, size: bytes.length, offer: bid.offer, fileName };
}

/**
 * A tender whose `n` passed bidders each lodged a sealed bid (报价 100000.00, 100001.00 …), with the clock moved
 * past closeFileupTime (待开标) — or past openTime too with `atOpenTime`.
 */
export async function lodgedTender(
  t: Kit,
  n: number,
  opts: TenderOptions & { atOpenTime?: boolean /** the last ones sealed as version 1 */; v1Bids?: number } = {},
) {
  const tender = await tenderWithPassedBidders(t, n, opts);
  const lodged: LodgedBid[] = [];
  for (const [i, s] of tender.suppliers.entries()) {
    const offer = `${100000 + i}.00`;
    const bid = { projectId: tender.projectId, supplierId: s.id, enrolmentId: s.enrolmentId, offer };
    const version = i >= n - (opts.v1Bids ?? 0) ? 1 : 2;
    lodged.push(await lodgeSealedBid(t, { ...bid, sectionId: tender.sectionId }, randomBytes(2048), version));
  }
  passTime(t.clock, opts.atOpenTime === false ? tender.project.closeFileupTime : tender.project.openTime);
  return { ...tender, bids: lodged };
}

/** Flips one byte of a stored (sealed) file where it lies on disk: what an intruder with the disk would do. */
export async function flipStoredByte(t: Kit, storageKey: string, offset = 40): Promise<void> {
  const storage = await storageOf(t);
  if (!(storage instanceof LocalDiskStorage)) throw new Error('flipStoredByte needs the disk storage');
  const file = path.join(storage.root, storageKey.slice(0, 2), storageKey);
  const bytes = fs.readFileSync(file);
  bytes[offset] = (bytes[offset] ?? 0) ^ 0xff;
  fs.writeFileSync(file, bytes);
}

/** Two bids' stored (authentic) files exchanged on disk: each row now names the other company's sealed file. */
export async function swapStoredFiles(t: Kit, a: Pick<LodgedBid, 'storageKey'>, b: Pick<LodgedBid, 'storageKey'>) {
  const storage = await storageOf(t);
  if (!(storage instanceof LocalDiskStorage)) throw new Error('swapStoredFiles needs the disk storage');
  const file = (key: string) => path.join(storage.root, key.slice(0, 2), key);
  const bytesA = fs.readFileSync(file(a.storageKey));
  fs.writeFileSync(file(a.storageKey), fs.readFileSync(file(b.storageKey)));
  fs.writeFileSync(file(b.storageKey), bytesA);
}

/**
 * A bid's stored file replaced by another authentic file of the same bid (sealed under its key and context, with
 * other bytes): what putting back an earlier upload of the bid would do. It opens, to bytes the receipt does not name.
 */
export async function resealStoredFile(t: Kit, bid: { projectId: number; enrolmentId: number }, storageKey: string) {
  const storage = await storageOf(t);
  if (!(storage instanceof LocalDiskStorage)) throw new Error('resealStoredFile needs the disk storage');
  const seal = new EncryptStream(await projectKey(t, bid.projectId), { context: fileSealContext(bid.enrolmentId) });
  const parts: Buffer[] = [];
  for await (const part of Readable.from([randomBytes(3000)]).pipe(seal)) parts.push(part as Buffer);
  fs.writeFileSync(path.join(storage.root, storageKey.slice(0, 2), storageKey), Buffer.concat(parts));
}

/** What an opening writes, for a project: to prove a refused one wrote nothing. */
export async function openingTrace(db: Db, projectId: number) {
  const [opening] = await db.select({ n: count() }).from(bidOpenings).where(eq(bidOpenings.projectId, projectId));
  const [lines] = await db.select({ n: count() }).from(openedBids).where(eq(openedBids.projectId, projectId));
  const [logs] = await db
    .select({ n: count() })
    .from(auditLogs)
    .where(and(eq(auditLogs.action, 'project.open'), eq(auditLogs.targetId, String(projectId))));
  const [project] = await db.select({ status: projects.status }).from(projects).where(eq(projects.id, projectId));
  return { openings: opening!.n, lines: lines!.n, logs: logs!.n, status: project!.status };
}

/** A bidder-sealed bid lodged through the real upload: its receipt, its row's key, the plaintext and the key. */
export interface BidderLodged {
  publicId: string;
  bidId: number;
  plaintext: Buffer;
  key: string;
  offer: string;
  fileName: string;
}

/**
 * A 投标人加密 tender whose `n` passed bidders each sealed a bid file with core bid-seal (as the browser does; 报价
 * 200000.00, 200001.00 …) and lodged it through `POST /api/bid/upload`, with the clock then moved to openTime.
 */
export async function lodgedBidderTender(t: Kit, api: ApiClient, n: number, opts: TenderOptions = {}) {
  const tender = await bidderSealedTender(t, n, opts);
  const lodged: BidderLodged[] = [];
  for (const [i, s] of tender.suppliers.entries()) {
    const offer = `${200000 + i}.00`;
    const fileName = `投标文件${i + 1}.pdf`;
    const plaintext = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(150_000)]);
    const { sealed, key } = await sealWithCore(plaintext, offer, { fileName });
    const receipt = await uploadSealed(api, s.token, tender.projectId, sealed, { sectionId: tender.sectionId });
    if (receipt.body.code !== 0) throw new Error(`sealed upload refused: ${receipt.body.msg}`);
    const publicId = (receipt.body.data as { bidId: string }).bidId;
    const [row] = await t.db.select({ id: bids.id }).from(bids).where(eq(bids.publicId, publicId));
    lodged.push({ publicId, bidId: row!.id, plaintext, key, offer, fileName });
  }
  passTime(t.clock, tender.project.openTime);
  return { ...tender, bids: lodged };
}
