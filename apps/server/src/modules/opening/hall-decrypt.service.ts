import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type hallDecryptInput, MAX_DECRYPT_ATTEMPTS } from '@swp/core';
import { BidSealError, openBidSeal } from '@swp/core/bid-seal/index';
import type { z } from 'zod';
import type { Deps, RequestMeta } from '../../deps.ts';
import { badCredentials, ruleBroken } from '../../lib/errors.ts';
import { DecryptStream, EncryptStream, SealedDataError, sealValue } from '../../lib/sealed/index.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { type FileStorage, StoredFileMissing } from '../../plugins/storage-interface.ts';
import { fileSealContext, storedSealingKey } from '../bids/bid-key.ts';
import { type BidRow, findBidByPublicId } from '../bids/bids.repo.ts';
import { hallOfferContext, hallPlainContext } from './hall-seal.ts';
import { announceBidderHall, settleHall } from './hall-settle.ts';
import {
  countUndecrypted,
  findHall,
  findHallBid,
  lockHall,
  markDecrypted,
  notifyHallChanged,
  takeDecryptAttempt,
} from './opening-hall.repo.ts';

export const NO_SUCH_BID = '投标文件不存在';
export const NOT_STARTED = '开标尚未开始，不能解密';
export const WINDOW_CLOSED = '解密时间已结束，不能解密';
export const BY_PLATFORM = '该投标文件为平台加密，已由平台在开标时解密';
export const LOCKED = `解密失败次数已达${MAX_DECRYPT_ATTEMPTS}次，该投标文件已锁定，不能再解密`;
/** One answer for any wrong key, whichever part of the file refused it (the header, a chunk, the end). */
export const wrongKey = (left: number) => (left > 0 ? `解密密钥不正确，投标文件未能解密，还可尝试${left}次` : LOCKED);

/** What the key opened: the 报价 and file name of the manifest, the plaintext re-sealed for the committee. */
interface Opened {
  offer: string;
  fileName: string;
  storageKey: string;
  sha256: string;
  size: number;
}

/**
 * Opens a bidder-sealed bid with its key, chunk by chunk: the stored object (the sealed file under the project key,
 * as it was received) is decrypted by the project key, then by the bid's key (core bid-seal: every chunk's tag at its
 * index, the final flag, nothing appended), and each plaintext chunk is hashed and re-sealed under the project key
 * as it comes (lib/sealed, context `hall-plain:<bid>`), so no more than a chunk is in memory. Any failure of the
 * bid's key or of the file is a BidSealError or SealedDataError, and the half-written copy is gone (storage.put).
 */
async function openWithKey(storage: FileStorage, projectKey: Buffer, bid: BidRow, key: string): Promise<Opened> {
  const sealed = new DecryptStream(projectKey, { context: fileSealContext(bid.enrolmentId) });
  // A read error of the storage ends the decryption with it (pipe() would leave the reader waiting).
  void pipeline(await storage.get(bid.storageKey), sealed).catch(() => undefined);
  try {
    const opened = await openBidSeal(sealed, key);
    const hash = createHash('sha256');
    let size = 0;
    async function* counted() {
      for await (const chunk of opened.plaintext) {
        hash.update(chunk);
        size += chunk.length;
        yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      }
    }
    const reseal = new EncryptStream(projectKey, { context: hallPlainContext(bid.id) });
    const put = storage.put(reseal);
    try {
      await pipeline(Readable.from(counted()), reseal);
    } catch (error) {
      // The key's or the file's fault, not the storage's: that is the error to answer by; the copy is discarded.
      await put.then((storageKey) => storage.delete(storageKey)).catch(() => undefined);
      throw error;
    }
    const storageKey = await put;
    return { ...opened.manifest, storageKey, sha256: hash.digest('hex'), size };
  } finally {
    sealed.destroy();
  }
}

/**
 * `POST /api/opening/decrypt` (docs/integration.md): a bidder hands over its bid's key, in the window, for its own
 * bid only. The try is counted first (one atomic statement, at most MAX_DECRYPT_ATTEMPTS per bid however many
 * arrive at once), then the whole file is opened with it; a wrong key is answered the same whichever part failed.
 * Then one transaction under the hall's lock: the window still open, the decryption recorded once, the 操作日志 line,
 * and — when it was the last bid waiting — 唱标.
 */
