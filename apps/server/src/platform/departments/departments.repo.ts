import { count, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { departments, projects, staffUsers } from '../../db/schema/index.ts';
import { treeRepo } from '../tree/tree.repo.ts';

export type DepartmentRow = typeof departments.$inferSelect;

/** The tree's own queries (list, siblings, insert, move, delete), shared with the 专业类别 tree. */
export const departmentTreeRepo = treeRepo(departments, 727201);

/** The nodes with the one field the shared tree does not know: whether the department is enabled. */
export function listDepartments(db: DbOrTx) {
  return db
    .select({
      id: departments.id,
      name: departments.name,
      parentId: departments.parentId,
      sort: departments.sort,
      enabled: departments.enabled,
    })
    .from(departments);
}

export function findDepartmentsByIds(db: DbOrTx, ids: readonly number[]): Promise<DepartmentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(departments)
    .where(inArray(departments.id, [...ids]));
}

export async function setDepartmentEnabledFlag(tx: DbOrTx, id: number, enabled: boolean): Promise<void> {
  await tx.update(departments).set({ enabled }).where(eq(departments.id, id));
}

/** What besides child departments refers to a department: it may be deleted only when both are zero. */
export async function departmentUsage(db: DbOrTx, id: number) {
  // One after another: inside a transaction the queries share one connection anyway.
  const [staff] = await db.select({ n: count() }).from(staffUsers).where(eq(staffUsers.deptId, id));
  const [projectRefs] = await db
    .select({ n: count() })
    .from(projects)
    .where(or(eq(projects.needDeptId, id), eq(projects.manageDeptId, id)));
  return { staff: staff?.n ?? 0, projects: projectRefs?.n ?? 0 };
}
