import { finished, type Readable } from 'node:stream';
import { ErrorCode, type FilePurpose, Msg, Permission, type UploadedFile } from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { BROKEN_UPLOAD_MSG, type UploadMessages } from '../../lib/single-file-upload.ts';
import { demandAccess } from '../../plugins/access.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { type FileStorage, StoredFileMissing } from '../../plugins/storage.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { ATTACHMENT_TYPES, allowedType, cleanFileName, extensionOf, type TypeAllowlist } from './file-types.ts';
import { type FileRow, findFile, insertFile, isAttachedToPublishedAnnouncement } from './files.repo.ts';
import { UploadInspector } from './upload-inspector.ts';

/**
 * Which staff may upload for a purpose through /api/file/upload: announcement attachments are added from the
 * project or the template screens, blacklist decisions from 黑名单. Supplier documents and objection attachments
 * come only through their modules' own uploads (none here).
 */
const UPLOAD_PERMISSIONS: Record<FilePurpose, readonly Permission[]> = {
  'announcement-attachment': [Permission.project, Permission.template],
  'supplier-document': [],
  'blacklist-decision': [Permission.suppler],
  // A bidder's own, through modules/objections' upload.
  'objection-attachment': [],
};

/**
 * How a file uploaded by nobody yet is recorded (uploaded_by_role, uploaded_by_id): the supplier registration form
 * uploads the licence before the company exists.
 */
export const PUBLIC_UPLOADER = { role: 'public', id: 0 } as const;

/** What one kind of upload accepts: its purpose, the types (by extension and first bytes) and the size. */
export interface UploadRules {
  purpose: FilePurpose;
  types: TypeAllowlist;
  maxBytes: number;
}

/**
 * The rules of /api/file/upload for a staff user: every attachment type up to ATTACHMENT_MAX_MB, for a purpose
 * the user's permissions allow (403 otherwise).
 */
export function staffUploadRules(deps: Deps, principal: Principal, purpose: FilePurpose): UploadRules {
  if (!UPLOAD_PERMISSIONS[purpose].some((p) => principal.perms.includes(p))) {
    throw new AppError(ErrorCode.FORBIDDEN, Msg.forbidden, 403);
  }
  return { purpose, types: ATTACHMENT_TYPES, maxBytes: deps.config.attachmentMaxBytes };
}

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

export const fileTooLarge = (maxBytes: number) => `文件大小不能超过${sizeText(maxBytes)}`;

/** What an attachment upload (attachments, supplier documents, objection attachments) says when refused. */
export const attachmentUploadMessages = (maxBytes: number): UploadMessages => ({
  notMultipart: '请以 multipart/form-data 方式上传文件',
  noFile: '请选择要上传的文件',
  tooLarge: fileTooLarge(maxBytes),
});

export const toUploadedFile = (row: FileRow): UploadedFile => ({
  id: row.id,
  name: row.originalName,
  size: row.size,
  mimeType: row.mimeType,
  sha256: row.sha256,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Streams one upload into storage while checking it (extension and first bytes against the rules' types, size) and
 * hashing it, then records the file. `uploader` is the signed-in user, or null for an anonymous upload (recorded as
 * PUBLIC_UPLOADER; the route decides whether it may be anonymous). A refused or failed upload leaves neither bytes
 * nor a row behind.
 */
export async function uploadFile(
  deps: Deps,
  storage: FileStorage,
  uploader: Principal | null,
  rules: UploadRules,
  incoming: IncomingFile,
  meta: RequestMeta,
): Promise<UploadedFile> {
  const { purpose, types, maxBytes } = rules;
  const name = cleanFileName(incoming.filename);
  if (name === '') throw invalid('请选择要上传的文件');
  const type = allowedType(extensionOf(name), types);
  if (!type) throw invalid(`不支持的文件类型，仅允许上传${types.text}文件`);

  const tooLarge = fileTooLarge(maxBytes);
  const inspector = new UploadInspector(type, maxBytes, tooLarge, types.text);
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
        uploadedByRole: uploader?.role ?? PUBLIC_UPLOADER.role,
        uploadedById: uploader?.userId ?? PUBLIC_UPLOADER.id,
        createdAt: deps.clock.now(),
      });
      await audit(tx, deps.clock, {
        actor: uploader ? actorOf(uploader) : { role: 'anonymous' },
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
  // Supplier documents and blacklist decisions are read through their own modules, which know who may.
  if (file?.purpose !== 'announcement-attachment') throw notFound('文件不存在');
  const isPublic = await isAttachedToPublishedAnnouncement(deps.db, file.id);
  if (!isPublic) demandAccess(principal, { role: 'staff', permission: Permission.project });
  return { file, stream: await openStoredFile(storage, file), isPublic };
}

/** The bytes of a recorded file, for a module that has decided the caller may read it (文件不存在 if they are gone). */
export async function openStoredFile(storage: FileStorage, file: FileRow): Promise<Readable> {
  try {
    return await storage.get(file.storageKey);
  } catch (error) {
    if (error instanceof StoredFileMissing) throw notFound('文件不存在');
    throw error;
  }
}
