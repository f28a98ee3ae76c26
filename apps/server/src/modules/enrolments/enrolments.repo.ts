import { and, asc, type Column, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  bidOpenings,
  bids,
  enrolments,
  files,
  projectSections,
  projects,
  staffUsers,
  supplierDocuments,
  suppliers,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { FileRow } from '../../platform/files/files.repo.ts';
import { projectStateColumns } from '../projects/project-status-sql.ts';

export type EnrolmentRecord = typeof enrolments.$inferSelect;
export type NewEnrolment = typeof enrolments.$inferInsert;
export type ProjectRecord = typeof projects.$inferSelect;

/** A company's own place in a project: its enrolment on the project, or on one 标段 of it, and the bid lodged there. */
export interface CompanyPlace {
  projectId: number;
  supplierId: number;
  sectionId: number | null;
}

/**
 * The row of that place in a table keyed by it (enrolments, bids). A project without sections is referred to as
 * section null, so null must match IS NULL (the enrolments' unique index reads it as 0).
 */
export const atPlace = (table: { projectId: Column; supplierId: Column; sectionId: Column }, key: CompanyPlace) =>
  and(
    eq(table.projectId, key.projectId),
    eq(table.supplierId, key.supplierId),
    key.sectionId === null ? isNull(table.sectionId) : eq(table.sectionId, key.sectionId),
  );

/**
 * The project, share-locked until the transaction ends: enrolments and reviews run side by side, but a pause, a
 * correction or a state change (which lock it for update) waits for them, and they for it.
 */
export async function findProjectForShare(tx: DbOrTx, id: number): Promise<ProjectRecord | undefined> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).limit(1).for('share');
  return row;
}

/**
 * The company, share-locked: a freeze or a review of the company (which lock it for update) cannot slip between
 * the check of who may enrol and the enrolment; two enrolments of one company still run side by side.
 */
export async function findSupplierForShare(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(suppliers).where(eq(suppliers.id, id)).limit(1).for('share');
  return row;
}

export async function findEnrolmentOf(db: DbOrTx, key: CompanyPlace): Promise<EnrolmentRecord | undefined> {
  const [row] = await db.select().from(enrolments).where(atPlace(enrolments, key)).limit(1);
  return row;
}

/** The company's enrolments on one project, in the order made. */
export function listOwnEnrolments(db: DbOrTx, projectId: number, supplierId: number) {
  return db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.projectId, projectId), eq(enrolments.supplierId, supplierId)))
    .orderBy(asc(enrolments.id));
}

export async function insertEnrolment(tx: DbOrTx, values: NewEnrolment): Promise<EnrolmentRecord> {
  const [row] = await tx.insert(enrolments).values(values).returning();
  return row!;
}

/** The enrolment under review, with what the review checks and tells: the project's times, the company. */
export async function findEnrolmentForReview(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      enrolment: enrolments,
      project: projects,
      sectionName: projectSections.name,
      companyName: suppliers.companyName,
      mobile: suppliers.mobile,
    })
    .from(enrolments)
    .innerJoin(projects, eq(projects.id, enrolments.projectId))
    .innerJoin(suppliers, eq(suppliers.id, enrolments.supplierId))
    .leftJoin(projectSections, eq(projectSections.id, enrolments.sectionId))
    .where(eq(enrolments.id, id))
    .limit(1)
    .for('share', { of: projects });
  return row;
}

/**
 * 通过 / 不通过 as one conditional statement: only a pending enrolment changes, so of two reviewers at once the
 * second's UPDATE waits for the first, finds it no longer pending, and changes nothing (undefined).
 */
export async function reviewPendingEnrolment(
  tx: DbOrTx,
  id: number,
  review: { status: 'passed' | 'failed'; reason: string; reviewedBy: number; reviewedAt: Date },
): Promise<EnrolmentRecord | undefined> {
  const [row] = await tx
    .update(enrolments)
    .set(review)
    .where(and(eq(enrolments.id, id), eq(enrolments.status, 'pending')))
    .returning();
  return row;
}

export async function findEnrolment(db: DbOrTx, id: number): Promise<EnrolmentRecord | undefined> {
  const [row] = await db.select().from(enrolments).where(eq(enrolments.id, id)).limit(1);
  return row;
}

