import { BID_CHECKS, type BidCheck, canPerform, formatDateTimeCn, type OpeningRecord, toPurchaseWay } from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { actorOf } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import type { FileStorage } from '../../plugins/storage-interface.ts';
import { storedSealingKey } from '../bids/bid-key.ts';
import { transitionProject } from '../projects/project-transition.ts';
import { lifecycleOf } from '../projects/project-view.ts';
import { listSections } from '../projects/projects.repo.ts';
import { requireProject } from '../projects/require-project.ts';
import { findPurchaseSettings } from '../purchase-settings/purchase-settings.repo.ts';
import { type BidFinding, checkBids } from './bid-check.ts';
import { bidCountRefusal } from './bid-count.ts';
import {
  type BidToOpen,
  findOpening,
  insertOpenedBids,
  insertOpening,
  listBidsToOpen,
  listOpenedBids,
} from './opening.repo.ts';
import { toOpeningRecord } from './opening-view.ts';

export const alreadyOpened = (openedAt: Date) => `该项目已于${formatDateTimeCn(openedAt.getTime())}开标，不能重复开标`;
/** docs/integration.md: `POST /api/bid/open` is the whole opening in one step for 平台加密 projects only. */
export const BIDDER_SEALED_OPENING = '本项目为投标人加密：投标文件须由各投标人在开标大厅解密，不能一键开标';

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

/**
 * The refusals that need no decryption, checked before any file is read so a refused 开标 costs nothing: the
 * project, a previous opening, the lifecycle (待开标 at or after openTime, not paused, a 评分标准 chosen: the
 * committee scores by it) and the purchase way's minimum number of bids per 标段.
 */
async function bidsReadyToOpen(deps: Deps, projectId: number) {
  const project = await requireProject(deps.db, projectId);
  const opening = await findOpening(deps.db, projectId);
  if (opening) throw ruleBroken(alreadyOpened(opening.openedAt));
  if (project.encryptMode === 'bidder') throw ruleBroken(BIDDER_SEALED_OPENING);
  const lifecycle = canPerform(lifecycleOf(project), 'open', {
    now: deps.clock.now(),
    hasGradingStandard: project.gradingStandardId !== null,
  });
  if (!lifecycle.ok) throw ruleBroken(lifecycle.reason);
  const way = toPurchaseWay(project.purchaseWay);
  if (way === null) throw new Error(`project ${project.id} has an unknown purchase way`);
  const { minBids } = await findPurchaseSettings(deps.db, way);
  const bids = await listBidsToOpen(deps.db, projectId);
  const sections = await listSections(deps.db, projectId);
  const short = bidCountRefusal(
    bids.map((b) => b.sectionId),
    sections,
    minBids,
  );
  if (short) throw ruleBroken(short);
  return { project, bids };
}

const tally = (findings: readonly BidFinding[]) =>
  Object.fromEntries(BID_CHECKS.map((c) => [c, findings.filter((f) => f.check === c).length])) as Record<
    BidCheck,
    number
  >;

/**
 * 开标 (docs/rules.md): staff open a project in 待开标 at or after openTime when every 标段 has its minimum of bids.
 * Every bid is decrypted and hashed first, outside the transaction (it reads storage, possibly for minutes of
 * large files, and must not hold the project's lock meanwhile); then one transaction locks the project, checks
 * the lifecycle again, writes the opening once (its primary key: two staff pressing at once, one opens and the
 * other is refused), the record's lines, the move to 评标中 and the 操作日志 line. A bid whose file does not match its
 * receipt is recorded as such and shown — the opening never hides it.
 */
export async function openBids(
  deps: Deps,
  storage: FileStorage,
  principal: Principal,
  projectId: number,
  meta: RequestMeta,
): Promise<OpeningRecord> {
  const { project, bids } = await bidsReadyToOpen(deps, projectId);
  const projectKey = bids.length > 0 ? await storedSealingKey(deps.db, deps.config.bidMasterKey, projectId) : null;
  const findings = projectKey ? await checkBids(storage, projectKey, bids) : [];
  projectKey?.fill(0);
  const byBid = new Map(findings.map((f) => [f.bidId, f]));

  await deps.db.transaction((tx) =>
    transitionProject(
      tx,
      { clock: deps.clock, actor: actorOf(principal), ip: meta.ip },
      { projectId, action: 'open' },
      async (tx, _locked, now) => {
        // Under the project's lock: what was checked is still what was lodged (nothing may change it after
        // closeFileupTime; this guards against a correction that reopened the uploads meanwhile).
        if (!sameBids(await listBidsToOpen(tx, projectId), bids)) throw ruleBroken('投标文件有变化，请重新开标');
        const opened = await insertOpening(tx, {
          projectId,
          openedAt: now,
          openedBy: principal.userId,
          openedByName: principal.name,
        });
        if (!opened) throw ruleBroken('该项目已开标，不能重复开标');
        await insertOpenedBids(
          tx,
          bids.map((bid) => {
            const finding = byBid.get(bid.bidId)!;
            return {
              bidId: bid.bidId,
              projectId,
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
        );
        // The figures after the opening are the record's; the log keeps how many bids were opened and their checks.
        return { detail: { bids: bids.length, checks: tally(findings) }, result: undefined };
      },
    ),
  );
  const opening = await findOpening(deps.db, projectId);
  return toOpeningRecord(project, opening!, await listOpenedBids(deps.db, projectId));
}
