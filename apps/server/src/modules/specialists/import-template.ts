import type ExcelJS from 'exceljs';
import { loadExcelJS } from '../../lib/lazy-modules.ts';
import { HELP_SHEET_NAME, IMPORT_COLUMNS, IMPORT_ROW_LIMIT, IMPORT_SHEET_NAME, SAMPLE_MARK } from './excel-columns.ts';

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E7FD' } };
/** Drop-downs and text formats reach this far down: far enough for any real import. */
const PREPARED_ROWS = IMPORT_ROW_LIMIT + 1;

/**
 * The downloadable template (专家导入模板.xlsx): the 专家信息 sheet with the headers, one sample row (skipped by
 * the import), drop-downs for the fixed choices and text-formatted number columns; the 说明 sheet says how to fill
 * each column and lists the specialties that exist now.
 */
export async function buildImportTemplate(specialtyPaths: readonly string[]): Promise<Buffer> {
  const workbook = new (await loadExcelJS()).Workbook();
  workbook.creator = '电子采购交易平台';
  const sheet = workbook.addWorksheet(IMPORT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    style: c.text ? { numFmt: '@' } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  IMPORT_COLUMNS.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.fill = HEADER_FILL;
    if (c.required) cell.font = { bold: true, color: { argb: 'FFC00000' } };
    cell.note = c.hint;
  });
  sheet.addRow(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.sample])));
  sheet.getRow(2).font = { italic: true, color: { argb: 'FF808080' } };

  IMPORT_COLUMNS.forEach((c, i) => {
    if (!c.choices) return;
    const letter = sheet.getColumn(i + 1).letter;
    // One validation over the whole range: per-cell ones cost seconds to build for 2,000 rows.
    withRangeValidations(sheet).add(`${letter}2:${letter}${PREPARED_ROWS}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${c.choices.join(',')}"`],
      showErrorMessage: true,
      errorTitle: '填写有误',
      error: `请选择：${c.choices.join('、')}`,
    });
  });

  addHelpSheet(workbook, specialtyPaths);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** exceljs keeps range validations in `worksheet.dataValidations` (and writes them as one sqref) but does not type it. */
function withRangeValidations(sheet: ExcelJS.Worksheet) {
  return (sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } })
    .dataValidations;
}

function addHelpSheet(workbook: ExcelJS.Workbook, specialtyPaths: readonly string[]) {
  const help = workbook.addWorksheet(HELP_SHEET_NAME);
  help.columns = [
    { header: '列名', key: 'header', width: 14 },
    { header: '是否必填', key: 'required', width: 10 },
    { header: '填写说明', key: 'hint', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of IMPORT_COLUMNS)
    help.addRow({ header: c.header, required: c.required ? '必填' : '选填', hint: c.hint });
  help.addRow({});
  for (const line of [
    `1. 在“${IMPORT_SHEET_NAME}”表中每行填写一位专家，第1行表头请勿修改；以“${SAMPLE_MARK}”开头的示例行导入时自动跳过，可删除。`,
    `2. 一次最多导入${IMPORT_ROW_LIMIT}位专家。`,
    '3. 导入前会逐行检查，只要有一行有误，整个文件都不会导入，并列出每处错误的行号、列名和原因；改正后重新上传即可。',
    '4. 手机号、身份证号在本表内和系统中都不能重复。',
  ]) {
    help.addRow({ header: line });
  }
  help.addRow({});
  const title = help.addRow({ header: '当前可选的专业类别' });
  title.font = { bold: true };
  if (specialtyPaths.length === 0) help.addRow({ header: '（尚未设置专业类别，请先在“专业类别”中添加）' });
  for (const path of specialtyPaths) help.addRow({ header: path });
}
