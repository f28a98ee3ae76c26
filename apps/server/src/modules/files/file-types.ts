import { BID_FILE_EXTENSIONS } from '@swp/core/bid/schema';

/**
 * The upload allowlist (docs/security.md). A file is accepted only when its extension is listed AND its first bytes are
 * that format's signature: a program renamed to .pdf is refused. The MIME type we store and serve comes from this
 * table, never from the browser's claim.
 */

const bytes = (...values: number[]) => Buffer.from(values);
const ascii = (text: string) => Buffer.from(text, 'latin1');

const PDF = ascii('%PDF-');
/** Compound File Binary: the container of the old Office formats (.doc, .xls). */
const OLE2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
/** A zip's first local file header; .docx and .xlsx are zip packages. */
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04);
/** An empty zip archive is only its end-of-central-directory record. */
const ZIP_EMPTY = bytes(0x50, 0x4b, 0x05, 0x06);
const RAR4 = bytes(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00);
const RAR5 = bytes(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00);
/** 7-Zip's signature header ("7z" BC AF 27 1C). */
const SEVEN_ZIP = bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c);
const JPEG = bytes(0xff, 0xd8, 0xff);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

export interface FileType {
  mimeType: string;
  signatures: readonly Buffer[];
}

const FILE_TYPES: Record<string, FileType> = {
  pdf: { mimeType: 'application/pdf', signatures: [PDF] },
  doc: { mimeType: 'application/msword', signatures: [OLE2] },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    signatures: [ZIP],
  },
  xls: { mimeType: 'application/vnd.ms-excel', signatures: [OLE2] },
  xlsx: { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', signatures: [ZIP] },
  zip: { mimeType: 'application/zip', signatures: [ZIP, ZIP_EMPTY] },
  rar: { mimeType: 'application/vnd.rar', signatures: [RAR4, RAR5] },
  '7z': { mimeType: 'application/x-7z-compressed', signatures: [SEVEN_ZIP] },
  jpg: { mimeType: 'image/jpeg', signatures: [JPEG] },
  jpeg: { mimeType: 'image/jpeg', signatures: [JPEG] },
  png: { mimeType: 'image/png', signatures: [PNG] },
};

/** Bytes needed to decide every signature above. */
export const SIGNATURE_BYTES = Math.max(...Object.values(FILE_TYPES).flatMap((t) => t.signatures.map((s) => s.length)));

export const ALLOWED_TYPES_TEXT = 'PDF、Word（doc/docx）、Excel（xls/xlsx）、ZIP、RAR、JPG、PNG';

/** The extensions one kind of upload accepts (each of FILE_TYPES) and how its refusals name them. */
export interface TypeAllowlist {
  extensions: readonly string[];
  text: string;
}

/** Announcement attachments and other office documents. */
export const ATTACHMENT_TYPES: TypeAllowlist = {
  extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'rar', 'jpg', 'jpeg', 'png'],
  text: ALLOWED_TYPES_TEXT,
};

/**
 * 投标文件: the documents of a bid (PDF, Word, Excel), the archives bidders pack a multi-file bid in (ZIP, RAR, 7z)
 * and scans (JPG, PNG). Never a program or a script, whatever its name says.
 */
export const BID_FILE_TYPES: TypeAllowlist = {
  extensions: BID_FILE_EXTENSIONS,
  text: 'PDF、Word（doc/docx）、Excel（xls/xlsx）、ZIP、RAR、7z、JPG、PNG',
};

/** Scans and photos of certificates (营业执照, 资质证书): what a reviewer's browser can show as it is. */
export const DOCUMENT_SCAN_TYPES: TypeAllowlist = { extensions: ['pdf', 'jpg', 'jpeg', 'png'], text: 'PDF、JPG、PNG' };

/** The lower-case extension of a file name ('' when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The type an allowed extension stands for, or undefined when the allowlist does not name the extension. */
export function allowedType(extension: string, allowlist: TypeAllowlist = ATTACHMENT_TYPES): FileType | undefined {
  return Object.hasOwn(FILE_TYPES, extension) && allowlist.extensions.includes(extension)
    ? FILE_TYPES[extension]
    : undefined;
}

/** Whether the file's first bytes are one of the type's signatures. */
export function matchesSignature(type: FileType, head: Buffer): boolean {
  return type.signatures.some((signature) => head.subarray(0, signature.length).equals(signature));
}

/**
 * The name as stored and offered on download: no directory part (a browser may send C:\\…\\name), no control
 * characters, at most 200 characters with the extension kept.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean.length <= 200) return clean;
  const extension = extensionOf(clean);
  return extension ? `${clean.slice(0, 199 - extension.length)}.${extension}` : clean.slice(0, 200);
}
