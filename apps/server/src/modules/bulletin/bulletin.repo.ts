import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { announcements, projects } from '../../db/schema/index.ts';
import { projectStateColumns } from '../projects/project-status-sql.ts';

/** A published announcement with its project's names, way and current dates; undefined for drafts. */
export async function findPublished(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      announcement: {
        type: announcements.type,
        title: announcements.title,
        html: announcements.html,
        publishedAt: announcements.publishedAt,
        correctsId: announcements.correctsId,
      },
      project: {
        id: projects.id,
        projectName: projects.projectName,
        projectCode: projects.projectCode,
        purchaseWay: projects.purchaseWay,
        ...projectStateColumns,
      },
    })
    .from(announcements)
    .innerJoin(projects, eq(projects.id, announcements.projectId))
    .where(and(eq(announcements.id, id), eq(announcements.status, 'published')))
    .limit(1);
  return row;
}

/** Every published announcement of a project, oldest first: the links between tender and corrections. */
export function listPublishedOfProject(db: DbOrTx, projectId: number) {
  return db
    .select({
      id: announcements.id,
      title: announcements.title,
      type: announcements.type,
      publishedAt: announcements.publishedAt,
      correctsId: announcements.correctsId,
    })
    .from(announcements)
    .where(and(eq(announcements.projectId, projectId), eq(announcements.status, 'published')))
    .orderBy(asc(announcements.publishedAt), asc(announcements.id));
}
