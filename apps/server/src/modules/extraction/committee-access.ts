import { ALL_PERMISSIONS } from '@swp/core';
import { ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import type { ExtractionRow } from './extraction.repo.ts';

/**
 * docs/rules.md: the committee list stays confidential until openTime — only the extraction staff and admins see it.
 *
 * This file is the one rule that decides who may learn that an expert was invited by an extraction. Every read
 * that could reveal an invitation goes through `mayReadCommittee`: the committee screens, the 抽取记录 and the
 * printable sheet here, and in 专家管理 the evaluation history, the invitation and decline counts of the list,
 * the detail and the Excel export (specialists/specialist-query.service.ts). A count or a history that included
 * an invitation the viewer may not see would name the drawn experts just as well as the committee list.
 */

/** What the rule reads of an extraction: who created it and, for a project, the project's openTime. */
export type CommitteeScope = Pick<ExtractionRow, 'createdBy' | 'openTime'>;

/** Today an administrator is a user holding every permission of the catalogue (there is no admin flag). */
export function isAdministrator(principal: Pick<Principal, 'perms'>): boolean {
  return ALL_PERMISSIONS.every((p) => principal.perms.includes(p));
}

/**
 * The staff user who created the extraction and the administrators may learn of its invitations at any time;
 * everybody else (who may read the route at all) only once the project's openTime has passed. A project without
 * an openTime and an external task (no opening: `openTime` null) stay with their creator and the administrators.
 */
export function mayReadCommittee(
  principal: Pick<Principal, 'userId' | 'perms'>,
  extraction: CommitteeScope,
  now: Date,
): boolean {
  if (extraction.createdBy === principal.userId) return true;
  if (isAdministrator(principal)) return true;
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
