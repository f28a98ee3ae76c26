import {
  type HallFacts,
  type HallState,
  type HallViewer,
  hallBidStatus,
  hallConfirmations,
  hallView,
  type OpeningHallRecord,
} from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { requireProject } from '../projects/require-project.ts';
import { hallViewer } from './hall-access.ts';
import { settleHall } from './hall-settle.ts';
import { findHall, listConfirmations, listHallBids, listObjections } from './opening-hall.repo.ts';

/** Everything the hall shows, read from the database (so a reload, and every process, shows the same). */
export async function loadHallFacts(db: DbOrTx, projectId: number): Promise<HallFacts> {
  const [project, hall, bids, objections, confirmations] = await Promise.all([
    requireProject(db, projectId),
    findHall(db, projectId),
    listHallBids(db, projectId),
    listObjections(db, projectId),
    listConfirmations(db, projectId),
  ]);
  return {
    openTime: project.openTime,
    startedAt: hall?.startedAt ?? null,
    decryptUntil: hall?.decryptUntil ?? null,
    announcedAt: hall?.announcedAt ?? null,
    closedAt: hall?.closedAt ?? null,
    failure: hall?.failure ?? null,
    bids: bids.map((b) => ({
      bidId: b.bidId,
      supplierId: b.supplierId,
      companyName: b.companyName,
      sectionName: b.sectionName,
      signedInAt: b.signedInAt,
      decryptedAt: b.decryptedAt,
      withdrawnReason: b.withdrawnReason,
      attempts: b.attempts,
      offer: b.offer,
    })),
    objections,
    confirmations,
  };
}

/** The view of one participant (core `hallView` decides what it may see). */
export async function hallStateFor(deps: Deps, viewer: HallViewer, projectId: number): Promise<HallState> {
  return hallView(await loadHallFacts(deps.db, projectId), viewer, deps.clock.now());
}

/** `GET /api/opening/state`. */
export async function readHallState(deps: Deps, principal: Principal | null, projectId: number): Promise<HallState> {
  const viewer = await hallViewer(deps, principal, projectId);
  await settleHall(deps, projectId);
  return hallStateFor(deps, viewer, projectId);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The hall's part of the 开标记录 (answer, PDF, Excel): 签到, decryption times or withdrawal, 开标异议 and answers, each
 * company's word — 未确认 for one that gave none. Null for an opening made before the hall existed.
 */
export async function hallRecord(db: DbOrTx, projectId: number): Promise<OpeningHallRecord | null> {
  const [facts, hall] = await Promise.all([loadHallFacts(db, projectId), findHall(db, projectId)]);
  if (!hall) return null;
  return {
    startedAt: hall.startedAt.toISOString(),
    decryptUntil: hall.decryptUntil.toISOString(),
    announcedAt: iso(hall.announcedAt),
    closedAt: iso(hall.closedAt),
    closedBy: hall.closedByName,
    failure: hall.failure,
    bidders: facts.bids.map((b) => ({
      companyName: b.companyName,
      sectionName: b.sectionName,
      signedInAt: iso(b.signedInAt),
      decryptedAt: iso(b.decryptedAt),
      status: hallBidStatus(b),
      withdrawnReason: b.withdrawnReason,
    })),
    objections: facts.objections.map((o) => ({
      companyName: o.companyName,
      content: o.content,
      raisedAt: o.raisedAt.toISOString(),
      answer: o.answer,
      answeredAt: iso(o.answeredAt),
      answeredBy: o.answeredByName,
    })),
    confirmations: hallConfirmations(facts, null).map(({ mine: _, ...c }) => c),
  };
}
