import type { FastifyRequest } from 'fastify';
import { invalid } from '../../lib/errors.ts';
import {
  drain,
  FILE_FIELD,
  type Part,
  refusal,
  type StreamedFile,
  streamedFile,
} from '../../lib/single-file-upload.ts';

/**
 * `POST /api/bid/upload` is multipart/form-data: the text fields `projectId`, `offer` (平台加密 only; a 投标人加密
 * file holds its own) and optional `sectionId` FIRST, then the file part `file` (what a browser's FormData sends
 * when the fields are appended before the file). The order is the point: the server decides whether the company
 * may lodge at all, and which seal the file must be, before a single byte of the file is read, and streams the file
 * straight into sealed storage without holding it. A file part that arrives before `projectId` is refused (and,
 * on a 平台加密 project, before `offer`: bid-upload.service.ts), and so is anything after the file.
 */
export const BID_TEXT_FIELDS = ['projectId', 'sectionId', 'offer'] as const;
type BidTextField = (typeof BID_TEXT_FIELDS)[number];

export const NO_BID_FILE = '请选择要上传的投标文件';
export const FIELDS_BEFORE_FILE = '请先填写项目和投标报价：表单字段 projectId、offer 须在文件之前发送';
const NOT_MULTIPART = '请以 multipart/form-data 方式上传投标文件';
const TOO_MANY_FIELDS = '表单字段过多：只需 projectId、offer、sectionId 和文件';

/** The multipart parser's limits for a bid: three short text fields and one file of at most `fileBytes`. */
export const bidUploadLimits = (fileBytes: number) => ({
  fileSize: fileBytes,
  files: 1,
  fields: BID_TEXT_FIELDS.length,
  parts: BID_TEXT_FIELDS.length + 1,
  fieldSize: 64,
  headerPairs: 20,
});

export interface BidUploadParts extends StreamedFile {
  /** The text fields as sent (an empty `sectionId` counts as none). */
  fields: Partial<Record<BidTextField, string>>;
}

/**
 * Reads the text fields and stops at the file part, leaving its bytes unread for the caller to stream. Refuses,
 * with a message, another content type, an unknown field, a file before the fields, no file, a second part after
 * the file, and any broken body.
 */
export async function receiveBidUpload(request: FastifyRequest, tooLarge: string): Promise<BidUploadParts> {
  if (!request.isMultipart()) throw invalid(NOT_MULTIPART);
  const messages = { notMultipart: NOT_MULTIPART, noFile: NO_BID_FILE, tooLarge };
  const parts = request.parts()[Symbol.asyncIterator]();
  const next = async () => {
    try {
      return await parts.next();
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw code === 'FST_FIELDS_LIMIT' ? invalid(TOO_MANY_FIELDS) : refusal(error, messages);
    }
  };

  const fields: Partial<Record<BidTextField, string>> = {};
  for (;;) {
    const step = await next();
    if (step.done) throw invalid(NO_BID_FILE);
    const part = step.value as Part;
    if (part.type === 'field') {
      if (!(BID_TEXT_FIELDS as readonly string[]).includes(part.fieldname)) throw invalid(TOO_MANY_FIELDS);
      const value = typeof part.value === 'string' ? part.value.trim() : '';
      if (!(part.fieldname === 'sectionId' && value === '')) fields[part.fieldname as BidTextField] = value;
      continue;
    }
    if (part.fieldname !== FILE_FIELD) {
      drain(part);
      throw invalid(NO_BID_FILE);
    }
    if (fields.projectId === undefined) {
      drain(part);
      throw invalid(FIELDS_BEFORE_FILE);
    }
    return {
      fields,
      ...streamedFile(part, next, '投标文件之后不能再有其他内容，一次只能上传一个文件'),
    };
  }
}
