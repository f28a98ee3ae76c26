import { finished, pipeline } from 'node:stream';
import { type BidReceipt, bidUploadFields } from '@swp/core';
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
import { type BidUploadParts, NO_BID_FILE } from './bid-multipart.ts';
import { bidWindowRefusal, CHOOSE_SECTION, enrolmentRefusal, NO_ENROLMENT } from './bid-rules.ts';
import {
  type BidderKey,
  findBidOfEnrolment,
  insertBid,
  type LodgedFile,
  lockEnrolment,
  replaceBidFile,
  setSealedValues,
} from './bids.repo.ts';

/** The refusal for a company that may not lodge on this project (or 标段) now; nothing has been read of the file. */
async function demandMayLodge(deps: Deps, key: BidderKey): Promise<number> {
  const project = await requireProject(deps.db, key.projectId);
  const enrolment = await findEnrolmentOf(deps.db, key);
  const refusal = enrolmentRefusal(enrolment?.status);
  if (refusal === NO_ENROLMENT && key.sectionId === null && (await listSections(deps.db, key.projectId)).length > 0) {
    throw ruleBroken(CHOOSE_SECTION);
  }
  if (refusal) throw ruleBroken(refusal);
  const closed = bidWindowRefusal(project, deps.clock.now());
  if (closed) throw ruleBroken(closed);
  return enrolment!.id;
}

/** The file's name as the receipt keeps it and its type by the extension (its first bytes are checked as it streams). */
function bidFileType(filename: string) {
  const fileName = cleanFileName(filename);
  if (fileName === '') throw invalid(NO_BID_FILE);
  const type = allowedType(extensionOf(fileName), BID_FILE_TYPES);
  if (!type) throw invalid(`不支持的文件类型，仅允许上传${BID_FILE_TYPES.text}文件`);
  return { fileName, type };
}

/**
 * Streams the file part through the type and size check and the seal into storage: nothing is held beyond a
 * block of the seal (256 KB), and the SHA-256 and size of the plaintext (the receipt's figures) come from the
 * seal's one pass. A refused or broken upload fails the chain, and storage keeps nothing of it.
 */
async function storeSealed(
  deps: Deps,
  storage: FileStorage,
  upload: BidUploadParts,
  { fileName, type }: ReturnType<typeof bidFileType>,
  projectKey: Buffer,
  enrolmentId: number,
) {
  const maxBytes = deps.config.bidMaxBytes;
  const tooLarge = fileTooLarge(maxBytes);
  const inspector = new UploadInspector(type, maxBytes, tooLarge, BID_FILE_TYPES.text, false);
  const seal = new EncryptStream(projectKey, { context: fileSealContext(enrolmentId) });
  // A refusal of the inspector reaches the seal, which storage reads: the stored object is then discarded.
  pipeline(inspector, seal, () => undefined);
  upload.onLimit(() => inspector.destroy(invalid(tooLarge)));
  finished(upload.stream, (error) => {
    if (error) inspector.destroy(invalid(BROKEN_UPLOAD_MSG));
  });
  // `pipe`, not pipeline: a refused file's own stream must stay readable, so the rest of the request can be drained.
  upload.stream.pipe(inspector);
  const storageKey = await storage.put(seal);
  try {
    if (upload.truncated()) throw invalid(tooLarge);
    await upload.finish();
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  return { storageKey, fileName, mimeType: type.mimeType, ...seal.digest };
}

/**
 * 投标 (docs/rules.md, docs/integration.md `POST /api/bid/upload`): a company whose enrolment passed lodges its file and 报价 until
 * closeFileupTime by the server's clock. The rules are checked before the file streams (a refused company costs
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
  const parsed = bidUploadFields.safeParse(upload.fields);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? '投标信息不正确');
  const { projectId, offer } = parsed.data;
  const key: BidderKey = { projectId, supplierId: principal.userId, sectionId: parsed.data.sectionId ?? null };
  const enrolmentId = await demandMayLodge(deps, key);
  const fileType = bidFileType(upload.filename);

  const projectKey = await projectSealingKey(deps.db, deps.config.bidMasterKey, projectId);
  try {
    const stored = await storeSealed(deps, storage, upload, fileType, projectKey, enrolmentId);
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

        const file: LodgedFile = { storageKey: stored.storageKey, receivedAt };
        // The figures and the 报价 are sealed under the row's own id (bid-file-facts.ts, bid-key.ts).
        const sealed = (id: number) => ({
          sealedFile: sealFileFacts(projectKey, id, stored),
          sealedOffer: sealValue(projectKey, offer, { context: offerSealContext(id) }),
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
