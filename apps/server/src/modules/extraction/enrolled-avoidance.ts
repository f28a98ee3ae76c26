/**
 * docs/rules.md 回避单位: "the employers of the suppliers enrolled in the project". Every company enrolled on the project
 * (pending, passed or failed: each has seen the tender and may bid or complain) joins the units the draw avoids,
 * as the requesting department does (extraction-rules.ts). Read inside the draw's transaction, at each draw and
 * each 补抽, so a company that enrolled after the first draw is avoided by the replacements.
 */
import { type ExtractionRequest, normalizeUnitName } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import { enrolledCompanyNames } from '../enrolments/enrolments.repo.ts';

export const ENROLLED_UNIT_REASON = '报名单位';

/** The request with the project's enrolled companies added to its avoid units (a unit already named is kept once). */
export async function withEnrolledCompanies(
  tx: DbOrTx,
  projectId: number | null,
  request: ExtractionRequest,
): Promise<ExtractionRequest> {
  if (projectId === null) return request;
  const units = [...request.avoidUnits];
  const named = new Set(units.map((u) => normalizeUnitName(u.name)));
  for (const name of await enrolledCompanyNames(tx, projectId)) {
    const key = normalizeUnitName(name);
    if (key === '' || named.has(key)) continue;
    named.add(key);
    units.push({ name, reason: ENROLLED_UNIT_REASON });
  }
  return { ...request, avoidUnits: units };
}
