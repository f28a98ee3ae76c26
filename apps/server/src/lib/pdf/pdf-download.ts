import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../content-disposition.ts';

export const PDF_CONTENT_TYPE = 'application/pdf';

/**
 * A PDF as the answer (not an envelope): the type, the Chinese name as an attachment (never inline: a document is
 * not rendered as a page of our origin), never kept by a cache (a receipt and a 开标记录 are a company's business).
 */
export function sendPdf(reply: FastifyReply, data: Buffer, fileName: string, asciiName?: string) {
  return reply
    .header('content-type', PDF_CONTENT_TYPE)
    .header('content-length', data.length)
    .header('content-disposition', attachmentDisposition(fileName, asciiName))
    .header('cache-control', 'private, no-store')
    .send(data);
}
