import { type HallFacts, type HallState, type HallViewer, hallView } from '@swp/core';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { requireProject } from '../projects/require-project.ts';
import { hallViewer } from './hall-access.ts';
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
  return hallStateFor(deps, viewer, projectId);
}
