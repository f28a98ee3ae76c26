import {
  BID_CHECK_LABELS,
  canPerform,
  type EncryptMode,
  formatDateTimeCn,
  recalledUnreadable,
  toPurchaseWay,
} from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import { type AuditActor, actorOf, audit } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import type { FileStorage } from '../../plugins/storage-interface.ts';
import { storedSealingKey } from '../bids/bid-key.ts';
import { lifecycleOf } from '../projects/project-view.ts';
import { findProjectForUpdate, listSections, type ProjectRow } from '../projects/projects.repo.ts';
import { requireProject } from '../projects/require-project.ts';
import { findPurchaseSettings } from '../purchase-settings/purchase-settings.repo.ts';
import { type BidFinding, checkBids } from './bid-check.ts';
import { bidCountRefusal } from './bid-count.ts';
import { announce } from './hall-announce.ts';
import { type BidToOpen, findOpening, listBidsToOpen } from './opening.repo.ts';
import { findHall, insertHall, insertHallBids, notifyHallChanged } from './opening-hall.repo.ts';

export const alreadyOpened = (openedAt: Date) => `该项目已于${formatDateTimeCn(openedAt.getTime())}开标，不能重复开标`;

/** The same bids, each still naming the file and the (sealed, or in clear for a bid lodged before they were sealed) receipt that were checked. */
const sameBids = (a: readonly BidToOpen[], b: readonly BidToOpen[]) =>
  a.length === b.length &&
  a.every(
    (bid, i) =>
      bid.bidId === b[i]?.bidId &&
      bid.storageKey === b[i]?.storageKey &&
      bid.sealedFile === b[i]?.sealedFile &&
      bid.sha256 === b[i]?.sha256,
  );

const lifecycleRefusal = (project: ProjectRow, now: Date) => {
  const check = canPerform(lifecycleOf(project), 'open', {
    now,
    hasGradingStandard: project.gradingStandardId !== null,
  });
  return check.ok ? null : check.reason;
};

/**
 * The refusals that need no decryption, checked before any file is read so a refused 开标 costs nothing: the
 * project, an opening already begun (in the hall or by the one-step 开标), the lifecycle (待开标 at or after openTime,
 * not paused, a 评分标准 chosen: the committee scores by it) and the purchase way's minimum number of bids per 标段.
 */
export async function openingReady(
  deps: Deps,
  projectId: number,
  options: { refuse?: Partial<Record<EncryptMode, string>> } = {},
) {
  const project = await requireProject(deps.db, projectId);
  const opening = await findOpening(deps.db, projectId);
  if (opening) throw ruleBroken(alreadyOpened(opening.openedAt));
  const hall = await findHall(deps.db, projectId);
  if (hall) throw ruleBroken(alreadyOpened(hall.startedAt));
  const refusedMode = options.refuse?.[project.encryptMode];
  if (refusedMode) throw ruleBroken(refusedMode);
  const refusal = lifecycleRefusal(project, deps.clock.now());
  if (refusal) throw ruleBroken(refusal);
  const way = toPurchaseWay(project.purchaseWay);
  if (way === null) throw new Error(`project ${project.id} has an unknown purchase way`);
  const { minBids, decryptMinutes } = await findPurchaseSettings(deps.db, way);
  const bids = await listBidsToOpen(deps.db, projectId);
  const short = bidCountRefusal(
    bids.map((b) => b.sectionId),
    await listSections(deps.db, projectId),
    minBids,
  );
  if (short) throw ruleBroken(short);
  return { project, bids, minBids, decryptMinutes };
}
export type OpeningReady = Awaited<ReturnType<typeof openingReady>>;

/** Every bid decrypted and hashed by the platform (平台加密), outside any transaction: it reads storage, maybe for minutes. */
export async function platformFindings(deps: Deps, storage: FileStorage, ready: OpeningReady): Promise<BidFinding[]> {
  if (ready.bids.length === 0) return [];
  const projectKey = await storedSealingKey(deps.db, deps.config.bidMasterKey, ready.project.id);
  try {
    return await checkBids(storage, projectKey, ready.bids);
  } finally {
    projectKey.fill(0);
  }
}

/**
 * 平台加密's opening in the hall, inside a transaction that holds the project's lock: the hall starts, the platform's
 * decryption (made just before, `platformFindings`) is every bid's, and 唱标 follows at once — the decryption window
 * is the start itself. Under the lock the bids are compared with those checked (else 投标文件有变化，请重新开标: a
 * correction reopened the uploads meanwhile), and a hall started by someone else refuses.
 */
