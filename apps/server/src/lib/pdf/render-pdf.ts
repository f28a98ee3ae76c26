/**
 * Every PDF of the server is rendered in one worker thread of its own, started on the first PDF and ended after
 * PDF_THREAD_IDLE_MS without one. Why a thread:
 * - PDFKit lays out synchronously: a 评标报告 with several tables takes a few hundred milliseconds, the first PDF of
 *   a thread about a second more to parse the font. On the request thread every other request — a supplier's bid
 *   upload in the last minute before 投标截止 among them — waited that long.
 * - The font and PDFKit hold ~85 MB once used (two 10 MB faces unpacked, fontkit's tables, PDFKit's code). In the
 *   request thread that memory stayed for the life of the process; a thread gives it back when it ends, so the
 *   deadline surge of uploads (bench/bid-surge.ts) does not carry it when no PDF is being made.
 * Reports go to the thread as they are (plain data, copied by structured clone); the bytes come back transferred.
 * The thread lays out one report at a time (layout is synchronous); a report that fails is refused with its error
 * and the thread goes on; a thread that dies (its heap ceiling reached) refuses its pending reports, and the next
 * PDF starts a new one.
 */
import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { PdfJob, PdfJobResult } from './pdf-thread.ts';
import type { PdfReport, PdfTable } from './report.ts';

/** How long the thread (and the font's memory) stays after its last PDF: a supplier's receipt just after the bid. */
export const PDF_THREAD_IDLE_MS = 30_000;

/**
 * The built server (dist/main.js) has the thread's bundle beside it; the sources (a .ts module, under tsx or
 * vitest) start it through its tsx bootstrap.
 */
const THREAD_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./pdf-thread.dev.mjs', import.meta.url)
  : new URL('./pdf-thread.js', import.meta.url);

interface Pending {
  resolve(bytes: Buffer): void;
  reject(error: Error): void;
}

/**
 * The report with each table's columns cut down to what PdfColumn declares. A caller may describe its columns with
 * richer objects (the 开标记录's carry the function that reads each cell), which TypeScript accepts as PdfColumns
 * but which could not be copied to the thread.
 */
function plainReport(report: PdfReport): PdfReport {
  const plainTable = (table: PdfTable | undefined): PdfTable | undefined =>
    table && { ...table, columns: table.columns.map(({ header, weight, align }) => ({ header, weight, align })) };
  return {
    ...report,
    table: plainTable(report.table),
    sections: report.sections?.map((section) => ({ ...section, table: plainTable(section.table) })),
  };
}

/**
 * The thread's own heap ceiling. A receipt needs ~15 MB of it (mostly the parsed font) and a 评标报告 of a hundred
 * pages a few dozen; a document that would need more fails alone — its thread ends, it is refused — instead of
 * taking the server's memory with it.
 */
const HEAP_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 256 };

/** One PDF thread; the server has one (below), a test makes its own (a short idle time, smaller limits). */
export class PdfThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly idleMs: number;
  private readonly resourceLimits: ResourceLimits;

  constructor({ idleMs = PDF_THREAD_IDLE_MS, resourceLimits = HEAP_LIMITS } = {}) {
    this.idleMs = idleMs;
    this.resourceLimits = resourceLimits;
  }

  render(report: PdfReport): Promise<Buffer> {
    clearTimeout(this.idleTimer);
    const worker = this.worker ?? this.start();
    // Keeps the process alive while a PDF is being made (a script awaiting one); idle, the thread does not.
    worker.ref();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      try {
        worker.postMessage({ id, report: plainReport(report) } satisfies PdfJob);
      } catch (error) {
        // A report that cannot be copied to the thread (not plain data) is refused here; the thread goes on.
        this.settle({ id, error: error instanceof Error ? error.message : String(error) });
      }
    });
  }

  /** Whether the thread is running (it ends `idleMs` after its last PDF). */
  get running(): boolean {
    return this.worker !== undefined;
  }

  private start(): Worker {
    const worker = new Worker(THREAD_ENTRY, { resourceLimits: this.resourceLimits });
    this.worker = worker;
    worker.on('message', (result: PdfJobResult) => this.settle(result));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`PDF 生成线程已退出（${code}）`)));
    return worker;
  }

  private settle(result: PdfJobResult): void {
    const job = this.pending.get(result.id);
    this.pending.delete(result.id);
    if ('bytes' in result) job?.resolve(Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.length));
    else job?.reject(new Error(result.error));
    if (this.pending.size === 0) this.idle();
  }

  private idle(): void {
    this.worker?.unref();
    this.idleTimer = setTimeout(() => {
      const worker = this.worker;
      this.worker = undefined;
      void worker?.terminate();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  /** The thread failed or ended: its jobs are refused, and the next PDF starts a new thread. */
  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    clearTimeout(this.idleTimer);
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }
}

const thread = new PdfThread();

/** Renders the report to a PDF in the PDF thread; resolves with its bytes (report.ts says what a report is). */
export function renderPdf(report: PdfReport): Promise<Buffer> {
  return thread.render(report);
}
