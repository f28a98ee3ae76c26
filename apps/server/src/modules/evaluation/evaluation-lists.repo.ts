import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  bidOpenings,
  evaluationSheets,
  evaluations,
  extractions,
  invitations,
  projects,
} from '../../db/schema/index.ts';

/** The projects on whose committee the expert sits (confirmed member seat), optionally only in some states. */
const seatedOn = (specialistId: number, states?: readonly string[]) =>
  and(
    eq(invitations.specialistId, specialistId),
    eq(invitations.seat, 'member'),
    eq(invitations.isAffirm, 1),
    eq(extractions.kind, 'project'),
    states ? inArray(projects.status, [...states]) : undefined,
  );

export async function countSeatedProjects(db: DbOrTx, specialistId: number, states?: readonly string[]) {
  const [row] = await db
    .select({ n: count() })
    .from(invitations)
    .innerJoin(extractions, eq(extractions.id, invitations.extractionId))
    .innerJoin(projects, eq(projects.id, extractions.projectId))
    .where(seatedOn(specialistId, states));
  return row!.n;
}

/** One page of those projects, the latest opening time first, with where their evaluation stands. */
export function findSeatedProjectPage(
  db: DbOrTx,
  specialistId: number,
  page: { limit: number; offset: number },
  states?: readonly string[],
) {
  return db
    .select({
      project: projects,
      openedAt: bidOpenings.openedAt,
      chairSpecialistId: evaluations.chairSpecialistId,
      preliminaryDoneAt: evaluations.preliminaryDoneAt,
      submittedAt: evaluations.submittedAt,
      reportNo: evaluations.reportNo,
      negotiationWaiver: evaluations.negotiationWaiver,
      negotiationWaivedAt: evaluations.negotiationWaivedAt,
      negotiationWaivedBy: evaluations.negotiationWaivedBy,
    })
    .from(invitations)
    .innerJoin(extractions, eq(extractions.id, invitations.extractionId))
    .innerJoin(projects, eq(projects.id, extractions.projectId))
    .leftJoin(bidOpenings, eq(bidOpenings.projectId, projects.id))
    .leftJoin(evaluations, eq(evaluations.projectId, projects.id))
    .where(seatedOn(specialistId, states))
    .orderBy(sql`${projects.openTime} desc nulls last`, desc(projects.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The expert's own sheets on the given projects. */
export function listOwnSheets(db: DbOrTx, specialistId: number, projectIds: number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .select({ projectId: evaluationSheets.projectId, step: evaluationSheets.step, status: evaluationSheets.status })
    .from(evaluationSheets)
    .where(and(eq(evaluationSheets.specialistId, specialistId), inArray(evaluationSheets.projectId, projectIds)));
}
