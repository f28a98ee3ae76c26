/**
 * Inputs for creating and editing a procurement project: every project field of docs/product.md plus budget and sections
 * (docs/product.md). Messages are the Chinese the form shows beside the field.
 */
import { z } from 'zod';
import { idField } from '../id-field.ts';
import { decryptMinutesField, encryptModeField } from './encrypt-mode.ts';
import { PURCHASE_WAY_LABELS, type PurchaseWay, toPurchaseWay } from './purchase-way.ts';

/** docs/product.md project fields with their Chinese names (also the labels of the announcement placeholders). */
export const PROJECT_FIELD_LABELS = {
  projectName: '项目名称',
  projectCode: '项目编号',
  needDeptId: '需求部门',
  manageDeptId: '管理部门',
  purchaseWay: '采购方式',
  purchaseName: '采购人',
  categoryCn: '项目类别',
  totalInvestment: '总投资',
  specialFree: '资金来源',
  other: '其他',
  tendCon: '招标条件',
  bidRange: '招标范围',
  section: '标段划分',
  address: '建设地点',
  openAddress: '开标地点',
  encryptMode: '加密方式',
  cycle: '计划工期',
  qualityReq: '质量要求',
  qualificationReq: '投标人资格要求',
  budget: '预算金额',
  gradingStandardId: '评分标准',
  sections: '标段',
} as const;

/** Project codes the server generates: SW-YYYY-NNNN, the sequence restarting each year. */
export const GENERATED_PROJECT_CODE = /^SW-\d{4}-\d{4,}$/;
export const formatProjectCode = (year: number, sequence: number) => `SW-${year}-${String(sequence).padStart(4, '0')}`;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字符`);

/** Optional text: absent, null and blank all mean "not filled" and become ''. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}须为文本` })
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .nullish()
    .transform((v) => v ?? '');

/** Select values arrive as numbers or numeric strings; ids are serial integers (one rule: ../id-field.ts). */
export { idField };

export const purchaseWayField = z
  .union([z.number(), z.string()], { error: '请选择采购方式' })
  .transform((v, ctx): PurchaseWay => {
    const way = toPurchaseWay(v);
    if (typeof v === 'string' && v.trim() === '') {
      ctx.addIssue({ code: 'custom', message: '请选择采购方式' });
      return z.NEVER;
    }
    if (way === null) {
      ctx.addIssue({ code: 'custom', message: `采购方式须为${Object.values(PURCHASE_WAY_LABELS).join('、')}之一` });
      return z.NEVER;
    }
    return way;
  });

/** 16 integer digits fit PostgreSQL numeric(18,2) — more than any utility budget. */
const MONEY_PATTERN = /^\d{1,16}(\.\d{1,2})?$/;

/**
 * A non-negative amount with at most 2 decimals, from a string or a number, as an exact decimal string with two
 * decimals ('1234.5' → '1234.50'): strings keep precision floats would lose; the database column is numeric.
 */
export const moneyField = (label: string) =>
  z.union([z.number(), z.string()], { error: `请输入${label}` }).transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v.trim().replace(/,/g, '');
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: `请输入${label}` });
      return z.NEVER;
    }
    if (!MONEY_PATTERN.test(text)) {
      ctx.addIssue({ code: 'custom', message: `${label}须为不小于0的金额（元），最多两位小数` });
      return z.NEVER;
    }
    const [int = '0', frac = ''] = text.split('.');
    return `${BigInt(int)}.${frac.padEnd(2, '0')}`;
  });

/** Sum of decimal strings with two decimals, exactly (in cents). */
export const sumMoney = (amounts: readonly string[]) =>
  amounts.reduce((total, a) => total + BigInt(a.replace('.', '')), 0n);

export const sectionInput = z.object({
  name: requiredText('标段名称', 100),
  budget: moneyField('标段预算'),
});
export type SectionInput = z.infer<typeof sectionInput>;

/** Free text whose placeholder is formatted as an amount when numeric (docs/product.md), so it is kept as text. */
const investmentField = z
  .union([z.number(), z.string()], { error: '总投资须为文本或数字' })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .pipe(z.string().max(50, '总投资不能超过50个字符'))
  .nullish()
  .transform((v) => v ?? '');

