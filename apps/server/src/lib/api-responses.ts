import type { Readable } from 'node:stream';
import { answerSchema, refusalSchema } from '@swp/core/envelope';
import { z } from 'zod';

/** Failures with an HTTP error status (401, 403, 404, 429, 500…) carry the refusal envelope, never data. */
const failures = { '4xx': refusalSchema, '5xx': refusalSchema };

/** A file's bytes as the handler sends them (Fastify passes a Buffer or a stream on without serializing). */
const fileBody = z.custom<Buffer | Readable>().meta({ type: 'string', format: 'binary', description: '文件内容' });

/**
 * The `response` of a JSON route: HTTP 200 answers `{ code: 0, msg, data }` with `data` of the given schema (or no
 * data at all when none is given), or a refusal the user can fix; error statuses answer a refusal.
 */
export const answers = <T extends z.ZodType>(data?: T) => ({ 200: answerSchema(data), ...failures });

/**
 * The `response` of a route whose success is a file, not an envelope: HTTP 200 is the file in `contentType`
 * (sent as it is, never serialized) or, when refused, the refusal envelope as JSON.
 */
export const fileAnswers = (contentType: string, description: string) => ({
  200: {
    description,
    content: {
      [contentType]: { schema: fileBody },
      'application/json': { schema: refusalSchema },
    },
  },
  ...failures,
});
