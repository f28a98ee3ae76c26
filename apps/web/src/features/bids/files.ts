import { BID_FILE_EXTENSIONS, DEFAULT_BID_MAX_MB } from '@swp/core/bid/schema';

/**
 * What the bid upload accepts, checked in the browser before a large file is sent (the server checks the
 * extension against the bytes and counts the size while it streams; its words win). The size is the default
 * limit (BID_MAX_MB may set another on the server, which then refuses with its own figure).
 */
export const BID_FILE_ACCEPT = BID_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');
export const BID_FILE_MAX_MB = DEFAULT_BID_MAX_MB;
export const BID_FILE_HINT = `支持 PDF、Word、Excel、ZIP、RAR、7z、JPG、PNG 格式，文件不超过 ${BID_FILE_MAX_MB} MB；多个文件请压缩为一个压缩包上传`;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Why a chosen bid file cannot be uploaded, or null when it can. */
export function bidFileProblem(file: { name: string; size: number }): string | null {
  if (!BID_FILE_EXTENSIONS.includes(extensionOf(file.name))) {
    return `“${file.name}”格式不支持，请上传 PDF、Word、Excel、压缩包或图片文件`;
  }
  if (file.size === 0) return `“${file.name}”是空文件，请重新选择`;
  if (file.size > BID_FILE_MAX_MB * 1024 * 1024) return `“${file.name}”超过 ${BID_FILE_MAX_MB} MB，请压缩后再上传`;
  return null;
}
