/**
 * Each expert's own 评分表 in the 评标报告 PDF, as a Chinese 评标报告 files them: per expert one table (each bidder
 * that passed 初步评审, the expert's score of each business/technical item, the computed 价格分 and the expert's
 * total, core expertScoreSheets) closed by the expert's signature line; and the committee's signature lines.
 */
import { type EvalReport, expertScoreSheets, expertSheetItems } from '@swp/core';
import type { PdfSection } from '../../lib/pdf/index.ts';
import { itemLabel } from './report-content.ts';

/** Where a member signs the paper copy by hand (the online 签名确认 is listed apart, with its time). */
export const signatureLine = (name: string) => `评委（${name}）签字：______________　　日期：______________`;

export function expertSheetSections(report: EvalReport): PdfSection[] {
  if (report.rows.length === 0) return [];
  const items = expertSheetItems(report);
  return expertScoreSheets(report).map((sheet) => ({
    title: `评委个人评分表（${sheet.specialistName}）`,
    table: {
      columns: [
        { header: '投标人', weight: 2.2 },
        ...items.map((item) => ({
          header: `${itemLabel(item)}（${item.maxScore ?? ''}）`,
          weight: 1.1,
          align: 'right' as const,
        })),
        { header: '价格分', weight: 0.9, align: 'right' as const },
        { header: '合计', weight: 0.9, align: 'right' as const },
      ],
      rows: sheet.rows.map((row) => [
        row.companyName,
        ...items.map((item) => row.scores[String(item.id)] ?? '—'),
        row.price,
        row.total,
      ]),
    },
    closing: [signatureLine(sheet.specialistName)],
  }));
}
