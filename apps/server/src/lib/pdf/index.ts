/** The server's one PDF toolkit (README.md): a report rendered with an embedded CJK font, and its download. */
export { PDF_CONTENT_TYPE, sendPdf } from './pdf-download.ts';
export { type PdfColumn, type PdfReport, type PdfSection, type PdfTable, renderPdf } from './report.ts';