export async function openByPlatform(
  tx: DbOrTx,
  by: { deps: Deps; actor: AuditActor; principal: Principal; ip: string },
  ready: OpeningReady,
  findings: readonly BidFinding[],
): Promise<Date> {
  const { deps, principal } = by;
  const projectId = ready.project.id;
  const now = deps.clock.now();
  if (!sameBids(await listBidsToOpen(tx, projectId), ready.bids)) throw ruleBroken('投标文件有变化，请重新开标');
  const started = await insertHall(tx, {
    projectId,
    startedAt: now,
    startedBy: principal.userId,
    startedByName: principal.name,
    decryptUntil: now,
  });
  if (!started) throw ruleBroken('该项目已开标，不能重复开标');
  await insertHallBids(
    tx,
    ready.bids.map((bid) => ({ bidId: bid.bidId, projectId, decryptedAt: now })),
  );
  await audit(tx, deps.clock, {
    actor: by.actor,
    action: 'opening.start',
    target: { type: 'project', id: projectId },
    detail: { bids: ready.bids.length, decryptedBy: 'platform' },
    ip: by.ip,
  });
  const byBid = new Map(findings.map((f) => [f.bidId, f]));
  await announce(
    tx,
    { clock: deps.clock, actor: by.actor, ip: by.ip },
    {
      projectId,
      startedAt: now,
      startedBy: { id: principal.userId, name: principal.name },
      minBids: ready.minBids,
      lines: ready.bids.map((bid) => {
        const finding = byBid.get(bid.bidId)!;
        return {
          bidId: bid.bidId,
          projectId,
          sectionId: bid.sectionId,
          companyName: bid.companyName,
          // From now on the record publishes the receipt's figures; '' and 0 when they did not open.
          fileName: finding.facts?.fileName ?? '',
          mimeType: finding.facts?.mimeType ?? '',
          size: finding.facts?.size ?? 0,
          sha256: finding.facts?.sha256 ?? '',
          offer: finding.offer,
          openedSha256: finding.openedSha256,
          check: finding.check,
        };
      }),
    },
  );
  return now;
}

const MIXED_SEALS = '本项目的投标文件加密方式与项目的加密方式不一致，不能开标，请联系系统管理员';

/**
 * How the bids are decrypted: by the platform at the start (平台加密), or each by its bidder in the window (投标人加密),
 * as the project's 加密方式 says. It is fixed before the tender is published and every upload follows it, so each bid's
 * own `seal` agrees; a bid that does not is refused rather than guessed.
 */
function decryptionOf(ready: OpeningReady): EncryptMode {
  const mode = ready.project.encryptMode;
  if (ready.bids.some((bid) => bid.seal !== mode)) throw ruleBroken(MIXED_SEALS);
  return mode;
}

/**
 * 投标人加密's start, inside a transaction that holds the project's lock: the hall starts with its decryption window
 * (采购参数 `decryptMinutes`) and every bid waits for its bidder's key. A bid whose stored file failed the start's check
 * cannot be decrypted by anyone: it is recalled (撤回) at once, with the finding.
 */
async function openForBidders(
  tx: DbOrTx,
  by: { deps: Deps; actor: AuditActor; principal: Principal; ip: string },
  ready: OpeningReady,
  findings: readonly BidFinding[],
): Promise<Date> {
  const { deps, principal } = by;
  const projectId = ready.project.id;
  const now = deps.clock.now();
  if (!sameBids(await listBidsToOpen(tx, projectId), ready.bids)) throw ruleBroken('投标文件有变化，请重新开标');
  const checks = new Map(findings.map((f) => [f.bidId, f.check]));
  const decryptUntil = new Date(now.getTime() + ready.decryptMinutes * 60_000);
  const started = await insertHall(tx, {
    projectId,
    startedAt: now,
    startedBy: principal.userId,
    startedByName: principal.name,
    decryptUntil,
  });
  if (!started) throw ruleBroken('该项目已开标，不能重复开标');
  await insertHallBids(
    tx,
    ready.bids.map((bid) => {
      const check = checks.get(bid.bidId) ?? 'unreadable';
      return {
        bidId: bid.bidId,
        projectId,
        bidderSealed: true,
        withdrawnReason: check === 'ok' ? null : recalledUnreadable(BID_CHECK_LABELS[check]),
      };
    }),
  );
  await audit(tx, deps.clock, {
    actor: by.actor,
    action: 'opening.start',
    target: { type: 'project', id: projectId },
    detail: { bids: ready.bids.length, decryptedBy: 'bidder', decryptUntil: decryptUntil.toISOString() },
    ip: by.ip,
  });
  await notifyHallChanged(tx, projectId);
  return decryptUntil;
}

/**
 * `POST /api/opening/start` (staff, at or after openTime): the checks of 开标, every stored file checked against its
 * receipt, then the hall starts. Under 平台加密 the platform decrypts every bid now and 唱标 follows in the same
 * transaction; under 投标人加密 the decryption window opens. The project stays 待开标 until the hall is closed
 * (objections, confirmations), when it moves to 评标中.
 */
export async function startHall(
  deps: Deps,
  storage: FileStorage,
  principal: Principal,
  projectId: number,
  meta: RequestMeta,
): Promise<{ decryptUntil: string }> {
  const ready = await openingReady(deps, projectId);
  const mode = decryptionOf(ready);
  const findings = await platformFindings(deps, storage, ready);
  const decryptUntil = await deps.db.transaction(async (tx) => {
    const project = await findProjectForUpdate(tx, projectId);
    if (!project) throw notFound('项目不存在');
    const refusal = lifecycleRefusal(project, deps.clock.now());
    if (refusal) throw ruleBroken(refusal);
    const by = { deps, actor: actorOf(principal), principal, ip: meta.ip };
    return mode === 'bidder' ? openForBidders(tx, by, ready, findings) : openByPlatform(tx, by, ready, findings);
  });
  return { decryptUntil: decryptUntil.toISOString() };
}
