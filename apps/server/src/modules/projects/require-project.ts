import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findProject, type ProjectRow } from './projects.repo.ts';

/** The project, or the 404 (项目不存在) that every project-scoped request answers for an id that names none. */
export async function requireProject(db: DbOrTx, id: number): Promise<ProjectRow> {
  const project = await findProject(db, id);
  if (!project) throw notFound('项目不存在');
  return project;
}
