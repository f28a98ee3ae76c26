import { and, asc, count, eq, inArray, isNull, max, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { departments, projects, staffUsers } from '../../db/schema/index.ts';

export type DepartmentRow = typeof departments.$inferSelect;

/**
 * Serialises every write to the tree. Tree writes are rare, and one lock makes both the sibling-name check and the
 * "not under its own descendant" check safe against a concurrent write (two crossing moves could otherwise build a
 * cycle that neither transaction saw). PGlite has one connection, so the lock is free there.
 */
export async function lockDepartmentTree(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727201)`);
}

export function listDepartments(db: DbOrTx): Promise<DepartmentRow[]> {
  return db.select().from(departments).orderBy(asc(departments.sort), asc(departments.id));
}

export async function findDepartment(db: DbOrTx, id: number): Promise<DepartmentRow | undefined> {
  const [row] = await db.select().from(departments).where(eq(departments.id, id)).limit(1);
  return row;
}

export function findDepartmentsByIds(db: DbOrTx, ids: readonly number[]): Promise<DepartmentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(departments)
    .where(inArray(departments.id, [...ids]));
}

const sameParent = (parentId: number | null): SQL =>
  parentId === null ? isNull(departments.parentId) : eq(departments.parentId, parentId);

/** Whether a sibling (same parent; top level counts as one parent) other than `exceptId` already has the name. */
export async function siblingNameTaken(db: DbOrTx, parentId: number | null, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(sameParent(parentId), eq(departments.name, name), exceptId ? ne(departments.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** The sort value that puts a new child last under its parent. */
export async function nextSiblingSort(db: DbOrTx, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({ last: max(departments.sort) })
    .from(departments)
    .where(sameParent(parentId));
  return row?.last == null ? 1 : row.last + 1;
}

export async function insertDepartment(
  tx: DbOrTx,
  values: { name: string; parentId: number | null; sort: number; createdAt: Date },
): Promise<DepartmentRow> {
  const [row] = await tx.insert(departments).values(values).returning();
  return row!;
}

export async function updateDepartment(
  tx: DbOrTx,
  id: number,
  patch: Partial<Pick<DepartmentRow, 'name' | 'parentId' | 'sort' | 'enabled'>>,
): Promise<void> {
  await tx.update(departments).set(patch).where(eq(departments.id, id));
}

export async function deleteDepartment(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(departments).where(eq(departments.id, id));
}

/** What still refers to a department: it may be deleted only when all three are zero. */
export async function departmentUsage(db: DbOrTx, id: number) {
  // One after another: inside a transaction the queries share one connection anyway.
  const [children] = await db.select({ n: count() }).from(departments).where(eq(departments.parentId, id));
  const [staff] = await db.select({ n: count() }).from(staffUsers).where(eq(staffUsers.deptId, id));
  const [projectRefs] = await db
    .select({ n: count() })
    .from(projects)
    .where(or(eq(projects.needDeptId, id), eq(projects.manageDeptId, id)));
  return { children: children?.n ?? 0, staff: staff?.n ?? 0, projects: projectRefs?.n ?? 0 };
}
