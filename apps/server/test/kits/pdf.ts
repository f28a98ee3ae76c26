/** Test helpers for PDFs (imported by test files only): the text and title a PDF reader finds in a document. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ParsedPdf {
  /** Every page's text in reading order, pieces joined by single spaces. */
  text: string;
  pages: number;
  title: string | undefined;
}

/** Reads a PDF with PDF.js (what Firefox shows PDFs with): if it finds the text, a reader will. */
export async function readPdf(bytes: Buffer): Promise<ParsedPdf> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false })
    .promise;
  try {
    const texts: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    const { info } = await document.getMetadata();
    return {
      text: texts.join(' ').replace(/\s+/g, ' '),
      pages: document.numPages,
      title: (info as { Title?: string }).Title,
    };
  } finally {
    await document.destroy();
  }
}
