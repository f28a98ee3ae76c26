import { loadPdfKit } from '../lazy-modules.ts';

/** One column of a report's table: its heading, its share of the width (default 1) and its alignment. */
export interface PdfColumn {
  header: string;
  /** Relative width: a column of 2 is twice as wide as a column of 1. */
  weight?: number;
  align?: 'left' | 'center' | 'right';
}

export interface PdfTable {
  columns: readonly PdfColumn[];
  /** One string per column; a long value (a SHA-256, a company name) wraps inside its cell. */
  rows: readonly (readonly string[])[];
  /** Printed in the table's place when it has no rows. */
  empty?: string;
}

/** One headed part of a document: body lines and/or a table. */
export interface PdfSection {
  title: string;
  /** Body text under the heading (one paragraph each), before the table. */
  lines?: readonly string[];
  table?: PdfTable;
  /** Lines after the table (a signature line: 评委签字：______ 日期：______). */
  closing?: readonly string[];
}

/**
 * What every PDF the server answers is made of (the 投标回执, the 开标记录): a centred title, the document's facts as
 * label/value lines, an optional table and optional small print. The layout (A4, margins, fonts, page numbers) is
 * decided here once, so every document of the platform looks alike.
 */
export interface PdfReport {
  title: string;
  /** Label/value lines under the title: 项目名称 …, 文件大小 …. */
  fields?: readonly (readonly [label: string, value: string])[];
  /** A heading over the table (e.g. 投标文件), if it needs one. */
  tableTitle?: string;
  table?: PdfTable;
  /**
   * Further headed parts after the table, for documents with several tables (the 评标报告: 初步评审, ranking, means,
   * signatures). Each starts on a new page when too little of the page is left for its heading and a few rows.
   */
  sections?: readonly PdfSection[];
  /** Lines of small print after everything else (what the document certifies, when it was printed). */
  notes?: readonly string[];
  /** The PDF's creation date in its metadata: the server's clock, so a receipt and its PDF agree. */
  createdAt: Date;
}

const PRODUCER = '水务集团电子采购交易平台';
const MARGIN = 56; // 2 cm
const BODY_SIZE = 10.5; // 五号字, the size of Chinese official documents
const BORDER = '#999999';
const SHADE = '#f2f2f2';

/**
 * Renders the report to a PDF in THIS thread; resolves with its bytes (a few dozen KB: only the glyphs used are
 * embedded). The server calls it only from the PDF thread (render-pdf.ts); everything else calls renderPdf.
 */
export async function renderReportHere(report: PdfReport): Promise<Buffer> {
  // PDFKit and fontkit load on the first PDF (lib/lazy-modules.ts says why).
  const [PDFDocument, { pdfFont }] = await Promise.all([loadPdfKit(), import('./fonts.ts')]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true, // page numbers are written once the number of pages is known
    info: { Title: report.title, Creator: PRODUCER, Producer: PRODUCER, CreationDate: report.createdAt },
    lang: 'zh-CN',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // PDFKit accepts a fontkit font where its types say bytes.
  doc.registerFont('regular', pdfFont('regular') as unknown as Buffer);
  doc.registerFont('bold', pdfFont('bold') as unknown as Buffer);

  doc.font('bold').fontSize(18).text(report.title, { align: 'center' });
  doc.moveDown(1);
  if (report.fields && report.fields.length > 0) drawFields(doc, report.fields);
  if (report.table) {
    if (report.tableTitle) doc.font('bold').fontSize(12).text(report.tableTitle, MARGIN).moveDown(0.4);
    drawTable(doc, report.table);
  }
  for (const section of report.sections ?? []) drawSection(doc, section);
  if (report.notes && report.notes.length > 0) {
    doc.moveDown(1).font('regular').fontSize(9).fillColor('#555555');
    for (const line of report.notes) doc.text(line, MARGIN, undefined, { width: contentWidth(doc) });
    doc.fillColor('black');
  }
  numberPages(doc);
  doc.end();
  return done;
}

const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - 2 * MARGIN;

function drawFields(doc: PDFKit.PDFDocument, fields: NonNullable<PdfReport['fields']>) {
  doc.font('regular').fontSize(BODY_SIZE);
  doc.table({
    position: { x: MARGIN },
    columnStyles: [96, '*'],
    defaultStyle: { border: 0.5, borderColor: BORDER, padding: 5 },
    data: fields.map(([label, value]) => [
      { text: label, font: { src: 'bold' }, backgroundColor: SHADE },
      { text: value === '' ? '—' : value },
    ]),
  });
  doc.moveDown(1);
}

function drawTable(doc: PDFKit.PDFDocument, table: PdfTable) {
  doc.font('regular').fontSize(9);
  const total = table.columns.reduce((sum, column) => sum + (column.weight ?? 1), 0);
  const width = contentWidth(doc);
  const header = table.columns.map((column) => ({
    text: column.header,
    font: { src: 'bold' },
    backgroundColor: SHADE,
    align: { x: 'center', y: 'center' } as const,
  }));
  const rows =
    table.rows.length > 0
      ? table.rows.map((row) => row.map((text, i) => ({ text, align: { x: table.columns[i]?.align ?? 'left' } })))
      : [[{ text: table.empty ?? '无', colSpan: table.columns.length, align: { x: 'center' as const } }]];
  doc.table({
    position: { x: MARGIN },
    columnStyles: table.columns.map((column) => ((column.weight ?? 1) / total) * width),
    defaultStyle: { border: 0.5, borderColor: BORDER, padding: 4 },
    data: [header, ...rows],
  });
}

/**
 * Room for a heading, a table's header and its first few rows: a heading or a header alone at the foot of a page
 * reads as a mistake (PDFKit does not repeat a table's header on the next page).
 */
const SECTION_KEEP = 150;

function drawSection(doc: PDFKit.PDFDocument, section: PdfSection) {
  if (doc.y + SECTION_KEEP > doc.page.height - doc.page.margins.bottom) doc.addPage();
  else doc.moveDown(1);
  doc.font('bold').fontSize(12).text(section.title, MARGIN).moveDown(0.4);
  if (section.lines && section.lines.length > 0) {
    doc.font('regular').fontSize(BODY_SIZE);
    for (const line of section.lines) doc.text(line, MARGIN, undefined, { width: contentWidth(doc) });
    doc.moveDown(0.4);
  }
  if (section.table) drawTable(doc, section.table);
  if (section.closing && section.closing.length > 0) {
    doc.moveDown(0.8).font('regular').fontSize(BODY_SIZE);
    for (const line of section.closing) doc.text(line, MARGIN, undefined, { width: contentWidth(doc) }).moveDown(0.6);
  }
}

/** 第 n 页 / 共 m 页 at the foot of every page. */
function numberPages(doc: PDFKit.PDFDocument) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Written inside the bottom margin: lift the margin for this line so PDFKit does not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#888888')
      .text(`第 ${i - start + 1} 页 / 共 ${count} 页`, MARGIN, doc.page.height - bottom / 2 - 4, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}
