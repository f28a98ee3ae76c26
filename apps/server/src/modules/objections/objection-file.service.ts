/**
 * A bidder's side of 异议 (docs/rules.md): the attachment upload (the company's own file, unclaimed until an
 * objection names it) and the filing itself — a bidder of the project, while its 结果公示 runs, in one transaction
 * with the attachments it claims and the 操作日志 line on the project.
 */
import type { fileObjectionInput, UploadedFile } from '@swp/core';
import type { z } from 'zod';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import type { TypeAllowlist } from '../files/file-types.ts';
import { type IncomingFile, type UploadRules, uploadFile } from '../files/files.service.ts';
import { findProjectForUpdate } from '../projects/projects.repo.ts';
import { objectionRefusal, publicityDaysOf } from './objection-window.ts';
import { insertObjection, isBidder, lockOwnUnclaimedUploads, OBJECTION_PURPOSE } from './objections.repo.ts';

export const NOT_A_BIDDER = '只有本项目的投标人可以提出异议';
export const ATTACHMENT_NOT_OWN = '附件不存在或已被使用，请重新上传';

/**
 * What a bidder attaches to an objection: its letter (PDF, Word), scans and photos (JPG, PNG), and a ZIP of several
 * documents. No spreadsheets or other archives: nothing a staff member reading the objection would need.
 */
export const OBJECTION_ATTACHMENT_TYPES: TypeAllowlist = {
  extensions: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'zip'],
  text: 'PDF、Word（doc/docx）、JPG、PNG、ZIP',
};

/** The objection attachment: the types above up to ATTACHMENT_MAX_MB (the config's attachment size). */
export const objectionUploadRules = (deps: Deps): UploadRules => ({
  purpose: OBJECTION_PURPOSE,
  types: OBJECTION_ATTACHMENT_TYPES,
  maxBytes: deps.config.attachmentMaxBytes,
});

/** POST /api/objection/upload: stored as the signed-in company's upload; no objection names it yet. */
export async function uploadObjectionAttachment(
  deps: Deps,
  storage: FileStorage,
  principal: Principal,
  incoming: IncomingFile,
  meta: RequestMeta,
): Promise<{ id: string; name: string; size: number }> {
  const uploaded: UploadedFile = await uploadFile(deps, storage, principal, objectionUploadRules(deps), incoming, meta);
  return { id: uploaded.id, name: uploaded.name, size: uploaded.size };
}

/** POST /api/objection/file: see the file's comment; refusals write nothing. */
export async function fileObjection(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof fileObjectionInput>,
  meta: RequestMeta,
): Promise<{ id: number }> {
  const { projectId, content, attachmentIds } = input;
  const supplierId = principal.userId;
  return deps.db.transaction(async (tx) => {
    // Locked so that the 中标公告 (which locks the project to check for open objections) cannot slip in between
    // this check of the window and the objection's row.
    const project = await findProjectForUpdate(tx, projectId);
    if (!project) throw notFound('项目不存在');
    if (!(await isBidder(tx, projectId, supplierId))) throw ruleBroken(NOT_A_BIDDER);
    const now = deps.clock.now();
    const refusal = objectionRefusal(project, await publicityDaysOf(tx, project), now);
    if (refusal) throw ruleBroken(refusal);
    const usable = await lockOwnUnclaimedUploads(tx, supplierId, attachmentIds);
    if (usable.length !== attachmentIds.length) throw ruleBroken(ATTACHMENT_NOT_OWN);
    const row = await insertObjection(tx, { projectId, supplierId, content, attachmentIds, createdAt: now });
    // The text stays out of the log: the objection is read on the project page, the log says who filed what.
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'objection.file',
      target: { type: 'project', id: projectId },
      detail: { objectionId: row.id, attachments: attachmentIds.length },
      ip: meta.ip,
    });
    return { id: row.id };
  });
}
