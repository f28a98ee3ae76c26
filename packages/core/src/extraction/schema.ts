import { z } from 'zod';
import { INT4_MAX } from '../id-field.ts';
import { PURCHASE_WAY_LABELS, PURCHASE_WAYS, type PurchaseWay } from '../project/purchase-way.ts';

/**
 * The input of an expert draw (专家抽取, docs/rules.md), used by the project extraction (`specialisextract`) and the
 * external recruitment extraction (`specialistextractexpert`). Only the draw itself is described here; the server
 * adds the project or task it belongs to.
 */

/** What the group of evaluators is called under each purchase way, so that messages use the right word. */
const COMMITTEE_NAME: Record<PurchaseWay, string> = {
  1: '询价小组',
  2: '谈判小组',
  3: '评标委员会',
  4: '评标委员会',
};

/**
 * The numbers a utility's own 采购管理办法 may change (docs/rules.md keeps them in a settings table); the server passes
 * its settings to `extractionRequestSchema`, the defaults are the legal minimums.
 */
export interface CommitteeRules {
  minSize: Record<PurchaseWay, number>;
  /** Minimum when no purchase way applies (an external recruitment task that is not a procurement). */
  minSizeWithoutPurchaseWay: number;
  maxSize: number;
  /** The highest age limit staff may set; the request's maxAge defaults to it. */
  maxAgeCeiling: number;
}
export const DEFAULT_COMMITTEE_RULES: CommitteeRules = {
  minSize: { 1: 3, 2: 3, 3: 5, 4: 5 },
  minSizeWithoutPurchaseWay: 3,
  maxSize: 49,
  maxAgeCeiling: 70,
};

export const EXPERT_CATEGORIES = ['technical', 'economic', 'other'] as const;
export type ExpertCategory = (typeof EXPERT_CATEGORIES)[number];
export const EXPERT_CATEGORY_LABELS: Record<ExpertCategory, string> = {
  technical: '技术类',
  economic: '经济类',
  other: '其他类',
};

/** Which part of the pool a draw may use: the external recruitment extraction draws from external experts only. */
export const EXPERT_SOURCES = ['any', 'internal', 'external'] as const;
export type ExpertSource = (typeof EXPERT_SOURCES)[number];

/** Experts are numbered by the database (serial) but arrive as strings from forms; both are accepted. */
export const expertIdField = z.union([
  z
    .number({ error: '专家编号不正确' })
    .int('专家编号不正确')
    .positive('专家编号不正确')
    .max(INT4_MAX, '专家编号不正确'),
  z.string({ error: '专家编号不正确' }).trim().min(1, '专家编号不正确').max(64, '专家编号不正确'),
]);
export type ExpertId = string | number;

const seatCount = (label: string) =>
  z
    .number({ error: `请输入${label}` })
    .int(`${label}须为整数`)
    .min(0, `${label}不能为负数`)
    .max(99, `${label}不能超过99人`);

