/**
 * What the 投标 tests inspect (test-only): the bytes a stored bid decrypts to, the stored objects on disk, and the
 * rows a refused upload must leave alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { auditLogs, bids, projectBidKeys } from '../../src/db/schema/index.ts';
import { decryptToHash, unsealValue, unwrapProjectKey } from '../../src/lib/sealed/index.ts';
import { type BidFileFacts, openFileFacts, type StoredFileFacts } from '../../src/modules/bids/bid-file-facts.ts';
import { fileSealContext, offerSealContext } from '../../src/modules/bids/bid-key.ts';
import type { BidRow } from '../../src/modules/bids/bids.repo.ts';
import { LocalDiskStorage } from '../../src/plugins/storage-disk.ts';
import type { TestApp } from '../app.ts';
import { openBuffer } from './sealed.ts';

type Kit = Pick<TestApp, 'app' | 'db'>;

/** Every object under the disk storage's directory (its keys). */
export function storedObjects(filesDir: string): string[] {
  if (!fs.existsSync(filesDir)) return [];
  return fs
    .readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

/** The rows and objects a refused upload must not change. */
export async function bidTrace(t: Kit, filesDir: string) {
  const [b] = await t.db.select({ n: count() }).from(bids);
  const [a] = await t.db.select({ n: count() }).from(auditLogs);
  return { bids: b!.n, auditLogs: a!.n, stored: storedObjects(filesDir) };
}

/** The row a receipt names (its `bidId`, the public id). */
export async function bidRow(t: Kit, bidId: string) {
  const [row] = await t.db.select().from(bids).where(eq(bids.publicId, bidId));
  return row!;
}

/** The receipt's figures of a row, unsealed with its project key (bid-file-facts.ts). */
export async function bidFacts(t: Kit, row: StoredFileFacts & { projectId: number }): Promise<BidFileFacts> {
  const [key] = await t.db.select().from(projectBidKeys).where(eq(projectBidKeys.projectId, row.projectId));
  return openFileFacts(unwrapProjectKey(t.app.deps.config.bidMasterKey, key!.wrappedKey), row);
}

/** The project's key, unwrapped with BID_MASTER_KEY as the server does. */
export async function projectKeyOf(t: Kit, projectId: number): Promise<Buffer> {
  const [key] = await t.db.select().from(projectBidKeys).where(eq(projectBidKeys.projectId, projectId));
  return unwrapProjectKey(t.app.deps.config.bidMasterKey, key!.wrappedKey);
}

/**
 * What the opening would find: the stored file decrypted and hashed, and the 报价 unsealed (null for a
 * bidder-sealed bid, which has none in its row), with the project key.
 */
export async function openStoredBid(t: Kit, filesDir: string, bidId: string) {
  const row = await bidRow(t, bidId);
  const projectKey = await projectKeyOf(t, row.projectId);
  const stored = await new LocalDiskStorage(filesDir).get(row.storageKey);
  const digest = await decryptToHash(stored, projectKey, { context: fileSealContext(row.enrolmentId) });
  const offer =
    row.sealedOffer === null ? null : unsealValue(projectKey, row.sealedOffer, { context: offerSealContext(row.id) });
  return { row, digest, offer, facts: openFileFacts(projectKey, row) };
}

/** The bytes a stored bid decrypts to with its project key (for a bidder-sealed bid: the sealed file as sent). */
export async function storedBidBytes(
  t: Kit,
  filesDir: string,
  row: Pick<BidRow, 'projectId' | 'storageKey' | 'enrolmentId'>,
) {
  const projectKey = await projectKeyOf(t, row.projectId);
  const stored = fs.readFileSync(path.join(filesDir, row.storageKey.slice(0, 2), row.storageKey));
  return (await openBuffer(projectKey, stored, { context: fileSealContext(row.enrolmentId) })).plaintext;
}
