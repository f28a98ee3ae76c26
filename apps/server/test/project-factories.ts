import type { CreateProjectInput } from '@swp/core';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { auditLogs, departments, projectCodeCounters, projectSections, projects } from '../src/db/schema/index.ts';

let seq = 0;

/** A department of its own (under the seeded 水务集团 root unless told), so tests do not collide on names. */
export async function createDepartment(
  db: Db,
  opts: { name?: string; parentId?: number | null; enabled?: boolean } = {},
) {
  const parentId = opts.parentId === undefined ? await rootDepartmentId(db) : opts.parentId;
  const [row] = await db
    .insert(departments)
    .values({
      name: opts.name ?? `测试部门${Date.now().toString(36)}${seq++}`,
      parentId,
      enabled: opts.enabled ?? true,
    })
    .returning();
  return row!;
}

/** The departments a project form names. */
export type FormDepartments = { needDeptId: number; manageDeptId: number };

/** One department of its own that both requests (需求部门) and manages (管理部门) the projects of a form. */
export async function singleDepartment(db: Db, name?: string): Promise<FormDepartments> {
  const { id } = await createDepartment(db, { name });
  return { needDeptId: id, manageDeptId: id };
}

export async function rootDepartmentId(db: Db): Promise<number> {
  const [root] = await db.select().from(departments).where(eq(departments.name, '水务集团')).limit(1);
  return root!.id;
}

/** A complete, valid project form; override any field. */
export function projectForm(dept: FormDepartments, overrides: Partial<CreateProjectInput> = {}) {
  return {
    projectName: `测试项目${seq++}`,
    needDeptId: dept.needDeptId,
    manageDeptId: dept.manageDeptId,
    purchaseWay: 1,
    purchaseName: '某某水务集团有限公司',
    categoryCn: '工程',
    totalInvestment: '1200000',
    specialFree: '自筹',
    bidRange: '管网改造',
    address: '城东片区',
    openAddress: '集团本部三楼开标室',
    cycle: '90日历天',
    budget: '1000000.00',
    sections: [
      { name: '第一标段', budget: '600000' },
      { name: '第二标段', budget: '399999.5' },
    ],
    ...overrides,
  } satisfies CreateProjectInput;
}

/** Puts a project straight into a state the announcement features own (tests of actions that follow them). */
export async function forceProjectState(db: Db, id: number, patch: Partial<typeof projects.$inferInsert>) {
  await db.update(projects).set(patch).where(eq(projects.id, id));
}

export async function readProject(db: Db, id: number) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

/** Row counts of the tables a refused project or department request must not touch. */
export async function projectCounts(db: Db) {
  const tables = { projects, projectSections, auditLogs, departments, projectCodeCounters };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}
