import { type HallViewer, Permission } from '@swp/core';
import type { Deps } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { demandAccess } from '../../plugins/access.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { hasBidOnProject } from '../bids/bids.repo.ts';
import { requireProject } from '../projects/require-project.ts';

export const NOT_A_HALL_BIDDER = '您未参与该项目投标，不能进入开标大厅';

/**
 * Who may look into a project's hall (docs/integration.md): staff of 项目管理, and the companies that lodged a bid on it.
 * The routes identify both areas; no token is 401, staff without the permission 403, another company a refusal that
 * says only that it did not bid — the same words whether or not anyone else did.
 */
export async function hallViewer(deps: Deps, principal: Principal | null, projectId: number): Promise<HallViewer> {
  if (principal?.role === 'vender') {
    await requireProject(deps.db, projectId);
    if (!(await hasBidOnProject(deps.db, projectId, principal.userId))) throw ruleBroken(NOT_A_HALL_BIDDER);
    return { role: 'vender', supplierId: principal.userId };
  }
  demandAccess(principal, { role: 'staff', permission: Permission.project });
  await requireProject(deps.db, projectId);
  return { role: 'staff' };
}
