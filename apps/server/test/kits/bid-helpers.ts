/**
 * What the 投标 tests inspect (test-only): the bytes a stored bid decrypts to, the stored objects on disk, and the
 * rows a refused upload must leave alone.
 */
import fs from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { auditLogs, bids, projectBidKeys } from '../../src/db/schema/index.ts';
import { decryptToHash, unsealValue, unwrapProjectKey } from '../../src/lib/sealed/index.ts';
import { type BidFileFacts, openFileFacts, type StoredFileFacts } from '../../src/modules/bids/bid-file-facts.ts';
import { fileSealContext, offerSealContext } from '../../src/modules/bids/bid-key.ts';
import { LocalDiskStorage } from '../../src/plugins/storage-disk.ts';
import type { TestApp } from '../app.ts';

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

/** What the opening would find: the stored file decrypted and hashed, and the 报价 unsealed, with the project key. */
export async function openStoredBid(t: Kit, filesDir: string, bidId: string) {
  const row = await bidRow(t, bidId);
  const [key] = await t.db.select().from(projectBidKeys).where(eq(projectBidKeys.projectId, row.projectId));
  const projectKey = unwrapProjectKey(t.app.deps.config.bidMasterKey, key!.wrappedKey);
  const stored = await new LocalDiskStorage(filesDir).get(row.storageKey);
  const digest = await decryptToHash(stored, projectKey, { context: fileSealContext(row.enrolmentId) });
  const offer = unsealValue(projectKey, row.sealedOffer!, { context: offerSealContext(row.id) });
  return { row, digest, offer, facts: openFileFacts(projectKey, row) };
}
