/**
 * Test helpers for uploads (imported by test files only): the staff upload of an attachment, and small files whose
 * first bytes are real signatures.
 */
import { fileApi } from '@swp/core';
import type { UploadQueryOf } from '@swp/core/contract/endpoint';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { files } from '../../src/db/schema/index.ts';
import { ApiClient } from '../client.ts';

export const SAMPLE_FILES = {
  pdf: () =>
    Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(64, 32)]),
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]),
  docx: () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 7)]),
  /** A Windows program: "MZ" then the DOS stub. */
  exe: () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120, 0)]),
};

/** Uploads one file as staff through the real route (XSRF double-submit and token, as the browser does). */
export async function uploadFile(
  app: FastifyInstance,
  token: string | undefined,
  filename: string,
  content: Buffer,
  query: UploadQueryOf<typeof fileApi.upload> = {},
) {
  return new ApiClient(app).upload(fileApi.upload, { name: filename, bytes: content }, { token, query });
}

/**
 * A staff announcement attachment's row written straight to the table, with no bytes stored behind it: for what
 * the upload route would never write (a forged storage key) or a test that needs only the row.
 */
export async function insertAttachmentRow(db: Db, row: { storageKey: string; originalName: string; size: number }) {
  const [file] = await db
    .insert(files)
    .values({
      ...row,
      mimeType: 'application/pdf',
      sha256: 'x',
      purpose: 'announcement-attachment',
      uploadedByRole: 'staff',
      uploadedById: 1,
      createdAt: new Date(),
    })
    .returning();
  return file!;
}