export async function decryptBid(
  deps: Deps,
  storage: FileStorage,
  principal: Principal,
  input: z.output<typeof hallDecryptInput>,
  meta: RequestMeta,
): Promise<string> {
  const bid = await findBidByPublicId(deps.db, input.bidId);
  // Another company's bid, or one of another project, is answered as one that does not exist.
  if (!bid || bid.supplierId !== principal.userId || bid.projectId !== input.projectId) {
    throw ruleBroken(NO_SUCH_BID);
  }
  await settleHall(deps, input.projectId, meta.ip);
  const hall = await findHall(deps.db, input.projectId);
  if (!hall) throw ruleBroken(NOT_STARTED);
  const hallBid = await findHallBid(deps.db, bid.id);
  if (!hallBid) throw ruleBroken(NO_SUCH_BID);
  if (!hallBid.bidderSealed) throw ruleBroken(BY_PLATFORM);
  if (hallBid.decryptedAt) return '该投标文件已解密';
  if (hall.announcedAt || deps.clock.now() >= hall.decryptUntil) throw ruleBroken(WINDOW_CLOSED);
  // Recalled at the start: its stored file failed the receipt's check, so no key can open it.
  if (hallBid.withdrawnReason) throw ruleBroken(hallBid.withdrawnReason);

  const attempt = await takeDecryptAttempt(deps.db, bid.id, deps.clock.now(), MAX_DECRYPT_ATTEMPTS);
  if (!attempt) {
    const now = await findHallBid(deps.db, bid.id);
    if (now?.decryptedAt) return '该投标文件已解密';
    throw ruleBroken((now?.attempts ?? 0) >= MAX_DECRYPT_ATTEMPTS ? LOCKED : WINDOW_CLOSED);
  }
  const projectKey = await storedSealingKey(deps.db, deps.config.bidMasterKey, bid.projectId);
  let opened: Opened;
  try {
    opened = await openWithKey(storage, projectKey, bid, input.key);
  } catch (error) {
    if (
      !(error instanceof BidSealError) &&
      !(error instanceof SealedDataError) &&
      !(error instanceof StoredFileMissing)
    ) {
      throw error;
    }
    await notifyAttempt(deps, bid.projectId);
    throw badCredentials(wrongKey(MAX_DECRYPT_ATTEMPTS - attempt.attempts));
  } finally {
    projectKey.fill(0);
  }

  let kept: boolean;
  try {
    kept = await recordDecryption(deps, principal, bid, opened, meta);
  } catch (error) {
    await storage.delete(opened.storageKey);
    throw error;
  }
  // Another request with the right key recorded it first: this copy is not the one kept.
  if (!kept) await storage.delete(opened.storageKey);
  return kept ? '解密成功' : '该投标文件已解密';
}

/** A failed try changes the tries left that the bidder's own page shows. */
async function notifyAttempt(deps: Deps, projectId: number) {
  await deps.db.transaction((tx) => notifyHallChanged(tx, projectId));
}

async function recordDecryption(
  deps: Deps,
  principal: Principal,
  bid: BidRow,
  opened: Opened,
  meta: RequestMeta,
): Promise<boolean> {
  const key = await storedSealingKey(deps.db, deps.config.bidMasterKey, bid.projectId);
  let sealedOffer: string;
  try {
    sealedOffer = sealValue(key, opened.offer, { context: hallOfferContext(bid.id) });
  } finally {
    key.fill(0);
  }
  return deps.db.transaction(async (tx) => {
    const hall = await lockHall(tx, bid.projectId);
    const now = deps.clock.now();
    // The window closed while the file was being opened: 唱标 has withdrawn it, or is about to.
    if (!hall || hall.announcedAt || now >= hall.decryptUntil) throw ruleBroken(WINDOW_CLOSED);
    const first = await markDecrypted(tx, bid.id, {
      decryptedAt: now,
      plainStorageKey: opened.storageKey,
      plainFileName: opened.fileName,
      plainSize: opened.size,
      plainSha256: opened.sha256,
      sealedOffer,
    });
    if (!first) return false;
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'opening.decrypt',
      target: { type: 'project', id: bid.projectId },
      detail: { bidId: bid.id },
      ip: meta.ip,
    });
    await notifyHallChanged(tx, bid.projectId);
    // The last bid waiting: 唱标 now (第三十条: when decryption is complete).
    if ((await countUndecrypted(tx, bid.projectId)) === 0) {
      await announceBidderHall(tx, deps, hall, { actor: actorOf(principal), ip: meta.ip });
    }
    return true;
  });
}
