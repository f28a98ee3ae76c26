/**
 * Inputs of 评分标准管理. One schema serves the server and the editor: the rules of docs/rules.md (scored items total
 * exactly 100, exactly one 价格 item, at least one 初步评审 item) are checked here, with the messages the form shows.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { requiredText } from '../auth/fields.ts';
import { isCleared, optionalKeyword, optionalText } from '../common/filter-fields.ts';
import { GRADING_GROUPS, type GradingGroup, PRICE_FORMULAS } from '../evaluation/labels.ts';
import { idField } from '../id-field.ts';
import { pageFields } from '../project/paging.ts';
import { GRADING_GROUP_LABELS, GRADING_TOTAL, isScoredGroup } from './labels.ts';

/** Points: more than 0, at most 100, at most two decimals (numeric(6,2) in the database). */
const POINTS_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * An item's max points from the form (a number) or JSON (a string), as an exact two-decimal string ('5' → '5.00').
 * Empty means "none": 初步评审 items have no max, and a scored item without one is refused by checkStandard.
 */
const maxScoreField = z
  .union([z.number(), z.string()], { error: '分值须为数字' })
  .nullish()
  .transform((v, ctx) => {
    if (isCleared(v) || (typeof v === 'string' && v.trim() === '')) return null;
    const text = typeof v === 'number' ? String(v) : v.trim();
    if (!POINTS_PATTERN.test(text) || new Decimal(text).lte(0) || new Decimal(text).gt(GRADING_TOTAL)) {
      ctx.addIssue({ code: 'custom', message: `分值须为大于0且不超过${GRADING_TOTAL}的数，最多两位小数` });
      return z.NEVER;
    }
    return new Decimal(text).toFixed(2);
  });

export const gradingItemInput = z.object({
  group: z.enum(GRADING_GROUPS, { error: '请选择评审类别' }),
  name: requiredText('请输入评审项名称', 100, '评审项名称'),
  maxScore: maxScoreField,
  /** What earns full marks and what earns less (scored items, required), or what passes (初步评审). */
  description: optionalText('评分说明', 1000),
});
export type GradingItem = z.output<typeof gradingItemInput>;

/** The exact sum of the scored items' max points (items without one count 0). */
export function scoredTotal(items: readonly { group: GradingGroup; maxScore?: string | number | null }[]): Decimal {
  return items.reduce((sum, item) => {
    if (!isScoredGroup(item.group) || item.maxScore === null || item.maxScore === undefined || item.maxScore === '') {
      return sum;
    }
    const points = String(item.maxScore).trim();
    return POINTS_PATTERN.test(points) ? sum.plus(points) : sum;
  }, new Decimal(0));
}

/** '95.5', '100': a total as people write it (no trailing zeros). */
export const formatPoints = (points: Decimal) => points.toFixed(2).replace(/\.?0+$/, '');

/** The rules across items; each issue points at the item or at `items` as a whole. */
function checkStandard(standard: { items: GradingItem[] }, ctx: z.RefinementCtx) {
  const { items } = standard;
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = `${item.group}:${item.name}`;
    const group = GRADING_GROUP_LABELS[item.group];
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: ['items', i, 'name'], message: `${group}中评审项名称重复` });
    seen.add(key);
    if (!isScoredGroup(item.group)) return;
    if (item.maxScore === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['items', i, 'maxScore'],
        message: `请输入${group}评审项「${item.name}」的分值`,
      });
    }
    if (item.description === '') {
      const message = `请填写${group}评审项「${item.name}」的评分说明`;
      ctx.addIssue({ code: 'custom', path: ['items', i, 'description'], message });
    }
  });
  if (!items.some((item) => !isScoredGroup(item.group))) {
    ctx.addIssue({ code: 'custom', path: ['items'], message: '请至少添加一项初步评审（资格性或符合性审查）项' });
  }
  const prices = items.filter((item) => item.group === 'price').length;
  if (prices !== 1) {
    const message = prices === 0 ? '请添加价格评审项' : `价格评审项只能有一项，当前为${prices}项`;
    ctx.addIssue({ code: 'custom', path: ['items'], message });
  }
  const total = scoredTotal(items);
  if (!total.eq(GRADING_TOTAL)) {
    const message = `评分项分值合计须为${GRADING_TOTAL}分，当前为${formatPoints(total)}分`;
    ctx.addIssue({ code: 'custom', path: ['items'], message });
  }
}

const standardFields = z.object({
  name: requiredText('请输入评分标准名称', 100, '评分标准名称'),
  priceFormula: z.enum(PRICE_FORMULAS, { error: '请选择价格分计算方法' }),
  remark: optionalText('备注', 500),
  items: z
    .array(gradingItemInput, { error: '评审项格式不正确' })
    .max(100, '评审项不能超过100项')
    .transform((items) =>
      items.map((item) => ({ ...item, maxScore: isScoredGroup(item.group) ? item.maxScore : null })),
    ),
});

/** 新建: the whole standard. 初步评审 items lose any max sent with them (they are pass/fail). */
export const createGradingStandardInput = standardFields.superRefine(checkStandard);
export type CreateGradingStandardInput = z.input<typeof createGradingStandardInput>;
export type GradingStandardValues = z.output<typeof createGradingStandardInput>;

/** 编辑: the whole standard again; its items replace the stored ones. */
export const updateGradingStandardInput = standardFields.extend({ id: idField('评分标准') }).superRefine(checkStandard);
export type UpdateGradingStandardInput = z.input<typeof updateGradingStandardInput>;

/** detail, copy, delete. */
export const gradingStandardIdInput = z.object({ id: idField('评分标准') });

export const GRADING_USAGES = ['used', 'unused'] as const;
export type GradingUsage = (typeof GRADING_USAGES)[number];
export const GRADING_USAGE_LABELS: Record<GradingUsage, string> = { used: '使用中', unused: '未使用' };

/** The management table: part of the name, 使用中 / 未使用. */
export const gradingListInput = z.object({
  ...pageFields,
  keyword: optionalKeyword,
  used: z
    .union([z.enum(GRADING_USAGES), z.literal('')], { error: '使用状态不正确' })
    .nullish()
    .transform((v) => (isCleared(v) ? undefined : v)),
});