/** 报名审查: every enrolment of the project with the company and the reviewer, in the order they enrolled. */
export function listProjectEnrolments(db: DbOrTx, projectId: number) {
  return db
    .select({
      enrolment: enrolments,
      sectionName: projectSections.name,
      reviewedByName: staffUsers.name,
    })
    .from(enrolments)
    .leftJoin(projectSections, eq(projectSections.id, enrolments.sectionId))
    .leftJoin(staffUsers, eq(staffUsers.id, enrolments.reviewedBy))
    .where(eq(enrolments.projectId, projectId))
    .orderBy(asc(enrolments.id));
}

/**
 * The company's enrolments, or only those on one project when a projectId is given (我的项目's project page), or
 * on projects whose name or code contains the keyword (我的项目's search).
 */
export interface OwnEnrolmentFilter {
  supplierId: number;
  projectId?: number | undefined;
  keyword?: string | undefined;
}

// Reads the projects table: every query using it joins projects.
const ownEnrolments = ({ supplierId, projectId, keyword }: OwnEnrolmentFilter) => {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  return and(
    eq(enrolments.supplierId, supplierId),
    projectId === undefined ? undefined : eq(enrolments.projectId, projectId),
    pattern === undefined ? undefined : or(ilike(projects.projectName, pattern), ilike(projects.projectCode, pattern)),
  );
};

export async function countOwnEnrolments(db: DbOrTx, filter: OwnEnrolmentFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enrolments)
    .innerJoin(projects, eq(projects.id, enrolments.projectId))
    .where(ownEnrolments(filter));
  return row?.n ?? 0;
}

/**
 * 我的项目: the company's enrolments, newest first, with the project and two facts of its own: whether its bid is
 * lodged (the bid row of this enrolment; never anyone else's) and whether the opening took place; and the
 * project's winner, which the service turns into this company's outcome only (won or not, never who).
 */
export function findOwnEnrolmentPage(db: DbOrTx, filter: OwnEnrolmentFilter, limit: number, offset: number) {
  return db
    .select({
      enrolment: enrolments,
      sectionName: projectSections.name,
      project: {
        projectCode: projects.projectCode,
        projectName: projects.projectName,
        purchaseName: projects.purchaseName,
        encryptMode: projects.encryptMode,
        ...projectStateColumns,
        winnerSupplierId: projects.winnerSupplierId,
      },
      hasBid: sql<boolean>`${bids.id} is not null`,
      opened: sql<boolean>`${bidOpenings.projectId} is not null`,
    })
    .from(enrolments)
    .innerJoin(projects, eq(projects.id, enrolments.projectId))
    .leftJoin(projectSections, eq(projectSections.id, enrolments.sectionId))
    .leftJoin(bids, eq(bids.enrolmentId, enrolments.id))
    .leftJoin(bidOpenings, eq(bidOpenings.projectId, enrolments.projectId))
    .where(ownEnrolments(filter))
    .orderBy(desc(enrolments.id))
    .limit(limit)
    .offset(offset);
}

/**
 * A document in force (licence or qualification) of the company of this enrolment: what the reviewer previews.
 * Any other file, another company's included, is undefined.
 */
export async function findEnrolledCompanyDocument(
  db: DbOrTx,
  enrolmentId: number,
  fileId: string,
): Promise<FileRow | undefined> {
  const [row] = await db
    .select({ file: files })
    .from(enrolments)
    .innerJoin(
      supplierDocuments,
      and(eq(supplierDocuments.supplierId, enrolments.supplierId), isNull(supplierDocuments.removedAt)),
    )
    .innerJoin(files, eq(files.id, supplierDocuments.fileId))
    .where(and(eq(enrolments.id, enrolmentId), eq(files.id, fileId)))
    .limit(1);
  return row?.file;
}

/** The names of the companies enrolled on the project, whatever the review said: the draw avoids them all. */
export async function enrolledCompanyNames(db: DbOrTx, projectId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: suppliers.companyName })
    .from(enrolments)
    .innerJoin(suppliers, eq(suppliers.id, enrolments.supplierId))
    .where(eq(enrolments.projectId, projectId))
    .orderBy(asc(suppliers.companyName));
  return rows.map((r) => r.name);
}
