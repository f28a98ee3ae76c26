import type { Readable } from 'node:stream';
import {
  BID_CHECK_LABELS,
  type BidCheck,
  type bidMineInput,
  type MyBid,
  Permission,
  withdrawnBidFileRefusal,
} from '@swp/core';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import { isSealedFileSize, openVerifiedPlaintext, SealedDataError, unsealValue } from '../../lib/sealed/index.ts';
import { demandAccess } from '../../plugins/access.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { type FileStorage, StoredFileMissing } from '../../plugins/storage-interface.ts';
import { hallOfferContext, hallPlainContext, plainMimeType } from '../opening/hall-seal.ts';
import { findDecryptedOffer, findHallBidFate, findPlainCopy } from '../opening/opening-hall.repo.ts';
import { type BidFileFacts, openFileFacts } from './bid-file-facts.ts';
import { fileSealContext, offerSealContext, storedSealingKey } from './bid-key.ts';
import { buildBidReceiptPdf, receiptFileName } from './bid-receipt-pdf.ts';
import {
  type BidRow,
  findBidByPublicId,
  findOpeningCheck,
  findOwnBid,
  findReceiptNames,
  hasBidOnProject,
  isProjectOpened,
} from './bids.repo.ts';

/** The one answer for a bid the caller may not read, whether or not it exists: nothing about it leaks. */
const NO_SUCH_FILE = '文件不存在';
export const NO_OWN_BID = '您尚未递交投标文件';
/** A stored file that fails its check when it is read: refused, never sent in part or as another's bytes. */
export const BID_FILE_NOT_WHOLE = '投标文件校验未通过：存储的文件已被改动或替换，不能下载，请联系系统管理员';
/** A bid the opening found wrong (lib/sealed, modules/opening): refused with the opening's finding. */
export const flaggedBidFile = (check: Exclude<BidCheck, 'ok'>) =>
  `开标校验未通过（${BID_CHECK_LABELS[check]}），该投标文件不能下载`;

type OwnBidQuery = z.output<typeof bidMineInput>;

const ownKey = (principal: Principal, input: OwnBidQuery) => ({
  projectId: input.projectId,
  supplierId: principal.userId,
  sectionId: input.sectionId ?? null,
});

/**
 * `POST /api/bid/mine`: the company's own receipt and its 报价 (unsealed for it alone), or null. A bidder-sealed
 * bid answers `offer: null` until its bidder decrypts it in the 开标大厅 (docs/integration.md): the server does not
 * know it before; from then on, the 报价 its sealed file held.
 */
export async function readOwnBid(deps: Deps, principal: Principal, input: OwnBidQuery): Promise<MyBid> {
  const bid = await findOwnBid(deps.db, ownKey(principal, input));
  if (!bid) return null;
  const key = await storedSealingKey(deps.db, deps.config.bidMasterKey, bid.projectId);
  try {
    const { fileName, size, sha256 } = unsealedFacts(key, bid);
    const decrypted = bid.sealedOffer === null ? await findDecryptedOffer(deps.db, bid.id) : undefined;
    const offer = decrypted
      ? unsealValue(key, decrypted, { context: hallOfferContext(bid.id) })
      : unsealedOffer(key, bid);
    return {
      bidId: bid.publicId,
      fileName,
      size,
      sha256,
      receivedAt: bid.receivedAt.toISOString(),
      sectionId: bid.sectionId,
      offer,
    };
  } finally {
    key.fill(0);
  }
}

/**
 * `GET /api/bid/receipt`: the company's own 投标回执 as a PDF, with the figures and the 报价 of its last upload. Found
 * by the caller's own company only (ownKey): no query names another company's bid.
 */
export async function ownReceiptPdf(deps: Deps, principal: Principal, input: OwnBidQuery) {
  const bid = await findOwnBid(deps.db, ownKey(principal, input));
  if (!bid) throw notFound(NO_OWN_BID);
  const names = await findReceiptNames(deps.db, bid);
  if (!names) throw notFound(NO_OWN_BID);
  const key = await storedSealingKey(deps.db, deps.config.bidMasterKey, bid.projectId);
  let facts: BidFileFacts;
  let offer: string | null;
  try {
    facts = unsealedFacts(key, bid);
    offer = unsealedOffer(key, bid);
  } finally {
    key.fill(0);
  }
  const pdf = await buildBidReceiptPdf(bid, facts, offer, names, deps.clock.now());
  return { pdf, ...receiptFileName(names.projectCode) };
}

/**
 * The bid's own 报价, for its company alone, or null while it is sealed in a bidder-sealed file; a sealed value that
 * no longer opens is a refusal, not a 500.
 */
function unsealedOffer(key: Buffer, bid: BidRow): string | null {
  if (bid.sealedOffer === null) return null;
  try {
    return unsealValue(key, bid.sealedOffer, { context: offerSealContext(bid.id) });
  } catch (error) {
    if (error instanceof SealedDataError) throw ruleBroken(BID_FILE_NOT_WHOLE);
    throw error;
  }
}

