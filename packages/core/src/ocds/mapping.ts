/**
 * How this platform's facts read in OCDS 1.1.5, as tables: the project lifecycle (project/lifecycle.ts),
 * the purchase ways (project/purchase-way.ts) and the announcement types (announcement/schema.ts). The server's
 * release builder reads only these; apps/server/src/modules/ocds/README.md explains each choice.
 */
import type { AnnouncementType } from '../announcement/schema.ts';
import { PROJECT_STATES, type ProjectState } from '../project/lifecycle.ts';
import { PURCHASE_WAY_LABELS, type PurchaseWay } from '../project/purchase-way.ts';
import type {
  OcdsAwardStatus,
  OcdsContractStatus,
  OcdsDocumentType,
  OcdsMethod,
  OcdsReleaseTag,
  OcdsTenderStatus,
} from './codes.ts';

/**
 * tender.status per project state. Before the 招标公告 nothing is published (草稿 and 已立项 never reach a package;
 * their codes say what they would be). From the announcement until the result the call is under way (active): OCDS
 * has no separate code for enrolment, bidding, opening or evaluation. 已中标 completes the tender; 流标 is a tender
 * that did not succeed (too few bids, every bid rejected, or abandoned), OCDS `unsuccessful` rather than
 * `cancelled`, which would say the buyer withdrew a tender that could still have succeeded.
 */
export const OCDS_TENDER_STATUS: Record<ProjectState, OcdsTenderStatus> = {
  draft: 'planning',
  approved: 'planned',
  announced: 'active',
  enrolling: 'active',
  bidding: 'active',
  awaitingOpening: 'active',
  evaluating: 'active',
  evaluated: 'active',
  publicity: 'active',
  awarded: 'complete',
  failed: 'unsuccessful',
};

/**
 * procurementMethod per purchase way; procurementMethodDetails is the way's Chinese name. 公开招标 and 询价采购 are
 * calls published on the 公告栏 that any registered supplier may answer (open). 邀请招标 admits only the suppliers
 * the buyer invites (selective). 竞争性谈判 negotiates with the suppliers the buyer admits (limited). No way awards
 * without competition, so `direct` is never used.
 */
export const OCDS_METHOD: Record<PurchaseWay, OcdsMethod> = {
  1: 'open',
  2: 'limited',
  3: 'open',
  4: 'selective',
};

export const ocdsMethodDetails = (way: PurchaseWay): string => PURCHASE_WAY_LABELS[way];

export interface OcdsReleaseKind {
  /** The release's tags. */
  tag: OcdsReleaseTag[];
  /** The project state the publication leads to; null = it does not change the state (a 更正公告). */
  state: ProjectState | null;
  /** The document type of the announcement itself in tender.documents or awards[].documents. */
  documentType: OcdsDocumentType;
}

/**
 * One release per published announcement. 更正公告 amends the tender (its dates, its documents): tenderAmendment.
 * 结果公示 proposes the award (pending while objections may be filed): award. 中标公告 makes it and names the winner,
 * with whom a contract is to be signed: award + contract. 流标公告 updates the tender to unsuccessful (tenderUpdate;
 * when a proposed award existed it is also cancelled, see `failureTags`).
 */
export const OCDS_RELEASE: Record<AnnouncementType, OcdsReleaseKind> = {
  tender: { tag: ['tender'], state: 'enrolling', documentType: 'tenderNotice' },
  correction: { tag: ['tenderAmendment'], state: null, documentType: 'clarifications' },
  result: { tag: ['award'], state: 'publicity', documentType: 'evaluationReports' },
  win: { tag: ['award', 'contract'], state: 'awarded', documentType: 'awardNotice' },
  failure: { tag: ['tenderUpdate'], state: 'failed', documentType: 'tenderNotice' },
};

/** The tags of a 流标公告's release: a proposed award (a 结果公示 before it) is cancelled with the tender. */
export function failureTags(hadProposedAward: boolean): OcdsReleaseTag[] {
  return hadProposedAward ? ['tenderUpdate', 'awardCancellation'] : ['tenderUpdate'];
}

/** A code for every project state: null unless `named` gives one. */
function noneExcept<T>(named: Partial<Record<ProjectState, T>>): Record<ProjectState, T | null> {
  const table = Object.fromEntries(PROJECT_STATES.map((state) => [state, named[state] ?? null]));
  return table as Record<ProjectState, T | null>;
}

/**
 * awards[].status per project state; null = no award yet. 公示中 is OCDS `pending` ("proposed, not yet in force…
 * a cooling off period"), 已中标 `active`, and a proposed award that ended in 流标 `cancelled`.
 */
export const OCDS_AWARD_STATUS = noneExcept<OcdsAwardStatus>({
  publicity: 'pending',
  awarded: 'active',
  failed: 'cancelled',
});

/**
 * contracts[].status per project state; null = no contract. The platform ends at the 中标公告 and 中标通知书: the
 * contract is to be signed, which OCDS calls `pending` ("proposed, not yet in force… awaiting signature").
 */
export const OCDS_CONTRACT_STATUS = noneExcept<OcdsContractStatus>({ awarded: 'pending' });