const projectFields = z.object({
  projectName: requiredText('项目名称', 200),
  projectCode: z
    .string({ error: '项目编号须为文本' })
    .trim()
    .max(50, '项目编号不能超过50个字符')
    .regex(/^\S*$/, '项目编号不能包含空格')
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  needDeptId: idField('需求部门'),
  manageDeptId: idField('管理部门'),
  purchaseWay: purchaseWayField,
  purchaseName: requiredText('采购人', 100),
  categoryCn: requiredText('项目类别', 50),
  totalInvestment: investmentField,
  specialFree: optionalText('资金来源', 200),
  other: optionalText('其他', 2000),
  tendCon: optionalText('招标条件', 2000),
  bidRange: optionalText('招标范围', 2000),
  section: optionalText('标段划分', 2000),
  address: optionalText('建设地点', 200),
  /**
   * 开标地点 (docs/integration.md): a meeting room or 线上开标大厅; may wait until the tender notice, which requires it. An
   * edit that omits it keeps the current one (callers written before the field existed), null or '' clears it.
   */
  openAddress: z
    .string({ error: '开标地点须为文本' })
    .trim()
    .max(200, '开标地点不能超过200个字符')
    .nullish()
    .transform((v) => (v === null ? '' : v)),
  /**
   * 加密方式 (encrypt-mode.ts). A new project without it takes its purchase way's default from 采购参数; an edit that
   * omits it keeps the current one (callers written before the field existed).
   */
  encryptMode: encryptModeField.optional(),
  cycle: optionalText('计划工期', 100),
  qualityReq: optionalText('质量要求', 2000),
  qualificationReq: optionalText('投标人资格要求', 5000),
  budget: moneyField('预算金额'),
  /**
   * 评分标准: may be left empty while the project is prepared (null clears it); 开标 refuses without one. An edit
   * that omits it keeps the current one, as with projectCode.
   */
  gradingStandardId: z.preprocess((v) => (v === '' ? null : v), idField('评分标准').nullish()),
  sections: z
    .array(sectionInput, { error: '标段格式不正确' })
    .max(50, '标段不能超过50个')
    .optional()
    .transform((v) => v ?? []),
});

type ProjectFieldsOutput = z.output<typeof projectFields>;

/** Section names are unique and the sections together stay within the project's budget. */
function checkSections(project: Pick<ProjectFieldsOutput, 'sections' | 'budget'>, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  project.sections.forEach((s, i) => {
    if (seen.has(s.name)) ctx.addIssue({ code: 'custom', path: ['sections', i, 'name'], message: '标段名称不能重复' });
    seen.add(s.name);
  });
  const total = sumMoney(project.sections.map((s) => s.budget));
  if (project.sections.length > 0 && total > sumMoney([project.budget])) {
    ctx.addIssue({ code: 'custom', path: ['sections'], message: '各标段预算之和不能超过项目预算金额' });
  }
}

/** Create: projectCode may be left out, the server generates SW-YYYY-NNNN. */
export const createProjectInput = projectFields.superRefine(checkSections);
export type CreateProjectInput = z.input<typeof createProjectInput>;
export type CreateProject = z.output<typeof createProjectInput>;

/** Edit: the whole form again plus the id; an omitted projectCode keeps the current one. */
export const updateProjectInput = projectFields.extend({ id: idField('项目') }).superRefine(checkSections);
export type UpdateProject = z.output<typeof updateProjectInput>;

/** The numbers of one purchase way in the settings table (see rules.ts PurchaseSettings). */
export const purchaseSettingsInput = z.object({
  minDays: z
    .number({ error: '请输入最短期限' })
    .int('最短期限须为整数')
    .min(0, '最短期限不能为负数')
    .max(365, '最短期限不能超过365天'),
  dayKind: z.enum(['working', 'calendar'], { error: '请选择工作日或自然日' }),
  minBids: z
    .number({ error: '请输入最少投标人数' })
    .int('最少投标人数须为整数')
    .min(1, '最少投标人数至少为1')
    .max(99, '最少投标人数不能超过99'),
  minCommittee: z
    .number({ error: '请输入评标委员会最少人数' })
    .int('评标委员会人数须为整数')
    .min(3, '评标委员会人数至少为3')
    .max(99, '评标委员会人数不能超过99')
    .refine((n) => n % 2 === 1, '评标委员会人数须为单数'),
  publicityDays: z
    .number({ error: '请输入公示天数' })
    .int('公示天数须为整数')
    .min(1, '公示天数至少为1天')
    .max(365, '公示天数不能超过365天'),
  /** A new project's 加密方式; omitted by an edit written before it existed: the current one is kept. */
  encryptMode: encryptModeField.optional(),
  /** The 开标大厅's decryption window in minutes; omitted: kept. */
  decryptMinutes: decryptMinutesField.optional(),
});
export type PurchaseSettingsInput = z.infer<typeof purchaseSettingsInput>;
