import { finished, pipeline, type Transform } from 'node:stream';
import { type BidReceipt, bidUploadContractFields, type EncryptMode } from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { invalid, notFound, ruleBroken } from '../../lib/errors.ts';
import { EncryptStream, sealValue } from '../../lib/sealed/index.ts';
import { BROKEN_UPLOAD_MSG } from '../../lib/single-file-upload.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import { allowedType, BID_FILE_TYPES, cleanFileName, extensionOf } from '../../platform/files/file-types.ts';
import { fileTooLarge } from '../../platform/files/files.service.ts';
import { UploadInspector } from '../../platform/files/upload-inspector.ts';
import type { Principal } from '../../plugins/access-types.ts';
import type { FileStorage } from '../../plugins/storage-interface.ts';
import { findEnrolmentOf, findProjectForShare } from '../enrolments/enrolments.repo.ts';
import { listSections } from '../projects/projects.repo.ts';
import { requireProject } from '../projects/require-project.ts';
import { sealFileFacts } from './bid-file-facts.ts';
import { fileSealContext, offerSealContext, projectSealingKey } from './bid-key.ts';
import { type BidUploadParts, FIELDS_BEFORE_FILE, NO_BID_FILE } from './bid-multipart.ts';
import { bidWindowRefusal, CHOOSE_SECTION, enrolmentRefusal, NO_ENROLMENT } from './bid-rules.ts';
import { SealedBidCheck } from './bid-seal-check.ts';
import {
  type BidderKey,
  findBidOfEnrolment,
  insertBid,
  type LodgedFile,
  lockEnrolment,
  replaceBidFile,
  setSealedValues,
} from './bids.repo.ts';

/** 投标人加密: the 报价 travels sealed inside the file, never beside it in clear. */
export const OFFER_INSIDE_SEALED_FILE = '本项目为投标人加密：投标报价已密封在投标文件中，请勿另行填写报价';
/** A bidder-sealed file is stored and answered as opaque bytes until its bidder decrypts it. */
export const SEALED_BID_MIME = 'application/octet-stream';

/**
 * The refusal for a company that may not lodge on this project (or 标段) now; nothing has been read of the file.
 * Answers the enrolment and the project's 加密方式, which decides what the file must be.
 */
async function demandMayLodge(deps: Deps, key: BidderKey): Promise<{ enrolmentId: number; mode: EncryptMode }> {
  const project = await requireProject(deps.db, key.projectId);
  const enrolment = await findEnrolmentOf(deps.db, key);
  const refusal = enrolmentRefusal(enrolment?.status);
  if (refusal === NO_ENROLMENT && key.sectionId === null && (await listSections(deps.db, key.projectId)).length > 0) {
    throw ruleBroken(CHOOSE_SECTION);
  }
  if (refusal) throw ruleBroken(refusal);
  const closed = bidWindowRefusal(project, deps.clock.now());
  if (closed) throw ruleBroken(closed);
  return { enrolmentId: enrolment!.id, mode: project.encryptMode };
}

/** The file's name as the receipt keeps it and its type by the extension (its first bytes are checked as it streams). */
function bidFileType(filename: string) {
  const fileName = cleanFileName(filename);
  if (fileName === '') throw invalid(NO_BID_FILE);
  const type = allowedType(extensionOf(fileName), BID_FILE_TYPES);
  if (!type) throw invalid(`不支持的文件类型，仅允许上传${BID_FILE_TYPES.text}文件`);
  return { fileName, type };
}

/** What a file must be and how it is checked as it streams, by the project's 加密方式. */
interface FileCheck {
  fileName: string;
  mimeType: string;
  gate: Transform;
}

/**
 * 平台加密: a bid file of an allowed type (its first bytes are checked as it streams) within BID_MAX_MB.
 * 投标人加密: the bidder's sealed file (core bid-seal/), its framing checked as it streams, its bid file within
 * BID_MAX_MB; its own name and type are inside the seal, so the receipt names the sealed file as sent.
 */
function fileCheck(deps: Deps, mode: EncryptMode, filename: string): FileCheck {
  const maxBytes = deps.config.bidMaxBytes;
  const tooLarge = fileTooLarge(maxBytes);
  if (mode === 'bidder') {
    const fileName = cleanFileName(filename);
    if (fileName === '') throw invalid(NO_BID_FILE);
    return { fileName, mimeType: SEALED_BID_MIME, gate: new SealedBidCheck(maxBytes, tooLarge) };
  }
  const { fileName, type } = bidFileType(filename);
  const gate = new UploadInspector(type, maxBytes, tooLarge, BID_FILE_TYPES.text, false);
  return { fileName, mimeType: type.mimeType, gate };
}

/**
 * Streams the file part through its check and the seal into storage: nothing is held beyond a block of the seal
 * (256 KB), and the SHA-256 and size of the bytes received (the receipt's figures) come from the seal's one pass.
 * A refused or broken upload fails the chain, and storage keeps nothing of it.
 */
