/**
 * Test helpers for uploads (imported by test files only): a multipart body as a browser sends it, and small files
 * whose first bytes are real signatures.
 */
import { type Envelope, fileApi, type UploadedFile } from '@swp/core';
import type { FastifyInstance } from 'fastify';

const BOUNDARY = '----swpTestBoundary7MA4YWxkTrZu0gW';

/** A one-file multipart/form-data body (field `file`), with optional text fields before it. */
export function multipartBody(filename: string, content: Buffer, fields: Record<string, string> = {}) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

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
  query = '',
) {
  const { payload, contentType } = multipartBody(filename, content);
  const response = await app.inject({
    method: 'POST',
    url: `${fileApi.upload.path}${query}`,
    headers: {
      cookie: 'XSRF-TOKEN=t',
      'x-xsrf-token': 't',
      'content-type': contentType,
      ...(token ? { token } : {}),
    },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Envelope<UploadedFile> };
}
