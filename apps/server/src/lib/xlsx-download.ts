import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './content-disposition.ts';

/**
 * An Excel file as the answer (not an envelope): the export routes of several modules send their workbooks the
 * same way — the xlsx type, the Chinese name as an attachment, and never kept by a cache (they hold personal data).
 */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function sendXlsx(reply: FastifyReply, data: Buffer, fileName: string, asciiName?: string) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', attachmentDisposition(fileName, asciiName))
    .header('cache-control', 'no-store')
    .send(data);
}
