import type JSZip from 'jszip';
import { invalid } from '../../lib/errors.ts';
import { loadJSZip } from '../../lib/lazy-modules.ts';
import { IMPORT_ROW_LIMIT } from './excel-columns.ts';

/**
 * What an import file may hold before exceljs reads it. exceljs inflates every part into memory and builds a
 * model of every cell, and it expands some ranges cell by cell (merged cells, validation ranges, defined names),
 * so a 205 KB file inflating to 200 MB or a sheet of 1.7 million cells cost hundreds of MB and half a minute.
 * A 2,000-row template is about 3 MB inflated, 30,000 cells and 150,000 XML elements; the limits leave
 * room for styled spare rows and extra columns and refuse anything that would take exceljs seconds.
 */
export const XLSX_LIMITS = {
  /** Parts of the zip (a workbook from Excel has about a dozen). */
  entries: 500,
  /** All parts inflated, counted while inflating: the sizes the zip declares may lie. */
  inflatedBytes: 20 * 1024 * 1024,
  /** XML elements of all parts: what exceljs's parser spends its time on. */
  elements: 400_000,
  /** `<row>` elements of all sheets, filled or not (blank rows Excel keeps for their format count too). */
  rows: IMPORT_ROW_LIMIT * 5,
  /** Cells of all sheets plus the cells of the ranges exceljs expands one by one. */
  cells: 100_000,
} as const;

const TOO_LARGE = '导入文件过大：解压后超过20MB，请只保留专家数据后重新导入';
const TOO_MANY_ROWS = `导入文件过大：最多导入${IMPORT_ROW_LIMIT}行，请删除多余的行（包括设置了格式的空行）后重新导入`;
const TOO_COMPLEX = '导入文件内容过多，请使用导入模板，只保留专家数据后重新导入';

export const NOT_EXCEL = '请上传Excel文件（.xlsx格式），可先下载导入模板';

const WORKSHEET = /^\/?xl\/worksheets\/[^/]+\.xml$/i;
const WORKBOOK = /^\/?xl\/workbook\.xml$/i;
const XML_PART = /\.(xml|rels|vml)$/i;

/** Columns A..XFD as numbers. */
const columnNumber = (letters: string) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);

/** Cells covered by the A1:B2-style ranges in a reference list ("A1:A2000 C1:C5", "'专家信息'!$A$1:$M$2001"). */
function rangeArea(text: string): number {
  let area = 0;
  for (const m of text.matchAll(/\$?([A-Z]{1,3})\$?(\d{1,7}):\$?([A-Z]{1,3})\$?(\d{1,7})/g)) {
    const rows = Math.abs(Number(m[4]) - Number(m[2])) + 1;
    const cols = Math.abs(columnNumber(m[3]!) - columnNumber(m[1]!)) + 1;
    area += rows * cols;
  }
  return area;
}

/** No tag or text between two tags is this long in a real workbook (a cell holds at most 32,767 characters). */
const MAX_PENDING = 1024 * 1024;

/** Counts what exceljs will build from one part, chunk by chunk, so that a part is never held whole. */
class PartCounter {
  elements = 0;
  rows = 0;
  cells = 0;
  /** From the last '<' on: a tag and its text may go on in the next chunk, so they are counted with it. */
  private pending = '';

  constructor(private readonly kind: 'worksheet' | 'workbook' | 'other') {}

  add(chunk: Uint8Array): void {
    // Tags and references are ASCII: latin1 reads them without caring where a UTF-8 character was cut.
    const text = this.pending + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
    const lastTag = text.lastIndexOf('<');
    if (lastTag > 0) this.count(text.slice(0, lastTag));
    this.pending = lastTag >= 0 ? text.slice(lastTag) : text;
    if (this.pending.length > MAX_PENDING) throw invalid(TOO_COMPLEX);
  }

  finish(): void {
    this.count(this.pending);
    this.pending = '';
  }

  private count(text: string): void {
    this.elements += (text.match(/<[A-Za-z_]/g) ?? []).length;
    if (this.kind === 'worksheet') {
      this.rows += (text.match(/<(?:[\w.-]+:)?row[\s/>]/g) ?? []).length;
      this.cells += (text.match(/<(?:[\w.-]+:)?c[\s/>]/g) ?? []).length;
      for (const m of text.matchAll(/<(?:[\w.-]+:)?(?:mergeCell|dataValidation)\s[^>]*?\b(?:sq)?ref="([^"]*)"/g)) {
        this.cells += rangeArea(m[1]!);
      }
    } else if (this.kind === 'workbook') {
      for (const m of text.matchAll(/<(?:[\w.-]+:)?definedName\b[^>]*>([^<]*)/g)) this.cells += rangeArea(m[1]!);
    }
  }
}

/** Inflates one part through the counter, stopping as soon as the bytes left run out. */
function inflateCounting(entry: JSZip.JSZipObject, bytesLeft: number, counter: PartCounter): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    // `internalStream` is documented by JSZip but missing from its types; it streams the inflated part in chunks.
    const stream = (entry as unknown as { internalStream(type: 'uint8array'): JSZipStream }).internalStream(
      'uint8array',
    );
    stream
      .on('data', (chunk) => {
        if (size > bytesLeft) return;
        size += chunk.length;
        try {
          if (size > bytesLeft) throw invalid(TOO_LARGE);
          counter.add(chunk);
        } catch (error) {
          size = Number.POSITIVE_INFINITY;
          stream.pause();
          reject(error);
        }
      })
      .on('error', () => reject(invalid(NOT_EXCEL)))
      .on('end', () => {
        counter.finish();
        resolve(size);
      })
      .resume();
  });
}

interface JSZipStream {
  on(event: 'data', listener: (chunk: Uint8Array) => void): JSZipStream;
  on(event: 'error', listener: (error: Error) => void): JSZipStream;
  on(event: 'end', listener: () => void): JSZipStream;
  pause(): JSZipStream;
  resume(): JSZipStream;
}

/**
 * Reads the zip's central directory and inflates every part once, counting, before exceljs may load the file:
 * refuses a file that is no zip, is cut off, or would pass any of XLSX_LIMITS, with a message saying what to do.
 */
export async function checkXlsxLimits(data: Buffer): Promise<void> {
  let zip: JSZip;
  try {
    zip = await (await loadJSZip()).loadAsync(data);
  } catch {
    throw invalid(NOT_EXCEL);
  }
  const entries = Object.values(zip.files).filter((entry) => !entry.dir);
  if (entries.length > XLSX_LIMITS.entries) throw invalid(TOO_COMPLEX);

  let inflated = 0;
  let elements = 0;
  let rows = 0;
  let cells = 0;
  for (const entry of entries) {
    const kind = WORKSHEET.test(entry.name) ? 'worksheet' : WORKBOOK.test(entry.name) ? 'workbook' : 'other';
    const counter = new PartCounter(kind);
    inflated += await inflateCounting(entry, XLSX_LIMITS.inflatedBytes - inflated, counter);
    if (!XML_PART.test(entry.name)) continue;
    elements += counter.elements;
    rows += counter.rows;
    cells += counter.cells;
    if (rows > XLSX_LIMITS.rows) throw invalid(TOO_MANY_ROWS);
    if (elements > XLSX_LIMITS.elements || cells > XLSX_LIMITS.cells) throw invalid(TOO_COMPLEX);
  }
}