/** The receipt's figures of the row (bid-file-facts.ts); sealed ones that no longer open are a refusal, not a 500. */
function unsealedFacts(key: Buffer, bid: BidRow): BidFileFacts {
  try {
    return openFileFacts(key, bid);
  } catch (error) {
    if (error instanceof SealedDataError) throw ruleBroken(BID_FILE_NOT_WHOLE);
    throw error;
  }
}

/**
 * Who may download a bid file (docs/rules.md, docs/integration.md): the company that lodged it, at any time; after the 开标, staff
 * of 项目管理 and the companies that bid on the same project. Before the opening everyone else gets 文件不存在 —
 * the same answer as for a bid that does not exist, so not even the existence of a bid is told.
 */
async function demandBidReader(deps: Deps, principal: Principal | null, bid: BidRow | undefined): Promise<BidRow> {
  if (principal?.role === 'vender') {
    if (!bid) throw notFound(NO_SUCH_FILE);
    if (bid.supplierId === principal.userId) return bid;
    const opened = await isProjectOpened(deps.db, bid.projectId);
    if (opened && (await hasBidOnProject(deps.db, bid.projectId, principal.userId))) return bid;
    throw notFound(NO_SUCH_FILE);
  }
  demandAccess(principal, { role: 'staff', permission: Permission.project });
  if (!bid || !(await isProjectOpened(deps.db, bid.projectId))) throw notFound(NO_SUCH_FILE);
  return bid;
}

/**
 * `GET /api/bid/download`: the original bytes, each released only after it was authenticated (lib/sealed README):
 * a file that fails before the first byte is refused (the route has sent nothing yet); one that fails later ends
 * the stream with an error, and the response is aborted, never ended as if whole.
 */
export async function openBidDownload(
  deps: Deps,
  storage: FileStorage,
  principal: Principal | null,
  bidId: string,
): Promise<VerifiedBidFile> {
  const bid = await demandBidReader(deps, principal, await findBidByPublicId(deps.db, bidId));
  return verifiedBidStream(deps, storage, bid);
}

/** A bid's file on its way out: the receipt's figures (for the answer's headers) and the verified bytes. */
export interface VerifiedBidFile {
  facts: BidFileFacts;
  stream: Readable;
}

/**
 * A bid's original bytes for a caller that has already decided the reader may have them (the download above, the
 * committee's bid files in modules/evaluation). Resolves only once the file's first chunk (a version-1 file: all
 * of it, staged) proved authentic, of this bid, and — at the end — equal to the receipt. A bid the opening found
 * wrong is refused with its finding; a stored file gone is 文件不存在; one that fails now is BID_FILE_NOT_WHOLE.
 * A bid the 开标大厅 withdrew (撤销: not decrypted in the window) or recalled (撤回) is refused to every reader, its
 * own bidder included (core `withdrawnBidFileRefusal`). The project key lives only as long as the stream.
 */
export async function verifiedBidStream(deps: Deps, storage: FileStorage, bid: BidRow): Promise<VerifiedBidFile> {
  const withdrawn = withdrawnBidFileRefusal(await findHallBidFate(deps.db, bid.id), deps.clock.now());
  if (withdrawn) throw ruleBroken(withdrawn);
  const check = await findOpeningCheck(deps.db, bid.id);
  if (check !== undefined && check !== 'ok') throw ruleBroken(flaggedBidFile(check));
  const key = await storedSealingKey(deps.db, deps.config.bidMasterKey, bid.projectId);
  // A bidder-sealed bid its bidder decrypted in the 开标大厅 (modules/opening): its plaintext, re-sealed there.
  const plain = await findPlainCopy(deps.db, bid.id);
  let facts: BidFileFacts;
  let sealed: Readable;
  let storageKey = bid.storageKey;
  let context = fileSealContext(bid.enrolmentId);
  try {
    if (plain?.storageKey && plain.fileName && plain.size !== null && plain.sha256) {
      facts = {
        fileName: plain.fileName,
        mimeType: plainMimeType(plain.fileName),
        size: plain.size,
        sha256: plain.sha256,
      };
      storageKey = plain.storageKey;
      context = hallPlainContext(bid.id);
    } else {
      facts = unsealedFacts(key, bid);
    }
    // A file cut or extended is refused before a byte is read (a change made after this fails its tags as it goes).
    if (!isSealedFileSize(await storage.size(storageKey), facts.size)) throw ruleBroken(BID_FILE_NOT_WHOLE);
    sealed = await storage.get(storageKey);
  } catch (error) {
    key.fill(0);
    if (error instanceof StoredFileMissing) throw notFound(NO_SUCH_FILE);
    throw error;
  }
  const options = { context, expectedSha256: facts.sha256 };
  try {
    return { facts, stream: await openVerifiedPlaintext(sealed, key, options, () => key.fill(0)) };
  } catch (error) {
    if (error instanceof SealedDataError) throw ruleBroken(BID_FILE_NOT_WHOLE);
    throw error;
  }
}
