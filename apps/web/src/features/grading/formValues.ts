import { GRADING_GROUPS, type GradingGroup, type PriceFormula } from '@swp/core/evaluation/labels';
import { isScoredGroup } from '@swp/core/grading/labels';
import type { GradingDetail } from '@swp/core/grading/responses';
import { type CreateGradingStandardInput, formatPoints, scoredTotal } from '@swp/core/grading/schema';

/** One row of an items table: a 初步评审 row has no max. */
export interface ItemRow {
  name?: string;
  maxScore?: string | number | null;
  description?: string;
}

/**
 * The editor's values: the items kept per group (one table, one Form.List each) and flattened in group order when
 * sent, so the server stores them in the order the tables show.
 */
export interface GradingFormValues {
  name?: string;
  priceFormula?: PriceFormula;
  remark?: string;
  groups?: Partial<Record<GradingGroup, ItemRow[]>>;
}

export function toGradingInput(values: GradingFormValues): CreateGradingStandardInput {
  return {
    name: values.name ?? '',
    priceFormula: values.priceFormula ?? 'lowest',
    remark: values.remark ?? '',
    items: GRADING_GROUPS.flatMap((group) =>
      (values.groups?.[group] ?? []).map((row) => ({
        group,
        name: row?.name ?? '',
        maxScore: isScoredGroup(group) ? (row?.maxScore ?? null) : null,
        description: row?.description ?? '',
      })),
    ),
  };
}

export function fromGradingDetail(detail: GradingDetail): GradingFormValues {
  const groups = Object.fromEntries(GRADING_GROUPS.map((g) => [g, [] as ItemRow[]])) as Record<GradingGroup, ItemRow[]>;
  for (const item of detail.items) {
    groups[item.group].push({ name: item.name, maxScore: item.maxScore, description: item.description });
  }
  return { name: detail.name, priceFormula: detail.priceFormula, remark: detail.remark, groups };
}

/** A new standard starts with the usual 初步评审 items and the one 价格 item, so staff fill rather than start blank. */
export const NEW_STANDARD: GradingFormValues = {
  priceFormula: 'lowest',
  remark: '',
  groups: {
    qualification: [{ name: '营业执照及资质', description: '具有有效的营业执照及招标文件要求的资质证书' }],
    compliance: [
      { name: '投标函签章', description: '投标函按招标文件要求签字、盖章' },
      { name: '报价唯一性', description: '只有一个有效报价，且不超过最高限价' },
    ],
    business: [],
    technical: [],
    price: [{ name: '投标报价', maxScore: null, description: '' }],
  },
};

/** The live total of the scored items, exact, as people write it ('95.5'), and whether it is the required 100. */
export function liveTotal(values: GradingFormValues) {
  const total = scoredTotal(toGradingInput(values).items);
  return { text: formatPoints(total), ok: total.eq(100) };
}
