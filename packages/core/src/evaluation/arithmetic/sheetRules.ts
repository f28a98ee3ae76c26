/**
 * The rules of one entry of an expert's sheet, shared by the server (which refuses) and the web form (which shows
 * the message beside the field before 暂存/提交), so both say the same thing (docs/rules.md): a score is a number with
 * at most two decimals between 0 and the item's max, a score below 60% of the max needs a comment, and a fail in
 * 初步评审 needs a reason. Each check answers null when the entry is fine, else the Chinese message.
 */
import { Decimal } from 'decimal.js';

/** Below this share of the item's max an expert must say why in a comment. */
export const LOW_SCORE_RATIO = '0.6';

const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;
const TWO_DECIMALS_PATTERN = /^-?\d+(\.\d{1,2})?$/;

export interface ScoreEntry {
  /** As typed (a string keeps "85.50" exact); empty when nothing was typed yet. */
  score: string | null | undefined;
  /** The item's max, e.g. "30.00". */
  maxScore: string;
  comment?: string | null;
}

export function checkScore({ score, maxScore, comment }: ScoreEntry): string | null {
  const typed = (score ?? '').trim();
  if (typed === '') return '请填写得分';
  if (!NUMBER_PATTERN.test(typed)) return '得分必须是数字';
  if (!TWO_DECIMALS_PATTERN.test(typed)) return '得分最多保留两位小数';
  const value = new Decimal(typed);
  const max = new Decimal(maxScore);
  if (value.isNegative()) return '得分不能为负数';
  // Decimal's toString drops the trailing zeros of "30.00": the message says 30 分.
  if (value.gt(max)) return `得分不能超过该项满分 ${max.toString()} 分`;
  if (value.lt(max.times(LOW_SCORE_RATIO)) && (comment ?? '').trim() === '') return '得分低于满分的60%，请填写评审意见';
  return null;
}

export interface VerdictEntry {
  pass: boolean;
  reason?: string | null;
}

export function checkVerdict({ pass, reason }: VerdictEntry): string | null {
  if (!pass && (reason ?? '').trim() === '') return '不通过时请填写理由';
  return null;
}
