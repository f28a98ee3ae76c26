import type ExcelJS from 'exceljs';
import { invalid } from '../../lib/errors.ts';
import { loadExcelJS } from '../../lib/lazy-modules.ts';
import { FORBIDDEN_CHARACTER_MSG, isForbiddenText } from '../../plugins/forbidden-characters.ts';
import {
  IMPORT_COLUMNS,
  IMPORT_ROW_LIMIT,
  IMPORT_SHEET_NAME,
  type ImportColumn,
  SAMPLE_MARK,
} from './excel-columns.ts';
import { checkXlsxLimits, NOT_EXCEL } from './xlsx-limits.ts';

/** One filled row of the sheet: its row number as Excel shows it, and each known column's text. */
export interface SheetRow {
  row: number;
  cells: Partial<Record<ImportColumn['key'], string>>;
  /** Columns whose cell held a number where text is needed and the number cannot be read back exactly. */
  lossyNumbers: ImportColumn['key'][];
}

/** An .xlsx file is a ZIP archive: anything else is refused before the parser sees it. */
export const looksLikeXlsx = (data: Buffer) =>
  data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The text a cell shows. Dates become YYYY-MM-DD: Excel keeps dates as day numbers and exceljs reads them as UTC
 * midnight, so the UTC parts are the date the user typed.
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (value instanceof Date) {
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return cellText((value as { text: ExcelJS.CellValue }).text);
  return '';
}

/**
 * Reads the 专家信息 sheet (or the first sheet) into rows; refuses a file that is not a usable template, and
 * one too large to read (xlsx-limits.ts) before exceljs loads it.
 */
export async function readImportSheet(data: Buffer): Promise<SheetRow[]> {
  if (!looksLikeXlsx(data)) throw invalid(NOT_EXCEL);
  await checkXlsxLimits(data);
  const workbook = new (await loadExcelJS()).Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw invalid(NOT_EXCEL);
  }
  const sheet = workbook.getWorksheet(IMPORT_SHEET_NAME) ?? workbook.worksheets[0];
  if (!sheet) throw invalid('文件中没有工作表，请使用导入模板');

  const columnOf = new Map<number, ImportColumn>();
  sheet.getRow(1).eachCell((cell, col) => {
    const header = cellText(cell.value).replace(/^[*＊]/, '');
    const column = IMPORT_COLUMNS.find((c) => c.header === header);
    if (column) columnOf.set(col, column);
  });
  const found = new Set([...columnOf.values()].map((c) => c.key));
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !found.has(c.key));
  if (missing.length > 0) {
    throw invalid(`表头缺少“${missing.map((c) => c.header).join('”“')}”列，请使用导入模板`);
  }

  const rows: SheetRow[] = [];
  // Only the rows the file holds: a single cell at row 1,048,576 must not make a million empty rows.
  sheet.eachRow((sheetRow, r) => {
    if (r === 1) return;
    const cells: SheetRow['cells'] = {};
    const lossyNumbers: SheetRow['lossyNumbers'] = [];
    for (const [col, column] of columnOf) {
      const value = sheetRow.getCell(col).value;
      // An 18-digit ID number typed into a general cell is stored as a float: its last digits are gone.
      if (typeof value === 'number' && column.text && !Number.isSafeInteger(value)) lossyNumbers.push(column.key);
      const text = cellText(value);
      // PostgreSQL refuses U+0000 in text: a refusal here, not a failed insert.
      if (isForbiddenText(text)) throw invalid(`第${r}行“${column.header}”${FORBIDDEN_CHARACTER_MSG}`);
      if (text !== '') cells[column.key] = text;
    }
    if (Object.keys(cells).length === 0) return;
    if (cells.name?.startsWith(SAMPLE_MARK)) return;
    rows.push({ row: r, cells, lossyNumbers });
  });
  if (rows.length === 0) throw invalid('文件中没有专家数据');
  if (rows.length > IMPORT_ROW_LIMIT) throw invalid(`一次最多导入${IMPORT_ROW_LIMIT}位专家，请分批导入`);
  return rows;
}
