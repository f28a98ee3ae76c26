import type { EvalReport } from '@swp/core';
import type ExcelJS from 'exceljs';
import { loadExcelJS } from '../../lib/lazy-modules.ts';
import {
  dissentText,
  failedLines,
  itemLabel,
  meanItems,
  meanOf,
  rankingColumns,
  reportFields,
  signedText,
} from './report-content.ts';

/**
 * The 评标报告 as a workbook, one sheet per step: 初步评审 (every expert's verdicts and the committee's
 * outcome), 详细评审 (every expert's scores and comments), 评标结果 (the report's facts, ranking, per-item means,
 * totals, 推荐) and 签名确认. Every figure is written as the report's decimal string, never a float, so the cell
 * shows exactly what the PDF and the API say.
 */
export async function renderEvaluationReportExcel(report: EvalReport): Promise<Buffer> {
  const workbook = new (await loadExcelJS()).Workbook();
  workbook.creator = '电子采购交易平台';
  preliminarySheet(workbook.addWorksheet('初步评审'), report);
  detailedSheet(workbook.addWorksheet('详细评审'), report);
  resultSheet(workbook.addWorksheet('评标结果'), report);
  signatureSheet(workbook.addWorksheet('签名确认'), report);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type Sheet = ExcelJS.Worksheet;

/** A bold heading row; the first one is also frozen so it stays in view while scrolling. */
function header(sheet: Sheet, cells: string[], freeze = false) {
  const row = sheet.addRow(cells);
  row.font = { bold: true };
  if (freeze) sheet.views = [{ state: 'frozen', ySplit: row.number }];
}

function title(sheet: Sheet, text: string) {
  if (sheet.rowCount > 0) sheet.addRow([]);
  sheet.addRow([text]).font = { bold: true, size: 12 };
}

function preliminarySheet(sheet: Sheet, report: EvalReport) {
  sheet.columns = [{ width: 12 }, { width: 34 }, { width: 26 }, { width: 10 }, { width: 50 }];
  header(sheet, ['评审专家', '投标人', '评审项', '结论', '不通过理由'], true);
  for (const v of report.preliminary) {
    sheet.addRow([v.specialistName, v.companyName, v.itemName, v.pass ? '通过' : '不通过', v.reason]);
  }
  title(sheet, '初步评审结论（多数成员判定不通过的投标人不进入详细评审）');
  header(sheet, ['结论', '投标人', '不通过理由']);
  for (const row of report.rows) sheet.addRow(['通过', row.companyName, '']);
  for (const f of failedLines(report)) sheet.addRow(['不通过', f.companyName, f.reasons.join('；')]);
}

function detailedSheet(sheet: Sheet, report: EvalReport) {
  sheet.columns = [{ width: 12 }, { width: 34 }, { width: 26 }, { width: 8 }, { width: 8 }, { width: 50 }];
  // Names are unique within a group, not across groups: a name used twice gets no 满分 rather than a wrong one.
  const maxByName = new Map<string, string>();
  const seen = new Set<string>();
  for (const item of meanItems(report)) {
    if (seen.has(item.name)) maxByName.delete(item.name);
    else if (item.maxScore !== null) maxByName.set(item.name, item.maxScore);
    seen.add(item.name);
  }
  header(sheet, ['评审专家', '投标人', '评分项', '满分', '得分', '评审意见'], true);
  for (const s of report.scores) {
    sheet.addRow([s.specialistName, s.companyName, s.itemName, maxByName.get(s.itemName) ?? '', s.score, s.comment]);
  }
}

function resultSheet(sheet: Sheet, report: EvalReport) {
  const columns = rankingColumns(report);
  sheet.columns = columns.map((c, i) => ({ width: i === 0 ? 16 : c.width }));
  for (const [label, value] of reportFields(report)) sheet.addRow([label, value]).getCell(1).font = { bold: true };

  title(sheet, '评标结果及推荐的中标候选人');
  header(
    sheet,
    columns.map((c) => c.header),
  );
  for (const row of report.rows) sheet.addRow(columns.map((c) => c.value(row)));
  if (report.rows.length === 0) sheet.addRow(['无通过初步评审的投标人']);

  const items = meanItems(report);
  if (items.length > 0 && report.rows.length > 0) {
    title(sheet, '各评分项平均得分');
    header(sheet, ['评分项', '满分', ...report.rows.map((r) => r.companyName)]);
    for (const item of items) {
      sheet.addRow([itemLabel(item), item.maxScore ?? '', ...report.rows.map((r) => meanOf(r, item))]);
    }
  }
  const failed = failedLines(report);
  if (failed.length > 0) {
    title(sheet, '未通过初步评审的投标人');
    header(sheet, ['投标人', '不通过理由']);
    for (const f of failed) sheet.addRow([f.companyName, f.reasons.join('；')]);
  }
}

function signatureSheet(sheet: Sheet, report: EvalReport) {
  sheet.columns = [{ width: 12 }, { width: 22 }, { width: 80 }];
  header(sheet, ['评审专家', '签名确认时间', '不同意见'], true);
  for (const e of report.experts) sheet.addRow([e.name, signedText(e.signedAt), dissentText(e.dissent)]);
}
