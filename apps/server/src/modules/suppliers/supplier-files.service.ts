import type { Readable } from 'node:stream';
import { ErrorCode, type SupplierFile } from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { HOUR } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { DOCUMENT_SCAN_TYPES } from '../../platform/files/file-types.ts';
import type { FileRow } from '../../platform/files/files.repo.ts';
import { type IncomingFile, openStoredFile, type UploadRules, uploadFile } from '../../platform/files/files.service.ts';
import { hit } from '../../platform/rate-limit/rate-limit.repo.ts';
import type { Principal } from '../../plugins/access-types.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { findOwnSupplierFile } from './supplier-files.repo.ts';

/** Licences and qualification documents: a PDF or a photo, up to SUPPLIER_FILE_MAX_MB (default 10). */
export const supplierUploadRules = (deps: Deps): UploadRules => ({
  purpose: 'supplier-document',
  types: DOCUMENT_SCAN_TYPES,
  maxBytes: deps.config.supplierFileMaxBytes,
});

async function countAnonymousUpload(deps: Deps, ip: string): Promise<void> {
  const { count } = await hit(deps.db, `supplier-upload:${ip}`, deps.clock.now(), HOUR);
  // SUPPLIER_UPLOADS_PER_HOUR (default 30): a registration needs at most five licence files and a few retries.
  if (count > deps.config.supplierUploadsPerHour) {
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS, '上传文件过于频繁，请一小时后再试', 429);
  }
}

/**
 * POST /api/suppler/uploadFile: by the registration form (anonymous, `uploader` null) or by the signed-in company.
 * The file belongs to nobody until a save names it (supplier-file-claims.ts decides who may).
 */
export async function uploadSupplierFile(
  deps: Deps,
  storage: FileStorage,
  uploader: Principal | null,
  incoming: IncomingFile,
  meta: RequestMeta,
): Promise<SupplierFile> {
  if (!uploader) await countAnonymousUpload(deps, meta.ip);
  const uploaded = await uploadFile(deps, storage, uploader, supplierUploadRules(deps), incoming, meta);
  return { id: uploaded.id, name: uploaded.name, size: uploaded.size, mimeType: uploaded.mimeType };
}

/**
 * GET /api/suppler/file: one of the company's own documents (or its own upload not yet saved). Anything else is
 * 文件不存在, so a company learns nothing about other companies' files.
 */
export async function openOwnSupplierFile(
  deps: Deps,
  storage: FileStorage,
  principal: Principal,
  fileId: string,
): Promise<{ file: FileRow; stream: Readable }> {
  const file = await findOwnSupplierFile(deps.db, principal.userId, fileId);
  if (!file) throw notFound('文件不存在');
  return { file, stream: await openStoredFile(storage, file) };
}
