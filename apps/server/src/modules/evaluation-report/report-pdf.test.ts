import { amountInCapitals } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { fixtureBidId, reportFixture } from '../../../test/kits/evaluation-report.ts';
import { readPdf } from '../../../test/kits/pdf.ts';
import { renderEvaluationReportPdf } from './report-pdf.ts';

const printedAt = new Date('2026-03-10T08:00:00Z');

describe('renderEvaluationReportPdf', () => {
  it('prints the number, the project, the ranking with totals, the means and the signatures in Chinese', async () => {
    const pdf = await renderEvaluationReportPdf(reportFixture(), printedAt);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, title } = await readPdf(pdf);
    expect(title).toBe('评标报告');
    for (const expected of [
      'PB-2026-0007',
      'SW-2026-0042',
      '城东片区供水管网改造工程（第二期）',
      '供水管网工程综合评分标准',
      '低价优先法',
      '2026年3月10日 15:30', // submittedAt in Beijing time
      '杭州鑫堃珺喆水务设备有限公司',
      '浙江清源环境工程有限公司',
      '宁波甬江管业股份有限公司',
      '1,320,000.50',
      amountInCapitals('1320000.50'), // the binding amount in capitals (core money) beside its figures
      '人民币壹佰壹拾捌万元整',
      '排序依据：按综合得分排序',
      '92.67',
      '87.31',
      '80.49',
      '第一中标候选人',
      '温州瓯海泵阀制造有限公司',
      '报价超过最高限价',
      '施工组织设计',
      '27.00',
      '未签名',
      '对第二名的售后服务得分有保留意见',
    ]) {
      expect(text.replace(/ /g, '')).toContain(expected.replace(/ /g, ''));
    }
  });

  it('splits the means over several tables when many bid, and says so when nobody passed', async () => {
    const base = reportFixture();
    const many = Array.from({ length: 6 }, (_, i) => ({
      ...base.rows[0]!,
      rank: i + 1,
      bidId: fixtureBidId(200 + i),
      companyName: `第${i + 1}号供水设备有限公司`,
      recommended: i < 3,
    }));
    const { text } = await readPdf(await renderEvaluationReportPdf(reportFixture({ rows: many }), printedAt));
    expect(text).toContain('各评分项平均得分（1/2）');
    expect(text).toContain('各评分项平均得分（2/2）');
    expect(text).toContain('第6号供水设备有限公司');

    const none = await readPdf(await renderEvaluationReportPdf(reportFixture({ rows: [] }), printedAt));
    expect(none.text).toContain('无通过初步评审的投标人');
    expect(none.text).not.toContain('各评分项平均得分');
  });

  it("carries each expert's own score sheet and a signature line per expert", async () => {
    const { text } = await readPdf(await renderEvaluationReportPdf(reportFixture(), printedAt));
    const flat = text.replace(/\s/g, '');
    for (const name of ['张建国', '李秀英', '王磊']) {
      expect(flat).toContain(`评委个人评分表（${name}）`);
      // once under the expert's own sheet, once in the committee's signatures
      expect(flat.split(`评委（${name}）签字：`).length - 1).toBe(2);
    }
    expect(flat).toContain('日期：');
    // 张建国's sheet: 企业业绩 9.00 for the first bidder, its price score 30.00, total 39.00 (9.00 + 30.00)
    const zhang = flat.slice(flat.indexOf('评委个人评分表（张建国）'), flat.indexOf('评委个人评分表（李秀英）'));
    expect(zhang).toContain('杭州鑫堃珺喆水务设备有限公司9.00');
    expect(zhang).toContain('30.0039.00');
    // 王磊 scored the third bidder 5.50 + 17.25, with its price score 26.82: 49.57
    const wang = flat.slice(flat.indexOf('评委个人评分表（王磊）'));
    expect(wang).toContain('26.8249.57');
  });

  it('names the negotiation round its ranking used, or the recorded reason for none', async () => {
    const byRound = reportFixture({ purchaseWay: 2, rankBy: 'offer', negotiation: { round: 2, reason: null } });
    const round = (await readPdf(await renderEvaluationReportPdf(byRound, printedAt))).text.replace(/\s/g, '');
    expect(round).toContain('按第2轮最后报价排序');
    expect(round).toContain('最后报价（元）');

    const reason = '各投标人报价均低于预算且技术响应一致，评标委员会决定不进行谈判';
    const waived = reportFixture({ purchaseWay: 2, rankBy: 'offer', negotiation: { round: null, reason } });
    const none = (await readPdf(await renderEvaluationReportPdf(waived, printedAt))).text.replace(/\s/g, '');
    expect(none).toContain(`未进行竞争性谈判（理由：${reason}）`);
  });
});
