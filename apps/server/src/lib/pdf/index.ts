/** The server's one PDF toolkit (README.md): a report rendered with an embedded CJK font, and its download. */
export { PDF_CONTENT_TYPE, sendPdf } from './pdf-download.ts';
export { renderPdf } from './render-pdf.ts';
export type { PdfColumn, PdfReport, PdfSection, PdfTable } from './report.ts';
