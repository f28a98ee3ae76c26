/**
 * The Chinese of a 评分标准's groups and price formulas, for the screens and messages. The values themselves
 * (GRADING_GROUPS, PRELIMINARY_GROUPS, SCORED_GROUPS, PRICE_FORMULAS) are declared once in evaluation/labels.ts,
 * beside the columns' other reader, the evaluation. 初步评审 groups are pass/fail (no max); 详细评审 groups carry
 * points that total exactly 100.
 */
import { type GradingGroup, type PriceFormula, SCORED_GROUPS } from '../evaluation/labels.ts';

export const GRADING_GROUP_LABELS: Record<GradingGroup, string> = {
  qualification: '资格性审查',
  compliance: '符合性审查',
  business: '商务',
  technical: '技术',
  price: '价格',
};

export const isScoredGroup = (group: GradingGroup) => SCORED_GROUPS.includes(group);

export const PRICE_FORMULA_LABELS: Record<PriceFormula, string> = {
  lowest: '低价优先法',
  fixed: '固定价格分',
};

/** What each formula does, shown beside the choice in the editor. */
export const PRICE_FORMULA_EXPLANATIONS: Record<PriceFormula, string> = {
  lowest: '以有效投标报价中的最低价为评标基准价，投标报价得分 = 评标基准价 ÷ 投标报价 × 价格分值',
  fixed: '通过初步评审的投标人价格分均为价格分值（适用于固定价格或政府定价的采购）',
};

/** The total the scored items must reach, in points. */
export const GRADING_TOTAL = 100;
