import { INITIAL_PROJECT_STATE, type ProjectState, type RETENDER_COPY_STATE, type SectionInput } from '@swp/core';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  departments,
  gradingStandards,
  openingHalls,
  projectSections,
  projects,
  staffUsers,
} from '../../db/schema/index.ts';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;

export async function findProject(db: DbOrTx, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

/**
 * The project row locked until the transaction ends, so two lifecycle actions on one project (two clicks of 提交,
 * two 重新采购) run one after the other and the second sees the first's result.
 */
export async function findProjectForUpdate(tx: DbOrTx, id: number): Promise<ProjectRow | undefined> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).limit(1).for('update');
  return row;
}

/** The project's row with the names shown beside it (departments, creator, 评分标准). */
export async function findProjectWithNames(db: DbOrTx, id: number) {
  const needDept = alias(departments, 'need_dept');
  const manageDept = alias(departments, 'manage_dept');
  const [row] = await db
    .select({
      project: projects,
      needDeptName: sql<string>`coalesce(${needDept.name}, '')`,
      manageDeptName: sql<string>`coalesce(${manageDept.name}, '')`,
      createdByName: sql<string>`coalesce(${staffUsers.name}, '')`,
      gradingStandardName: gradingStandards.name,
    })
    .from(projects)
    .leftJoin(needDept, eq(needDept.id, projects.needDeptId))
    .leftJoin(manageDept, eq(manageDept.id, projects.manageDeptId))
    .leftJoin(staffUsers, eq(staffUsers.id, projects.createdBy))
    .leftJoin(gradingStandards, eq(gradingStandards.id, projects.gradingStandardId))
    .where(eq(projects.id, id))
    .limit(1);
  return row;
}

/**
 * The 开标大厅's decryption window (modules/opening), or undefined before the hall started: 暂停 is refused while it
 * is open (core `hallPauseRefusal`). Read under the project's lock, which the hall's start takes too.
 */
export async function findHallWindow(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({ decryptUntil: openingHalls.decryptUntil, announcedAt: openingHalls.announcedAt })
    .from(openingHalls)
    .where(eq(openingHalls.projectId, projectId));
  return row;
}

export async function projectCodeTaken(db: DbOrTx, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.projectCode, code)).limit(1);
  return row !== undefined && row.id !== exceptId;
}

/** Every column but the state: a project's state is written by transitionProject alone (writeProjectState). */
export type ProjectPatch = Partial<Omit<NewProject, 'id' | 'status'>>;

/** A new project starts in the lifecycle's initial state, or the re-tender copy's (both are core's). */
export async function insertProject(
  tx: DbOrTx,
  values: Omit<NewProject, 'id' | 'status'>,
  state: typeof INITIAL_PROJECT_STATE | typeof RETENDER_COPY_STATE = INITIAL_PROJECT_STATE,
): Promise<ProjectRow> {
  const [row] = await tx
    .insert(projects)
    .values({ ...values, status: state })
    .returning();
  return row!;
}

export async function updateProject(tx: DbOrTx, id: number, patch: ProjectPatch): Promise<void> {
  // The type keeps the state out; this keeps it out of a patch that was cast or spread from a whole row.
  if ('status' in patch) throw new Error('a project state is written by transitionProject only');
  await tx.update(projects).set(patch).where(eq(projects.id, id));
}

/**
 * Sets the 评分标准 only if the project still has none: of two requests at once, one sets it (true), the other
 * changes nothing (false).
 */
export async function setStandardIfNone(tx: DbOrTx, id: number, standardId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(projects)
    .set({ gradingStandardId: standardId, updatedAt: now })
    .where(and(eq(projects.id, id), isNull(projects.gradingStandardId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** The one write of the state column; its one caller is transitionProject (project-transition.ts). */
export async function writeProjectState(tx: DbOrTx, id: number, state: ProjectState, now: Date): Promise<void> {
  await tx.update(projects).set({ status: state, updatedAt: now }).where(eq(projects.id, id));
}

export function listSections(db: DbOrTx, projectId: number) {
  return db
    .select({ id: projectSections.id, name: projectSections.name, budget: projectSections.budget })
    .from(projectSections)
    .where(eq(projectSections.projectId, projectId))
    .orderBy(asc(projectSections.sort), asc(projectSections.id));
}

/** Replaces the 标段 of a project with the form's list, in the form's order. */
export async function replaceSections(tx: DbOrTx, projectId: number, sections: readonly SectionInput[]) {
  await tx.delete(projectSections).where(eq(projectSections.projectId, projectId));
  if (sections.length === 0) return;
  await tx
    .insert(projectSections)
    .values(sections.map((s, sort) => ({ projectId, name: s.name, budget: s.budget, sort })));
}

/** The re-tender copy made of a failed project, if any (there is at most one). */
export async function findRetenderCopy(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({ id: projects.id, projectCode: projects.projectCode })
    .from(projects)
    .where(eq(projects.retenderOfId, projectId))
    .limit(1);
  return row;
}

export async function findProjectCode(db: DbOrTx, id: number | null) {
  if (id === null) return undefined;
  const [row] = await db
    .select({ id: projects.id, projectCode: projects.projectCode })
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1);
  return row;
}
