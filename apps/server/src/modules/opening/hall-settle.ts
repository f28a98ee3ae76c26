import { toPurchaseWay } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { unsealValue } from '../../lib/sealed/index.ts';
import type { AuditActor } from '../../platform/audit/audit.service.ts';
import { openFileFacts } from '../bids/bid-file-facts.ts';
import { storedSealingKey } from '../bids/bid-key.ts';
import { requireProject } from '../projects/require-project.ts';
import { findPurchaseSettings } from '../purchase-settings/purchase-settings.repo.ts';
import { announce, type OpenedLine } from './hall-announce.ts';
import { hallOfferContext, plainMimeType } from './hall-seal.ts';
import { findHall, type HallRow, listBidderDecrypted, lockHall } from './opening-hall.repo.ts';

/** Who 唱标 is written by when no one pressed anything: the window ran out. */
const WINDOW_END: AuditActor = { role: 'anonymous', name: '系统（解密时间届满）' };

/**
 * 唱标 of a hall its bidders decrypted (投标人加密), inside a transaction holding the hall's lock: each decrypted bid
 * becomes a line of the record — the receipt's hash (of the sealed file the bidder sent) beside the plaintext's, the
 * bid file's own name and size from the sealed manifest, and the 报价 it sealed.
 */
export async function announceBidderHall(tx: DbOrTx, deps: Deps, hall: HallRow, by: { actor: AuditActor; ip: string }) {
  const projectId = hall.projectId;
  const project = await requireProject(tx, projectId);
  const way = toPurchaseWay(project.purchaseWay);
  if (way === null) throw new Error(`project ${projectId} has an unknown purchase way`);
  const { minBids } = await findPurchaseSettings(tx, way);
  const rows = await listBidderDecrypted(tx, projectId);
  const key = await storedSealingKey(tx, deps.config.bidMasterKey, projectId);
  let lines: OpenedLine[];
  try {
    lines = rows.map((row) => {
      const receipt = openFileFacts(key, { ...row, id: row.bidId });
      const fileName = row.plainFileName ?? receipt.fileName;
      return {
        bidId: row.bidId,
        projectId,
        sectionId: row.sectionId,
        companyName: row.companyName,
        fileName,
        mimeType: plainMimeType(fileName),
        size: row.plainSize ?? 0,
        sha256: receipt.sha256,
        openedSha256: row.plainSha256 ?? '',
        offer: unsealValue(key, row.sealedOffer!, { context: hallOfferContext(row.bidId) }),
        check: 'ok' as const,
      };
    });
  } finally {
    key.fill(0);
  }
  return announce(
    tx,
    { clock: deps.clock, actor: by.actor, ip: by.ip },
    {
      projectId,
      startedAt: hall.startedAt,
      startedBy: { id: hall.startedBy, name: hall.startedByName },
      lines,
      minBids,
    },
  );
}

/**
 * The window has passed and 唱标 is not written yet: written now (第三十一条: the bids not decrypted are withdrawn and
 * the others announced). Every call of the hall runs this first, and each process's live events run it when the
 * window ends, so 唱标 never waits for anyone to press anything; under the hall's lock it is written once.
 */
export async function settleHall(deps: Deps, projectId: number, ip = ''): Promise<void> {
  const hall = await findHall(deps.db, projectId);
  if (!hall || hall.announcedAt || deps.clock.now() < hall.decryptUntil) return;
  await deps.db.transaction(async (tx) => {
    const locked = await lockHall(tx, projectId);
    if (!locked || locked.announcedAt || deps.clock.now() < locked.decryptUntil) return;
    await announceBidderHall(tx, deps, locked, { actor: WINDOW_END, ip });
  });
}
