import { pipeline, type Readable } from 'node:stream';
import { type bidMineInput, type MyBid, Permission } from '@swp/core';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { DecryptStream, unsealValue } from '../../lib/sealed/index.ts';
import { demandAccess } from '../../plugins/access.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { type FileStorage, StoredFileMissing } from '../../plugins/storage-interface.ts';
import { offerSealContext, storedSealingKey } from './bid-key.ts';
import { buildBidReceiptPdf, receiptFileName } from './bid-receipt-pdf.ts';
import { type BidRow, findBid, findOwnBid, findReceiptNames, hasBidOnProject, isProjectOpened } from './bids.repo.ts';

/** The one answer for a bid the caller may not read, whether or not it exists: nothing about it leaks. */
const NO_SUCH_FILE = '文件不存在';
export const NO_OWN_BID = '您尚未递交投标文件';

type OwnBidQuery = z.output<typeof bidMineInput>;

const ownKey = (principal: Principal, input: OwnBidQuery) => ({
  projectId: input.projectId,
  supplierId: principal.userId,
  sectionId: input.sectionId ?? null,
});

/** `POST /api/bid/mine`: the company's own receipt and its 报价 (unsealed for it alone), or null. */
export async function readOwnBid(deps: Deps, principal: Principal, input: OwnBidQuery): Promise<MyBid> {
  const bid = await findOwnBid(deps.db, ownKey(principal, input));
  if (!bid) return null;
  const key = await storedSealingKey(deps.db, deps.config.bidMasterKey, bid.projectId);
  try {
    const offer = unsealValue(key, bid.sealedOffer, { context: offerSealContext(bid.id) });
    return {
      bidId: bid.id,
      fileName: bid.fileName,
      size: bid.size,
      sha256: bid.sha256,
      receivedAt: bid.receivedAt.toISOString(),
      sectionId: bid.sectionId,
      offer,
    };
  } finally {
    key.fill(0);
  }
}

/** `GET /api/bid/receipt`: the company's own 投标回执 as a PDF, with the figures of its last upload. */
export async function ownReceiptPdf(deps: Deps, principal: Principal, input: OwnBidQuery) {
  const bid = await findOwnBid(deps.db, ownKey(principal, input));
  if (!bid) throw notFound(NO_OWN_BID);
  const names = await findReceiptNames(deps.db, bid);
  if (!names) throw notFound(NO_OWN_BID);
  return { pdf: await buildBidReceiptPdf(bid, names, deps.clock.now()), ...receiptFileName(names.projectCode) };
}

/**
 * Who may download a bid file (PRODUCT §2, §11): the company that lodged it, at any time; after the 开标, staff
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
 * `GET /api/bid/download`: the original bytes, decrypted on the way out (lib/sealed README): nothing is staged, so
 * if the stored file was altered the tag fails at the very end and the response is aborted — the client gets an
 * incomplete download, never a complete-looking wrong file. The project key lives only as long as the stream.
 */
export async function openBidDownload(
  deps: Deps,
  storage: FileStorage,
  principal: Principal | null,
  bidId: number,
): Promise<{ bid: BidRow; stream: Readable }> {
  const bid = await demandBidReader(deps, principal, await findBid(deps.db, bidId));
  return { bid, stream: await decryptedBidStream(deps, storage, bid) };
}

/**
 * A bid's original bytes, decrypted as they are read, for a caller that has already decided the reader may have
 * them (the download above, the committee's bid files in modules/evaluation). A stored file gone is 文件不存在.
 */
export async function decryptedBidStream(deps: Deps, storage: FileStorage, bid: BidRow): Promise<Readable> {
  let sealed: Readable;
  try {
    sealed = await storage.get(bid.storageKey);
  } catch (error) {
    if (error instanceof StoredFileMissing) throw notFound(NO_SUCH_FILE);
    throw error;
  }
  const key = await storedSealingKey(deps.db, deps.config.bidMasterKey, bid.projectId);
  const decrypt = new DecryptStream(key);
  pipeline(sealed, decrypt, () => key.fill(0));
  return decrypt;
}
