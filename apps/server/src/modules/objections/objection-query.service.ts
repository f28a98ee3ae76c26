/**
 * Reading objections: a company its own on a project (`mine`), staff of 项目管理 every one (`list`), and an
 * attachment's bytes to the company that filed it or to staff of 项目管理 (anyone else: 文件不存在).
 */
import type { Readable } from 'node:stream';
import { type Objection, Permission } from '@swp/core';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { FileRow } from '../../platform/files/files.repo.ts';
import { openStoredFile } from '../../platform/files/files.service.ts';
import { demandAccess } from '../../plugins/access.ts';
import type { Principal } from '../../plugins/access-types.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { requireProject } from '../projects/require-project.ts';
import { toObjections } from './objection-view.ts';
import { findAttachment, listObjectionRows } from './objections.repo.ts';

const NO_SUCH_FILE = '文件不存在';

async function objectionsOf(deps: Deps, projectId: number, supplierId?: number) {
  await requireProject(deps.db, projectId);
  const list: Objection[] = await toObjections(deps.db, await listObjectionRows(deps.db, projectId, supplierId));
  return { list, total: list.length };
}

/** GET /api/objection/mine: this company's objections on the project, newest first, with the answers. */
export const myObjections = (deps: Deps, principal: Principal, projectId: number) =>
  objectionsOf(deps, projectId, principal.userId);

/** GET /api/objection/list: every objection on the project, newest first. */
export const projectObjections = (deps: Deps, projectId: number) => objectionsOf(deps, projectId);

/**
 * GET /api/objection/attachment: a company reads its own attachments (filed, or uploaded and not yet filed);
 * staff of 项目管理 read any filed one. Another company's file, or an id that is no objection attachment, is
 * 文件不存在 — a company learns nothing about other companies' files.
 */
export async function openObjectionAttachment(
  deps: Deps,
  storage: FileStorage,
  principal: Principal | null,
  fileId: string,
): Promise<{ file: FileRow; stream: Readable }> {
  const reader =
    principal?.role === 'vender'
      ? demandAccess(principal, { role: 'vender' })
      : demandAccess(principal, { role: 'staff', permission: Permission.project });
  const found = await findAttachment(deps.db, fileId);
  if (!found) throw notFound(NO_SUCH_FILE);
  const { file, filedBy } = found;
  const readable =
    reader.role === 'vender'
      ? filedBy === reader.userId ||
        (filedBy === null && file.uploadedByRole === 'vender' && file.uploadedById === reader.userId)
      : filedBy !== null;
  if (!readable) throw notFound(NO_SUCH_FILE);
  return { file, stream: await openStoredFile(storage, file) };
}
