import { pipeline } from 'node:stream/promises';
import type { BidCheck } from '@swp/core';
import { BID_SEAL_MAGIC } from '@swp/core/bid-seal/format';
import { DecryptStream, SealedDataError, unsealValue } from '../../lib/sealed/index.ts';
import { type FileStorage, StoredFileMissing } from '../../plugins/storage-interface.ts';
import { type BidFileFacts, openFileFacts } from '../bids/bid-file-facts.ts';
import { fileSealContext, offerSealContext } from '../bids/bid-key.ts';
import type { BidToOpen } from './opening.repo.ts';

/** What the opening found for one bid: the receipt's figures and 报价 unsealed, the file's hash, the verdict. */
export interface BidFinding {
  bidId: number;
  /** The receipt's figures (bids/bid-file-facts.ts); null when their sealed value did not open. */
  facts: BidFileFacts | null;
  /** null for a bidder-sealed bid: its 报价 is inside the sealed file, read when its bidder decrypts it. */
  offer: string | null;
  openedSha256: string;
  check: BidCheck;
  /** The stored file is a bidder's sealed file (投标人加密, core bid-seal: it starts with "SWPB"). */
  bidderSealed: boolean;
}

/**
 * Decrypts a stored file under the project key only to hash it (lib/sealed `decryptToHash`), noting whether the
 * plaintext is a bidder's sealed file. Resolves only when every tag verified; a SealedDataError otherwise.
 */
async function hashStoredFile(source: AsyncIterable<Buffer>, projectKey: Buffer, context: string) {
  const decrypt = new DecryptStream(projectKey, { context });
  let head = Buffer.alloc(0);
  await pipeline(source, decrypt, async (plaintext: AsyncIterable<Buffer>) => {
    for await (const chunk of plaintext) {
      if (head.length < BID_SEAL_MAGIC.length) head = Buffer.concat([head, chunk]).subarray(0, BID_SEAL_MAGIC.length);
    }
  });
  return { sha256: decrypt.digest.sha256, bidderSealed: head.equals(BID_SEAL_MAGIC) };
}

/** How many stored files are decrypted at once: enough to overlap storage reads, few enough for a small server. */
const PARALLEL_FILES = 4;

/**
 * Opens one sealed bid as 开标 must (docs/rules.md): the 报价 unsealed, the file decrypted only to hash it, and the
 * hash compared with the receipt's. A file that is missing, altered or cut (GCM's tag fails) is 'unreadable', one
 * that decrypts to other bytes than the receipt says is 'mismatch'; both are recorded and shown, never hidden.
 * Another bid's file put in this one's place is 'unreadable' when sealed today (version 2 binds the bid) and
 * 'mismatch' when sealed before (version 1 bound nothing but the project key). Any
 * other failure (storage unreachable) is thrown, so the opening stops and writes nothing.
 */
export async function checkBid(storage: FileStorage, projectKey: Buffer, bid: BidToOpen): Promise<BidFinding> {
  let offer: string | null = null;
  try {
    offer = unsealValue(projectKey, bid.sealedOffer, { context: offerSealContext(bid.bidId) });
  } catch (error) {
    if (!(error instanceof SealedDataError)) throw error;
  }
  let facts: BidFileFacts | null = null;
  try {
    facts = openFileFacts(projectKey, { ...bid, id: bid.bidId });
  } catch (error) {
    if (!(error instanceof SealedDataError)) throw error;
  }
  let openedSha256 = '';
  let bidderSealed = false;
  try {
    const context = fileSealContext(bid.enrolmentId);
    ({ sha256: openedSha256, bidderSealed } = await hashStoredFile(
      await storage.get(bid.storageKey),
      projectKey,
      context,
    ));
  } catch (error) {
    if (!(error instanceof SealedDataError) && !(error instanceof StoredFileMissing)) throw error;
  }
  const check: BidCheck =
    (offer === null && !bidderSealed) || facts === null || openedSha256 === ''
      ? 'unreadable'
      : openedSha256 === facts.sha256
        ? 'ok'
        : 'mismatch';
  return { bidId: bid.bidId, facts, offer: bidderSealed ? null : offer, openedSha256, check, bidderSealed };
}

/** Every bid checked, a few files at a time, in the order given. */
export async function checkBids(
  storage: FileStorage,
  projectKey: Buffer,
  bids: readonly BidToOpen[],
): Promise<BidFinding[]> {
  const findings: BidFinding[] = new Array(bids.length);
  let next = 0;
  const worker = async () => {
    while (next < bids.length) {
      const index = next++;
      findings[index] = await checkBid(storage, projectKey, bids[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_FILES, bids.length) }, worker));
  return findings;
}