const idList = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label}不正确` })
        .trim()
        .min(1, `${label}不能为空`)
        .max(100, `${label}过长`),
      {
        error: `${label}须为列表`,
      },
    )
    .max(500, `${label}不能超过500项`)
    .default([]);

const reasonField = z
  .string({ error: '请输入回避原因' })
  .trim()
  .min(1, '请输入回避原因')
  .max(200, '回避原因不能超过200个字符');

export const avoidUnitInput = z.object({
  name: z.string({ error: '请输入回避单位名称' }).trim().min(2, '回避单位名称至少2个字').max(100, '回避单位名称过长'),
  reason: reasonField,
});
export type AvoidUnit = z.infer<typeof avoidUnitInput>;

export const avoidExpertInput = z.object({ expertId: expertIdField, reason: reasonField });
export type AvoidExpert = z.infer<typeof avoidExpertInput>;

/** The fields of a request, without the cross-field rules, so that the server can spread `.shape` into its own. */
export const extractionRequestFields = z.object({
  purchaseWay: z
    .union(
      PURCHASE_WAYS.map((w) => z.literal(w)),
      { error: '采购方式不正确' },
    )
    .optional(),
  committeeSize: z.number({ error: '请输入评审专家人数' }).int('评审专家人数须为整数').min(1, '评审专家人数至少1人'),
  /** Seats drawn from technical experts. */
  technicalCount: seatCount('技术类专家人数'),
  /** Seats drawn from economic experts. */
  economicCount: seatCount('经济类专家人数'),
  /** Seats drawn from other experts (e.g. legal); seats left over go to the buyer's representatives, not drawn. */
  otherCount: seatCount('其他类专家人数').default(0),
  includeSpecialties: idList('专业类别'),
  excludeSpecialties: idList('排除的专业类别'),
  includeRegions: idList('所在地区'),
  excludeRegions: idList('排除的所在地区'),
  includeTitles: idList('职称'),
  excludeTitles: idList('排除的职称'),
  maxAge: z
    .number({ error: '请输入年龄上限' })
    .int('年龄上限须为整数')
    .min(18, '年龄上限不能低于18岁')
    .default(DEFAULT_COMMITTEE_RULES.maxAgeCeiling),
  expertSource: z.enum(EXPERT_SOURCES, { error: '专家来源不正确' }).default('any'),
  avoidUnits: z.array(avoidUnitInput, { error: '回避单位须为列表' }).max(500, '回避单位不能超过500个').default([]),
  avoidExperts: z.array(avoidExpertInput, { error: '回避专家须为列表' }).max(500, '回避专家不能超过500人').default([]),
  backupCount: z
    .number({ error: '请输入备选专家人数' })
    .int('备选专家人数须为整数')
    .min(0, '备选专家人数不能为负数')
    .max(20, '备选专家人数不能超过20人')
    .default(0),
});
export type ExtractionRequest = z.infer<typeof extractionRequestFields>;
export type ExtractionRequestInput = z.input<typeof extractionRequestFields>;

export interface CommitteeRuleIssue {
  path: string[];
  message: string;
}

/** Seats the draw fills from the pool; the rest of the committee are the buyer's representatives. */
export const drawnSeats = (r: Pick<ExtractionRequest, 'technicalCount' | 'economicCount' | 'otherCount'>): number =>
  r.technicalCount + r.economicCount + r.otherCount;

/**
 * The committee rules of docs/rules.md (招标投标法 第三十七条, 政府采购法): odd size, a minimum by purchase way, technical and
 * economic experts at least two thirds of the members. Exported so that a server schema extending the fields can
 * apply the same rules.
 */
export function committeeRuleIssues(
  r: ExtractionRequest,
  rules: CommitteeRules = DEFAULT_COMMITTEE_RULES,
): CommitteeRuleIssue[] {
  const issues: CommitteeRuleIssue[] = [];
  const add = (field: string, message: string) => issues.push({ path: [field], message });
  const way = r.purchaseWay;
  const committee = way ? COMMITTEE_NAME[way] : '评审专家';
  const size = r.committeeSize;
  if (size % 2 === 0) add('committeeSize', `${committee}人数须为单数`);
  const min = way ? rules.minSize[way] : rules.minSizeWithoutPurchaseWay;
  if (size < min) {
    add(
      'committeeSize',
      way ? `${PURCHASE_WAY_LABELS[way]}项目的${committee}人数不得少于${min}人` : `评审专家人数不得少于${min}人`,
    );
  }
  if (size > rules.maxSize) add('committeeSize', `${committee}人数不能超过${rules.maxSize}人`);
  // Integer form of "technical + economic ≥ ⌈2/3 · size⌉", free of rounding.
  const minTechEcon = Math.ceil((2 * size) / 3);
  if (3 * (r.technicalCount + r.economicCount) < 2 * size) {
    add('technicalCount', `技术、经济类专家合计不得少于${committee}成员总数的三分之二（至少${minTechEcon}人）`);
  }
  if (drawnSeats(r) > size) add('technicalCount', `各类专家人数合计不能超过${committee}人数（${size}人）`);
  if (r.maxAge > rules.maxAgeCeiling) add('maxAge', `年龄上限不能超过${rules.maxAgeCeiling}岁`);
  const overlap = (a: string[], b: string[], field: string, label: string) => {
    const inA = new Set(a);
    const both = b.filter((x) => inA.has(x));
    if (both.length > 0) add(field, `${label}不能同时在抽取范围和排除范围中：${both.join('、')}`);
  };
  overlap(r.includeSpecialties, r.excludeSpecialties, 'excludeSpecialties', '专业类别');
  overlap(r.includeRegions, r.excludeRegions, 'excludeRegions', '所在地区');
  overlap(r.includeTitles, r.excludeTitles, 'excludeTitles', '职称');
  return issues;
}

/** The request schema with the committee rules; pass the utility's settings, or use `extractionRequestInput`. */
export function extractionRequestSchema(rules: CommitteeRules = DEFAULT_COMMITTEE_RULES) {
  return extractionRequestFields.superRefine((r, ctx) => {
    for (const issue of committeeRuleIssues(r, rules)) ctx.addIssue({ code: 'custom', ...issue });
  });
}
export const extractionRequestInput = extractionRequestSchema();
