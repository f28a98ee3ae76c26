import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalid } from '../lib/errors.ts';

export const FORBIDDEN_CHARACTER_MSG = '内容包含不允许的字符';

/**
 * U+0000, which PostgreSQL text and jsonb refuse (the request failed there with a 500), and lone UTF-16
 * surrogates, which no real text holds and which would be stored as U+FFFD, silently changing what was sent.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding U+0000 is the point.
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isForbiddenText = (text: string) => FORBIDDEN.test(text);

/** Whether any string in the value, or any key of its objects, holds a forbidden character. */
export function containsForbiddenCharacter(value: unknown): boolean {
  // A loop, not recursion: a 1 MB body may nest a hundred thousand levels deep.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (isForbiddenText(item)) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (isForbiddenText(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * Refuses, in one place, every request whose query string, path parameters or parsed body carries a forbidden
 * character, before any route sees it (code 1000, 内容包含不允许的字符). Multipart parts are read by their
 * routes, which check file names and fields with the same rule (lib/single-file-upload.ts).
 */
export default fp(async function forbiddenCharactersPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (
      containsForbiddenCharacter(request.query) ||
      containsForbiddenCharacter(request.params) ||
      containsForbiddenCharacter(request.body)
    ) {
      throw invalid(FORBIDDEN_CHARACTER_MSG);
    }
  });
});
