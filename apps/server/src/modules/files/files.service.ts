import { finished, type Readable } from 'node:stream';
import { ErrorCode, type FilePurpose, Msg, Permission, type UploadedFile } from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { BROKEN_UPLOAD_MSG } from '../../lib/single-file-upload.ts';
import { demandAccess } from '../../plugins/access.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { type FileStorage, StoredFileMissing } from '../../plugins/storage.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { ALLOWED_TYPES_TEXT, allowedType, cleanFileName, extensionOf } from './file-types.ts';
import { type FileRow, findFile, insertFile, isAttachedToPublishedAnnouncement } from './files.repo.ts';
import { UploadInspector } from './upload-inspector.ts';

/** Who may upload for a purpose: announcement attachments are added from the project or the template screens. */
const UPLOAD_PERMISSIONS: Record<FilePurpose, readonly Permission[]> = {
  'announcement-attachment': [Permission.project, Permission.template],
};

export interface IncomingFile {
  filename: string;
  stream: Readable;
  /** Fires when the multipart parser cuts the file at its size limit (if that happens while we read). */
  onLimit(listener: () => void): void;
  /** Whether the parser cut the file at its size limit (it may have done so before we started reading). */
  truncated(): boolean;
  /** Refuses what follows the file (a second part, a body cut short); called before the file is recorded. */
  finish(): Promise<void>;
}

/** 20MB, 1.5MB, or 10KB for limits under a megabyte (tests use tiny ones). */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10}MB` : `${Math.round(bytes / 1024)}KB`;

export const attachmentTooLarge = (maxBytes: number) => `文件大小不能超过${sizeText(maxBytes)}`;

export const toUploadedFile = (row: FileRow): UploadedFile => ({
  id: row.id,
  name: row.originalName,
  size: row.size,
  mimeType: row.mimeType,
  sha256: row.sha256,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Streams one upload into storage while checking it (extension, signature, size) and hashing it, then records the
 * file. A refused or failed upload leaves neither bytes nor a row behind.
 */
export async function uploadFile(
  deps: Deps,
  storage: FileStorage,
  principal: Principal,
  purpose: FilePurpose,
  incoming: IncomingFile,
  meta: RequestMeta,
): Promise<UploadedFile> {
  if (!UPLOAD_PERMISSIONS[purpose].some((p) => principal.perms.includes(p))) {
    throw new AppError(ErrorCode.FORBIDDEN, Msg.forbidden, 403);
  }
  const name = cleanFileName(incoming.filename);
  if (name === '') throw invalid('请选择要上传的文件');
  const type = allowedType(extensionOf(name));
  if (!type) throw invalid(`不支持的文件类型，仅允许上传${ALLOWED_TYPES_TEXT}文件`);

  const maxBytes = deps.config.attachmentMaxBytes;
  const tooLarge = attachmentTooLarge(maxBytes);
  const inspector = new UploadInspector(type, maxBytes, tooLarge);
  // The parser stops at the limit and ends the stream quietly: turn that into the refusal.
  incoming.onLimit(() => inspector.destroy(invalid(tooLarge)));
  // The upload's own stream fails only when the body is broken or cut off: the client's doing. The parser may
  // also just destroy it (a body that ends inside the file), which `pipe` would leave waiting forever.
  finished(incoming.stream, (error) => {
    if (error) inspector.destroy(invalid(BROKEN_UPLOAD_MSG));
  });
  const key = await storage.put(incoming.stream.pipe(inspector));
  try {
    if (incoming.truncated()) throw invalid(tooLarge);
    await incoming.finish();
  } catch (error) {
    await storage.delete(key);
    throw error;
  }

  try {
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await insertFile(tx, {
        storageKey: key,
        originalName: name,
        mimeType: type.mimeType,
        size: inspector.size,
        sha256: inspector.digest(),
        purpose,
        uploadedByRole: principal.role,
        uploadedById: principal.userId,
        createdAt: deps.clock.now(),
      });
      await audit(tx, deps.clock, {
        actor: actorOf(principal),
        action: 'file.upload',
        target: { type: 'file', id: inserted.id },
        detail: { name, size: inserted.size, sha256: inserted.sha256, purpose },
        ip: meta.ip,
      });
      return inserted;
    });
    return toUploadedFile(row);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

export interface Download {
  file: FileRow;
  stream: Readable;
  /** Anyone may read it (a published announcement's attachment), so caches may keep it. */
  isPublic: boolean;
}

/**
 * Opens a file for download if the caller may read it: announcement attachments are public once their
 * announcement is published; anything else needs staff with 项目管理. Unknown ids are 文件不存在.
 */
export async function openDownload(
  deps: Deps,
  storage: FileStorage,
  fileId: string,
  /** Who asks, if they sent a valid staff token (the route identifies staff but lets anyone in). */
  principal: Principal | null,
): Promise<Download> {
  const file = await findFile(deps.db, fileId);
  if (!file) throw notFound('文件不存在');
  const isPublic =
    file.purpose === 'announcement-attachment' && (await isAttachedToPublishedAnnouncement(deps.db, file.id));
  if (!isPublic) demandAccess(principal, { role: 'staff', permission: Permission.project });
  try {
    return { file, stream: await storage.get(file.storageKey), isPublic };
  } catch (error) {
    if (error instanceof StoredFileMissing) throw notFound('文件不存在');
    throw error;
  }
}
