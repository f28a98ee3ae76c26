import type { OpeningRecord } from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import type { FileStorage } from '../../plugins/storage-interface.ts';
import { transitionProject } from '../projects/project-transition.ts';
import { openByPlatform, openingReady, platformFindings } from './hall-open.service.ts';
import { hallRecord } from './hall-state.service.ts';
import { findOpening, listOpenedBids } from './opening.repo.ts';
import { setClosed } from './opening-hall.repo.ts';
import { toOpeningRecord } from './opening-view.ts';

/** docs/integration.md: `POST /api/bid/open` is the whole opening in one step for 平台加密 projects only. */
export const BIDDER_SEALED_OPENING = '本项目为投标人加密：投标文件须由各投标人在开标大厅解密，不能一键开标';

/**
 * `POST /api/bid/open` (docs/rules.md): the whole opening of a 平台加密 project in one step — the hall's start, the
 * platform's decryption, 唱标 and the close — for staff who open without the hall's objections and confirmations.
 * Every bid is decrypted and hashed first, outside the transaction (it reads storage, possibly for minutes of large
 * files, and must not hold the project's lock meanwhile); then one transaction locks the project (`transitionProject`
 * checks the lifecycle again), starts the hall once (its primary key: two staff pressing at once, one opens and the
 * other is refused), writes the record's lines, closes the hall and moves the project to 评标中. A bid whose file does
 * not match its receipt is recorded as such and shown — the opening never hides it.
 */
export async function openBids(
  deps: Deps,
  storage: FileStorage,
  principal: Principal,
  projectId: number,
  meta: RequestMeta,
): Promise<OpeningRecord> {
  const ready = await openingReady(deps, projectId, { refuse: { bidder: BIDDER_SEALED_OPENING } });
  const findings = await platformFindings(deps, storage, ready);
  const actor = actorOf(principal);
  await deps.db.transaction((tx) =>
    transitionProject(
      tx,
      { clock: deps.clock, actor, ip: meta.ip },
      { projectId, action: 'open', context: { hasGradingStandard: ready.project.gradingStandardId !== null } },
      async (tx, _locked, now) => {
        await openByPlatform(tx, { deps, actor, principal, ip: meta.ip }, ready, findings);
        await setClosed(tx, projectId, now, { id: principal.userId, name: principal.name });
        await audit(tx, deps.clock, {
          actor,
          action: 'opening.close',
          target: { type: 'project', id: projectId },
          detail: { oneStep: true },
          ip: meta.ip,
        });
        // The figures are the record's; the log keeps how many bids were opened and their checks.
        const checks = { ok: 0, mismatch: 0, unreadable: 0 };
        for (const f of findings) checks[f.check] += 1;
        return { detail: { bids: ready.bids.length, checks }, result: undefined };
      },
    ),
  );
  const opening = await findOpening(deps.db, projectId);
  const lines = await listOpenedBids(deps.db, projectId);
  return toOpeningRecord(ready.project, opening!, lines, await hallRecord(deps.db, projectId));
}
