import {
  amountInCapitals,
  type EvalReport,
  formatAmount,
  formatDateTimeCn,
  type GradingItemView,
  rankBasisText,
} from '@swp/core';
import { type PdfSection, renderPdf } from '../../lib/pdf/index.ts';
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
import { expertSheetSections, signatureLine } from './report-expert-sheets.ts';

/**
 * The 评标报告 as a PDF (docs/rules.md): the facts, the 初步评审 outcome, the ranking, the per-item means and each
 * expert's own 评分表 with a signature line, and each expert's 签名确认 with any dissent and a line to sign by hand.
 * The PDF is the document that is signed and filed; binding amounts print in figures and in capitals (core money).
 */
export function renderEvaluationReportPdf(report: EvalReport, createdAt: Date): Promise<Buffer> {
  return renderPdf({
    title: '评标报告',
    fields: reportFields(report),
    sections: numbered([
      [preliminarySection(report)],
      [rankingSection(report)],
      meanSections(report),
      expertSheetSections(report),
      [signatureSection(report)],
    ]),
    notes: [
      '各评分项得分为评标委员会成员评分的算术平均值；所有分值按精确值计算，仅在最终结果保留两位小数（四舍五入）。',
      '推荐的中标候选人不超过3名，按名次排列。',
      `打印时间：${formatDateTimeCn(createdAt.getTime())}`,
    ],
    createdAt,
  });
}

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 一、二、… per part, in order; a part may be several tables (the means when many bid) or none (nobody passed). */
const numbered = (parts: PdfSection[][]) =>
  parts
    .filter((part) => part.length > 0)
    .flatMap((part, i) => part.map((s) => ({ ...s, title: `${NUMERALS[i] ?? i + 1}、${s.title}` })));

function preliminarySection(report: EvalReport): PdfSection {
  const passed = report.rows.length;
  const failed = failedLines(report);
  return {
    title: '初步评审结果',
    lines: [
      `通过初步评审的投标人${passed}家${failed.length > 0 ? `，未通过${failed.length}家（经评标委员会多数成员判定不通过）` : ''}。`,
    ],
    table:
      failed.length > 0
        ? {
            columns: [
              { header: '未通过的投标人', weight: 2 },
              { header: '不通过理由', weight: 4 },
            ],
            rows: failed.map((f) => [f.companyName, f.reasons.join('\n')]),
          }
        : undefined,
  };
}

/** A binding amount: figures with separators over its capitals (人民币…元整), in one cell. */
const bindingAmount = (value: string) => `${formatAmount(value)}\n${amountInCapitals(value)}`;

function rankingSection(report: EvalReport): PdfSection {
  const columns = rankingColumns(report);
  return {
    title: '评标结果及推荐的中标候选人',
    lines: [`排序依据：${rankBasisText(report)}。`],
    table: {
      columns: columns.map(({ header, weight, align }) => ({ header, weight, align })),
      rows: report.rows.map((row) => columns.map((c) => (c.key === 'offer' ? bindingAmount(row.offer) : c.value(row)))),
      empty: '无通过初步评审的投标人',
    },
  };
}

/** At most this many bidders side by side: more columns would squeeze company names into one character a line. */
const BIDDERS_PER_TABLE = 4;

/** 评分项 × 投标人: one table per group of four bidders, so no column is clipped however many bid. */
function meanSections(report: EvalReport): PdfSection[] {
  const items = meanItems(report);
  const chunks: EvalReport['rows'][] = [];
  for (let i = 0; i < report.rows.length; i += BIDDERS_PER_TABLE) {
    chunks.push(report.rows.slice(i, i + BIDDERS_PER_TABLE));
  }
  if (chunks.length === 0 || items.length === 0) return [];
  return chunks.map((rows, index) => ({
    title: chunks.length > 1 ? `各评分项平均得分（${index + 1}/${chunks.length}）` : '各评分项平均得分',
    table: {
      columns: [
        { header: '评分项', weight: 2.2 },
        { header: '满分', weight: 0.6, align: 'right' as const },
        ...rows.map((row) => ({ header: `${row.rank}. ${row.companyName}`, weight: 1.3, align: 'right' as const })),
      ],
      rows: items.map((item: GradingItemView) => [
        itemLabel(item),
        item.maxScore ?? '',
        ...rows.map((row) => meanOf(row, item)),
      ]),
    },
  }));
}

function signatureSection(report: EvalReport): PdfSection {
  return {
    title: '评标委员会成员签名确认',
    table: {
      columns: [
        { header: '评标专家', weight: 1.2 },
        { header: '签名确认时间', weight: 1.6 },
        { header: '不同意见', weight: 4 },
      ],
      rows: report.experts.map((e) => [e.name, signedText(e.signedAt), dissentText(e.dissent)]),
      empty: '无',
    },
    closing: report.experts.map((e) => signatureLine(e.name)),
  };
}
