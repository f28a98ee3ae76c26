/**
 * The PDF thread's own code (a worker_threads entry, started by render-pdf.ts): it renders each report it is sent
 * and posts back the PDF's bytes or the error's message. In the production build it is bundled
 * as dist/pdf-thread.js; from the sources, pdf-thread.dev.mjs loads it through tsx.
 */
import { parentPort } from 'node:worker_threads';
import { type PdfReport, renderReportHere } from './report.ts';

export interface PdfJob {
  id: number;
  report: PdfReport;
}

export type PdfJobResult = { id: number; bytes: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('pdf-thread.ts is a worker thread, started by render-pdf.ts');

port.on('message', async ({ id, report }: PdfJob) => {
  let result: PdfJobResult;
  try {
    // A copy with an ArrayBuffer of its own, handed over without a second copy (transferred).
    result = { id, bytes: new Uint8Array(await renderReportHere(report)) };
  } catch (error) {
    result = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(result, 'bytes' in result ? [result.bytes.buffer as ArrayBuffer] : []);
});
