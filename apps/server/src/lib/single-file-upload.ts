import type { Readable } from 'node:stream';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FORBIDDEN_CHARACTER_MSG, isForbiddenText } from '../plugins/forbidden-characters.ts';
import { AppError, invalid } from './errors.ts';

/** The form field every upload of the web sends its file in (FormData.append('file', …)). */
export const FILE_FIELD = 'file';

export const BROKEN_UPLOAD_MSG = '上传的数据不完整或格式不正确，请重新上传';
const ONE_FILE = '一次只能上传一个文件';

/**
 * The multipart parser's limits for a one-file upload: one part, no text fields, few part headers. Passing one is
 * a refusal (see `refusal`); the file's own size limit is the route's.
 */
export const singleFileLimits = (fileSize: number) => ({
  fileSize,
  files: 1,
  fields: 0,
  parts: 1,
  fieldSize: 1024,
  headerPairs: 20,
});

export interface UploadMessages {
  /** The request is not multipart/form-data (default: noFile). */
  notMultipart?: string;
  /** The request has no file part named `file`. */
  noFile: string;
  /** The file passed the size limit of the route's multipart parser. */
  tooLarge: string;
}

/** The file part of an upload request, its bytes not yet read. */
export interface StreamedFile {
  filename: string;
  stream: Readable;
  /** Whether the parser cut the file at its size limit. */
  truncated(): boolean;
  /** Fires when the parser cuts the file at its size limit. */
  onLimit(listener: () => void): void;
  /**
   * Reads the rest of the request once the file has been read: refuses a second part and a body that ends before
   * its closing boundary. Call it before recording anything, so that a refused request leaves nothing behind.
   */
  finish(): Promise<void>;
  /** Reads and drops the rest of the request, after a refusal, so that the answer reaches the client. */
  discard(): void;
}

/** The one file of an upload request, read as a stream. */
export interface SingleFile extends StreamedFile {
  /** The whole file in memory (for small files such as an import sheet). */
  toBuffer(): Promise<Buffer>;
}

export type Part = MultipartFile | MultipartValue;

/**
 * What the multipart parser throws is the client's doing (a broken or cut-off body, a limit passed, a field named
 * __proto__): a refusal with a message, never a 500. Our own refusals pass through unchanged. Also read by the bid
 * upload (modules/bids), whose form has text fields before its file.
 */
export function refusal(error: unknown, messages: UploadMessages): Error {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return invalid(messages.tooLarge);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') return invalid(ONE_FILE);
  // A text field where the file belongs.
  if (code === 'FST_FIELDS_LIMIT') return invalid(messages.noFile);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return invalid(messages.notMultipart ?? messages.noFile);
  return invalid(BROKEN_UPLOAD_MSG);
}

export const drain = (part: Part) => {
  if (part.type === 'file') part.file.resume();
};

/**
 * The file part once the form before it has been accepted: refuses a file name the database would refuse, and
 * `finish` refuses anything after the file with `afterFile`. `next` reads the request's next part.
 */
export function streamedFile(
  part: MultipartFile,
  next: () => Promise<IteratorResult<unknown>>,
  afterFile: string,
): StreamedFile {
  if (isForbiddenText(part.filename)) {
    drain(part);
    throw invalid(FORBIDDEN_CHARACTER_MSG);
  }
  // Errors of the file stream (a body cut off inside the file) are seen by whoever reads it; this listener only
  // keeps an unread stream's error from going unhandled.
  part.file.on('error', () => undefined);
  return {
    filename: part.filename,
    stream: part.file,
    truncated: () => part.file.truncated,
    onLimit: (listener) => part.file.once('limit', listener),
    async finish() {
      const after = await next();
      if (!after.done) {
        drain(after.value as Part);
        throw invalid(afterFile);
      }
    },
    discard: () => drain(part),
  };
}

/**
 * Reads an upload that must be exactly one part: a file in the field `file` (what the web's FormData sends).
 * Anything else — another content type, no file, a text field, a second file, a broken or truncated body, a
 * file name with characters the database refuses — is a refusal with a message.
 */
export async function receiveSingleFile(request: FastifyRequest, messages: UploadMessages): Promise<SingleFile> {
  if (!request.isMultipart()) throw invalid(messages.notMultipart ?? messages.noFile);
  const parts = request.parts()[Symbol.asyncIterator]();
  const next = async () => {
    try {
      return await parts.next();
    } catch (error) {
      throw refusal(error, messages);
    }
  };

  const first = await next();
  if (first.done) throw invalid(messages.noFile);
  const part = first.value as Part;
  if (part.type !== 'file' || part.fieldname !== FILE_FIELD) {
    drain(part);
    throw invalid(messages.noFile);
  }
  return {
    ...streamedFile(part, next, ONE_FILE),
    async toBuffer() {
      try {
        return await part.toBuffer();
      } catch (error) {
        throw refusal(error, messages);
      }
    },
  };
}

/**
 * Receives the one file of an upload and hands it to `use`. When `use` refuses, the rest of the request is read
 * and dropped first, so that the request completes and the refusal reaches the browser.
 */
export async function withSingleFile<T>(
  request: FastifyRequest,
  messages: UploadMessages,
  use: (file: SingleFile) => Promise<T>,
): Promise<T> {
  const file = await receiveSingleFile(request, messages);
  try {
    return await use(file);
  } catch (error) {
    file.discard();
    throw error;
  }
}
