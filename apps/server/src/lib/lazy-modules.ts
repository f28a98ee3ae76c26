/**
 * Heavy libraries that only a few requests use (Excel exports and imports, the captcha image, PDFs) load on first
 * use instead of at start: loaded at start they held ~52 MB of the server's resident memory before any request
 * (measured one by one: sharp 20 MB, exceljs 20 MB, pdfkit with fontkit 12 MB) — memory that a deadline surge of bid uploads
 * needs (bench/bid-surge.ts). Node caches a module once loaded, so only the first call waits for it.
 * The S3 driver loads the same way (plugins/storage.ts), only when STORAGE=s3, and the embedded database's driver
 * only on PGlite (db/client.ts).
 */
export const loadExcelJS = async () => (await import('exceljs')).default;
export const loadSharp = async () => (await import('sharp')).default;
// svg-captcha parses its font when imported: ~2 MB of heap for the sign-in page's picture only.
export const loadSvgCaptcha = async () => (await import('svg-captcha')).default;
// Only an Excel import (专家导入) opens a zip.
export const loadJSZip = async () => (await import('jszip')).default;
// In the PDF thread only (lib/pdf/render-pdf.ts).
export const loadPdfKit = async () => (await import('pdfkit')).default;
