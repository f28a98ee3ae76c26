import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportFixture } from '../../../test/kits/evaluation-report.ts';
import { renderEvaluationReportExcel } from './report-excel.ts';

async function readBack(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** Every row of a sheet as its cells' values (index 1 = column A). */
const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe('renderEvaluationReportExcel', () => {
  it('has one sheet per step', async () => {
    const workbook = await readBack(await renderEvaluationReportExcel(reportFixture()));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['初步评审', '详细评审', '评标结果', '签名确认']);
  });

  it('评标结果: the facts, the ranking with exact decimal strings, the means and the failed bidder', async () => {
    const workbook = await readBack(await renderEvaluationReportExcel(reportFixture()));
    const rows = rowsOf(workbook.getWorksheet('评标结果')!);
    expect(rows).toContainEqual(['报告编号', 'PB-2026-0007']);
    expect(rows).toContainEqual(['价格分计算方法', '低价优先法']);
    expect(rows).toContainEqual([
      '1',
      '杭州鑫堃珺喆水务设备有限公司',
      '1180000.00',
      '18.00',
      '44.67',
      '30.00',
      '92.67',
      '第一中标候选人',
    ]);
    expect(rows).toContainEqual([
      '3',
      '宁波甬江管业股份有限公司',
      '1320000.50',
      '15.00',
      '38.67',
      '26.82',
      '80.49',
      '第三中标候选人',
    ]);
    // Strings, never floats: a float would have lost the trailing zeros.
    expect(rows.flat()).not.toContain(92.67);
    expect(rows).toContainEqual(['技术·施工组织设计', '30.00', '27.00', '25.33', '23.67']);
    expect(rows.find((r) => r[0] === '温州瓯海泵阀制造有限公司')?.[1]).toContain('报价超过最高限价');
  });

  it("初步评审 and 详细评审 list every expert's verdicts and scores; 签名确认 the signatures and dissent", async () => {
    const report = reportFixture();
    const workbook = await readBack(await renderEvaluationReportExcel(report));
    const preliminary = rowsOf(workbook.getWorksheet('初步评审')!);
    expect(preliminary[0]).toEqual(['评审专家', '投标人', '评审项', '结论', '不通过理由']);
    expect(preliminary).toContainEqual(['王磊', '温州瓯海泵阀制造有限公司', '投标报价', '不通过', '报价超过最高限价']);
    expect(preliminary.filter((r) => r[3] === '通过' || r[3] === '不通过')).toHaveLength(report.preliminary.length);
    expect(preliminary).toContainEqual(['不通过', '温州瓯海泵阀制造有限公司', report.failed[0]!.reasons.join('；')]);

    const detailed = rowsOf(workbook.getWorksheet('详细评审')!);
    expect(detailed).toContainEqual([
      '王磊',
      '宁波甬江管业股份有限公司',
      '施工组织设计',
      '30.00',
      '17.25',
      '工期安排不合理',
    ]);
    expect(detailed).toHaveLength(1 + report.scores.length);

    const signatures = rowsOf(workbook.getWorksheet('签名确认')!);
    expect(signatures).toContainEqual(['张建国', '2026年3月10日 15:40', '无']);
    expect(signatures).toContainEqual(['王磊', '未签名', report.experts[2]!.dissent]);
  });
});
