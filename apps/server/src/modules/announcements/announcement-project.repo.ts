import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { departments, projects } from '../../db/schema/index.ts';

const needDept = alias(departments, 'need_dept');
const manageDept = alias(departments, 'manage_dept');

/**
 * A project as an announcement needs it: every placeholder field, the department names, the lifecycle columns.
 * Read only: publishing changes the project through projects/project-transition.ts.
 */
export type AnnouncementProject = typeof projects.$inferSelect & { needDeptName: string; manageDeptName: string };

/**
 * Reads the project an announcement is made from. `lock` (inside a transaction) holds the project row until
 * commit, so two publications for one project cannot both pass the lifecycle check.
 */
export async function findAnnouncementProject(
  db: DbOrTx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<AnnouncementProject | undefined> {
  const query = db
    .select({ project: projects, needDeptName: needDept.name, manageDeptName: manageDept.name })
    .from(projects)
    .leftJoin(needDept, eq(needDept.id, projects.needDeptId))
    .leftJoin(manageDept, eq(manageDept.id, projects.manageDeptId))
    .where(eq(projects.id, id))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: projects }) : await query;
  if (!row) return undefined;
  return { ...row.project, needDeptName: row.needDeptName ?? '', manageDeptName: row.manageDeptName ?? '' };
}
