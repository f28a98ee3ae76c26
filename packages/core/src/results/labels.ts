export const OBJECTION_STATUSES = ['open', 'answered'] as const;
export type ObjectionStatus = (typeof OBJECTION_STATUSES)[number];
export const OBJECTION_STATUS_LABELS: Record<ObjectionStatus, string> = { open: '待答复', answered: '已答复' };

export const LETTER_KINDS = ['award', 'result'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];
export const LETTER_KIND_LABELS: Record<LetterKind, string> = { award: '中标通知书', result: '结果通知书' };

/** An objection's text and an answer's: long enough for a reasoned letter, short enough for one screen. */
export const OBJECTION_MAX_CHARS = 2000;
export const OBJECTION_MAX_ATTACHMENTS = 5;

/** The 中标公告's winner rules (docs/rules.md), worded once for the server's refusal and the editor's form. */
export const WINNER_NOT_CANDIDATE = '中标人须为评标报告推荐的中标候选人';
export const WINNER_REASON_REQUIRED = '选择排名第一以外的中标候选人须填写理由';

/**
 * The 结果公示's 异议 sentence when staff give none: the one place it is written (the stock templates print only
 * `{{dissent}}`, so a notice never states it twice). 询价/谈判 speak of 供应商, tenders of 投标人.
 */
export function defaultDissentText(purchaseWay: number): string {
  const bidder = purchaseWay === 3 || purchaseWay === 4 ? '投标人' : '供应商';
  return `${bidder}对公示结果有异议的，应当在公示期内通过供应商端“我的项目”向采购人提出，并附相关证明材料。`;
}
