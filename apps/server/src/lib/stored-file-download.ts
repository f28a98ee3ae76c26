import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './content-disposition.ts';

/**
 * A stored file as the answer (not an envelope), as every download route sends one: the type it was recorded with
 * (from the upload allowlist, never the browser's claim), its size, its original name as an attachment (never
 * inline), and `private, no-store` unless the caller says the file is public.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { mimeType: string; size: number; originalName: string },
  stream: Readable,
  cacheControl = 'private, no-store',
) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', file.size)
    .header('content-disposition', attachmentDisposition(file.originalName))
    .header('cache-control', cacheControl)
    .send(stream);
}
