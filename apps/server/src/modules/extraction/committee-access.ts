import { ALL_PERMISSIONS } from '@swp/core';
import { ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import type { ExtractionRow } from './extraction.repo.ts';

/**
 * PRODUCT §3: the committee list stays confidential until openTime — only the extraction staff and admins see it.
 * Here: the staff user who created the extraction, or a user holding every permission of the catalogue (an
 * administrator), may read and act on it at any time; another user with system:project may once the project's
 * openTime has passed. An external task has no opening, so it stays with its creator and the administrators.
 */
export function mayReadCommittee(
  principal: Principal,
  extraction: Pick<ExtractionRow, 'createdBy' | 'openTime'>,
  now: Date,
): boolean {
  if (extraction.createdBy === principal.userId) return true;
  if (ALL_PERMISSIONS.every((p) => principal.perms.includes(p))) return true;
  return extraction.openTime != null && now.getTime() >= extraction.openTime.getTime();
}

export function assertMayReadCommittee(
  principal: Principal,
  extraction: Pick<ExtractionRow, 'createdBy' | 'openTime' | 'kind'>,
  now: Date,
): void {
  if (mayReadCommittee(principal, extraction, now)) return;
  throw ruleBroken(
    extraction.kind === 'project'
      ? '开标前评审专家名单保密，仅抽取人和管理员可以查看'
      : '评审专家名单保密，仅抽取人和管理员可以查看',
  );
}
