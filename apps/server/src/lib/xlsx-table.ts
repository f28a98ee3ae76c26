import { loadExcelJS } from './lazy-modules.ts';

/** One column of a list export: its Chinese header, its width in characters, and the cell of a row. */
export interface XlsxColumn<T> {
  header: string;
  width: number;
  value: (row: T) => string | number;
}

/**
 * A list as a one-sheet workbook, the way every list export (供应商名单, 专家库, 操作日志) is laid out: the headers
 * bold in a frozen first row, then one row per item in the list's order.
 */
export async function tableWorkbook<T>(
  sheetName: string,
  columns: readonly XlsxColumn<T>[],
  rows: readonly T[],
): Promise<Buffer> {
  const workbook = new (await loadExcelJS()).Workbook();
  workbook.creator = '电子采购交易平台';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
