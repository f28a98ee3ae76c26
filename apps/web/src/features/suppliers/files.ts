import { SUPPLIER_FILE_MAX_MB } from '@swp/core/supplier/schema';

/**
 * What the supplier's document uploads accept: PDF, JPEG and PNG (the server checks the bytes too) up
 * to 10 MB. Checked in the browser before sending, so a wrong file costs no upload and says why at once.
 */
export const SUPPLIER_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png';
export const SUPPLIER_FILE_HINT = `支持 PDF、JPG、PNG 格式，单个文件不超过 ${SUPPLIER_FILE_MAX_MB} MB`;

const ALLOWED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const ALLOWED_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** Why a chosen file cannot be uploaded, or null when it can. */
export function supplierFileProblem(file: { name: string; type: string; size: number }): string | null {
  // Some systems report no MIME type for a PDF: the extension decides then (the server reads the bytes anyway).
  const typeOk = file.type ? ALLOWED_TYPES.includes(file.type) : ALLOWED_EXTENSIONS.test(file.name);
  if (!typeOk || !ALLOWED_EXTENSIONS.test(file.name)) return `“${file.name}”格式不支持，请上传 PDF、JPG 或 PNG 文件`;
  if (file.size === 0) return `“${file.name}”是空文件，请重新选择`;
  if (file.size > SUPPLIER_FILE_MAX_MB * 1024 * 1024) {
    return `“${file.name}”超过 ${SUPPLIER_FILE_MAX_MB} MB，请压缩后再上传`;
  }
  return null;
}