async function storeSealed(
  deps: Deps,
  storage: FileStorage,
  upload: BidUploadParts,
  { fileName, mimeType, gate }: FileCheck,
  projectKey: Buffer,
  enrolmentId: number,
) {
  const tooLarge = fileTooLarge(deps.config.bidMaxBytes);
  const seal = new EncryptStream(projectKey, { context: fileSealContext(enrolmentId) });
  // A refusal of the check reaches the seal, which storage reads: the stored object is then discarded.
  pipeline(gate, seal, () => undefined);
  upload.onLimit(() => gate.destroy(invalid(tooLarge)));
  finished(upload.stream, (error) => {
    if (error) gate.destroy(invalid(BROKEN_UPLOAD_MSG));
  });
  // `pipe`, not pipeline: a refused file's own stream must stay readable, so the rest of the request can be drained.
  upload.stream.pipe(gate);
  const storageKey = await storage.put(seal);
  try {
    if (upload.truncated()) throw invalid(tooLarge);
    await upload.finish();
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  return { storageKey, fileName, mimeType, ...seal.digest };
}

/**
 * The 报价 field by the 加密方式: required on a 平台加密 project (before the file, like projectId), refused on a
 * 投标人加密 one, whose 报价 is sealed in the file (a price sent beside it would travel and be kept in clear).
 */
function offerField(mode: EncryptMode, offer: string | undefined): string | null {
  if (mode === 'bidder') {
    if (offer !== undefined) throw invalid(OFFER_INSIDE_SEALED_FILE);
    return null;
  }
  if (offer === undefined) throw invalid(FIELDS_BEFORE_FILE);
  return offer;
}

/**
 * 投标 (docs/rules.md, docs/integration.md `POST /api/bid/upload`): a company whose enrolment passed lodges its file and 报价 until
 * closeFileupTime by the server's clock — on a 投标人加密 project one sealed file holding both, stored as it came. The rules are checked before the file streams (a refused company costs
 * nothing) and again, under lock, when it has arrived: one transaction share-locks the project (a pause or a
 * correction waits), locks the enrolment (two uploads of one company queue here), re-checks the deadline at the
 * receipt's instant and writes the row — a first upload inserts it, a re-upload replaces its file, figures and
 * sealed 报价 in one statement — with the audit line, which names no file, hash or price. After the commit the
 * replaced file is deleted; on any failure the new one is.
 */
export async function lodgeBid(
  deps: Deps,
  storage: FileStorage,
  principal: Principal,
  upload: BidUploadParts,
  meta: RequestMeta,
): Promise<BidReceipt> {
  const parsed = bidUploadContractFields.safeParse(upload.fields);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? '投标信息不正确');
  const { projectId } = parsed.data;
  const key: BidderKey = { projectId, supplierId: principal.userId, sectionId: parsed.data.sectionId ?? null };
  const { enrolmentId, mode } = await demandMayLodge(deps, key);
  const offer = offerField(mode, parsed.data.offer);
  const check = fileCheck(deps, mode, upload.filename);

  const projectKey = await projectSealingKey(deps.db, deps.config.bidMasterKey, projectId);
  try {
    const stored = await storeSealed(deps, storage, upload, check, projectKey, enrolmentId);
    let outcome: { publicId: string; receivedAt: Date; replacedKey: string | null };
    try {
      outcome = await deps.db.transaction(async (tx) => {
        const project = await findProjectForShare(tx, projectId);
        if (!project) throw notFound('项目不存在');
        const enrolment = await lockEnrolment(tx, key);
        const refusal = enrolmentRefusal(enrolment?.status);
        if (refusal) throw ruleBroken(refusal);
        const receivedAt = deps.clock.now();
        const closed = bidWindowRefusal(project, receivedAt);
        if (closed) throw ruleBroken(closed);

        const file: LodgedFile = { storageKey: stored.storageKey, receivedAt, seal: mode };
        // The figures and the 报价 are sealed under the row's own id (bid-file-facts.ts, bid-key.ts); a
        // bidder-sealed bid has no 报价 here until its bidder decrypts it.
        const sealed = (id: number) => ({
          sealedFile: sealFileFacts(projectKey, id, stored),
          sealedOffer: offer === null ? null : sealValue(projectKey, offer, { context: offerSealContext(id) }),
        });
        const existing = await findBidOfEnrolment(tx, enrolment!.id);
        let bidId: number;
        let publicId: string;
        let uploads: number;
        if (existing) {
          bidId = existing.id;
          publicId = existing.publicId;
          uploads = await replaceBidFile(tx, bidId, file, sealed(bidId));
        } else {
          ({ id: bidId, publicId } = await insertBid(tx, { ...file, enrolmentId: enrolment!.id, ...key }));
          await setSealedValues(tx, bidId, sealed(bidId));
          uploads = 1;
        }
        await audit(tx, deps.clock, {
          actor: actorOf(principal),
          action: 'bid.upload',
          // The public id, as on the receipt: a row id would tell log readers how many bids the platform holds.
          target: { type: 'bid', id: publicId },
          // Sealed until the opening: that a bid was lodged, never its file, hash or price.
          detail: { projectId, sectionId: key.sectionId, uploads },
          ip: meta.ip,
        });
        return { publicId, receivedAt, replacedKey: existing?.storageKey ?? null };
      });
    } catch (error) {
      await storage.delete(stored.storageKey);
      throw error;
    }
    // Committed: the earlier file is no longer named by any row. A failure here leaves an unnamed object, not a
    // wrong receipt, so it does not fail the upload.
    if (outcome.replacedKey) await storage.delete(outcome.replacedKey).catch(() => undefined);
    return {
      bidId: outcome.publicId,
      fileName: stored.fileName,
      size: stored.size,
      sha256: stored.sha256,
      receivedAt: outcome.receivedAt.toISOString(),
      sectionId: key.sectionId,
    };
  } finally {
    projectKey.fill(0);
  }
}
