import { IsAffirm, type SpecialistProfile } from '@swp/core';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { findSpecialistById, specialtiesOf } from '../specialists/specialists.repo.ts';
import { invitationCountsOf } from './specialist-profile.repo.ts';

/**
 * 我的信息: the signed-in expert's own record as 专家管理 keeps it (modules/specialists owns the columns), with the
 * mobile masked like every answer that does not need the number, and the expert's invitations counted. The identity
 * number and the department stay with 专家管理.
 */
export async function myProfile(deps: Deps, specialistId: number): Promise<SpecialistProfile> {
  const row = await findSpecialistById(deps.db, specialistId);
  // The session of a deleted (archived) expert is refused before this (401); kept as a guard, not a path.
  if (!row) throw notFound('专家信息不存在');
  const [specialties, counts] = await Promise.all([
    specialtiesOf(deps.db, [specialistId]),
    invitationCountsOf(deps.db, specialistId),
  ]);
  const invited = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    mobile: maskMobile(row.mobile),
    title: row.title,
    employer: row.employer,
    deptName: row.deptName,
    region: row.region,
    category: row.category,
    external: row.external,
    status: row.status,
    account: row.account,
    specialties: (specialties.get(specialistId) ?? []).map((s) => s.name),
    evaluations: {
      invited,
      confirmed: counts.get(IsAffirm.confirmed) ?? 0,
      declined: counts.get(IsAffirm.declined) ?? 0,
    },
  };
}
