import { type BidListRow, type OpeningRecord, Permission } from '@swp/core';
import type { Deps } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { demandAccess } from '../../plugins/access.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { hasBidOnProject } from '../bids/bids.repo.ts';
import { requireProject } from '../projects/require-project.ts';
import { hallRecord } from './hall-state.service.ts';
import { findOpening, listOpenedBids } from './opening.repo.ts';
import { toBidListRow, toOpeningRecord } from './opening-view.ts';

export const NOT_OPENED_RECORD = '该项目尚未开标，开标后可查看开标记录';
export const NOT_OPENED_BIDS = '尚未开标：投标文件密封保存，开标前任何人不能查看';
export const NOT_A_BIDDER = '您未参与该项目投标，不能查看开标记录';

/**
 * Who may read a project's 开标记录 (docs/rules.md, docs/integration.md): staff of 项目管理, and the companies that lodged a bid on it.
 * The route identifies both areas; anyone else is refused here — no token 401, staff without the permission 403,
 * another company a refusal that tells nothing of the project's bids.
 */
async function demandRecordReader(deps: Deps, principal: Principal | null, projectId: number) {
  if (principal?.role === 'vender') {
    if (!(await hasBidOnProject(deps.db, projectId, principal.userId))) throw ruleBroken(NOT_A_BIDDER);
    return;
  }
  demandAccess(principal, { role: 'staff', permission: Permission.project });
}

async function openedProject(deps: Deps, projectId: number, notOpened: string) {
  const project = await requireProject(deps.db, projectId);
  const opening = await findOpening(deps.db, projectId);
  if (!opening) throw ruleBroken(notOpened);
  return { project, opening, rows: await listOpenedBids(deps.db, projectId) };
}

/** `POST /api/bid/openingRecord` and its PDF: the record, only once the project was opened. */
export async function readOpeningRecord(
  deps: Deps,
  principal: Principal | null,
  projectId: number,
): Promise<OpeningRecord> {
  await demandRecordReader(deps, principal, projectId);
  const { project, opening, rows } = await openedProject(deps, projectId, NOT_OPENED_RECORD);
  return toOpeningRecord(project, opening, rows, await hallRecord(deps.db, projectId));
}

/**
 * `POST /api/bid/list` (staff of 项目管理): nothing of any bid before the opening, not even how many there are;
 * after it every bid with its receipt and the opening's check.
 */
export async function listOpenedProjectBids(
  deps: Deps,
  projectId: number,
): Promise<{ list: BidListRow[]; total: number }> {
  const { rows } = await openedProject(deps, projectId, NOT_OPENED_BIDS);
  return { list: rows.map(toBidListRow), total: rows.length };
}
