import type { BidCheck } from '@swp/core';
import { decryptToHash, SealedDataError, unsealValue } from '../../lib/sealed/index.ts';
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
    // Null only for a bidder-sealed bid, whose 报价 is inside its file: the one-step opening refuses those projects.
    if (bid.sealedOffer !== null) {
      offer = unsealValue(projectKey, bid.sealedOffer, { context: offerSealContext(bid.bidId) });
    }
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
  try {
    const context = fileSealContext(bid.enrolmentId);
    openedSha256 = (await decryptToHash(await storage.get(bid.storageKey), projectKey, { context })).sha256;
  } catch (error) {
    if (!(error instanceof SealedDataError) && !(error instanceof StoredFileMissing)) throw error;
  }
  // A bidder-sealed bid has no 报价 of the platform's: its check is the stored file against the receipt alone.
  const offerMissing = offer === null && bid.seal === 'platform';
  const check: BidCheck =
    offerMissing || facts === null || openedSha256 === ''
      ? 'unreadable'
      : openedSha256 === facts.sha256
        ? 'ok'
        : 'mismatch';
  return { bidId: bid.bidId, facts, offer, openedSha256, check };
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
