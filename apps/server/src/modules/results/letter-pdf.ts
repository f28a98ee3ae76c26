import { formatDateCn, formatYuanWithCapitals, LETTER_KIND_LABELS } from '@swp/core';
import { renderPdf } from '../../lib/pdf/index.ts';
import type { LetterRow } from './results.repo.ts';

export interface LetterFacts {
  projectName: string;
  projectCode: string;
  purchaseName: string;
  companyName: string;
  winnerName: string;
  awardAmount: string;
}

/** A binding amount, in figures and in capitals: ¥3,050,000.00（人民币叁佰零伍万元整）. */
const yuan = formatYuanWithCapitals;

/**
 * The 中标通知书 (to the winner, with the awarded amount) or the 结果通知书 (to every other bidder, naming the
 * winner the public 中标公告 already names), drawn from the letter row and the project whenever it is fetched: the
 * number and the date are the row's, fixed when the 中标公告 was published.
 */
export function renderLetterPdf(letter: LetterRow, facts: LetterFacts): Promise<Buffer> {
  const award = letter.kind === 'award';
  const project = `${facts.projectName}（项目编号：${facts.projectCode}）`;
  const body = award
    ? [
        `${facts.companyName}：`,
        `你单位参加的${project}投标，经评标委员会评审及结果公示，确定你单位为中标人，中标金额为${yuan(letter.amount ?? facts.awardAmount)}。`,
        '请你单位自收到本通知书之日起，按采购文件和投标文件的约定与采购人签订合同。',
      ]
    : [
        `${facts.companyName}：`,
        `你单位参加的${project}投标，经评标委员会评审及结果公示，中标人为${facts.winnerName}，中标金额为${yuan(facts.awardAmount)}。`,
        '你单位未中标，感谢你单位的积极参与。',
      ];
  const issued = formatDateCn(letter.issuedAt.getTime());
  return renderPdf({
    title: LETTER_KIND_LABELS[letter.kind],
    fields: [
      ['通知书编号', letter.letterNo],
      ['项目名称', facts.projectName],
      ['项目编号', facts.projectCode],
      ...((award
        ? [
            ['中标人', facts.companyName],
            ['中标金额', yuan(letter.amount ?? facts.awardAmount)],
          ]
        : [
            ['投标人', facts.companyName],
            ['中标人', facts.winnerName],
            ['中标金额', yuan(facts.awardAmount)],
          ]) as [string, string][]),
      ['采购人', facts.purchaseName],
      ['发出日期', issued],
    ],
    sections: [{ title: '通知内容', lines: body }],
    notes: [`${facts.purchaseName}`, issued],
    createdAt: letter.issuedAt,
  });
}

export const letterFileName = (letter: Pick<LetterRow, 'kind' | 'letterNo'>) => ({
  fileName: `${LETTER_KIND_LABELS[letter.kind]}_${letter.letterNo}.pdf`,
  asciiName: `${letter.kind === 'award' ? 'award' : 'result'}-letter-${letter.letterNo}.pdf`,
});
