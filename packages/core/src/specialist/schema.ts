/**
 * Inputs of 专家管理 (docs/product.md): the expert form, the search, freezing and the specialist login. The same
 * schemas validate the web form, the JSON API and every row of an Excel import, so a row is refused with the
 * message the form would show.
 */
import { z } from 'zod';
import { mobileField, requiredText } from '../auth/fields.ts';
import { EXPERT_CATEGORIES } from '../extraction/schema.ts';
import { serialIdField } from '../id-field.ts';
import { pageFields } from '../project/paging.ts';
import {
  birthDateFromIdNumber,
  genderFromIdNumber,
  ID_NUMBER_MESSAGES,
  idNumberProblem,
  normalizeIdNumber,
} from './id-number.ts';
import { GENDERS, type Gender, SPECIALIST_STATUSES } from './labels.ts';

/** Optional free text: trimmed and bounded; the caller decides what absent and null mean. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(max, `${label}不能超过${max}个字符`);

/** Ids are serial integers (the rule of ../id-field.ts), worded as the expert forms word them. */
const idOf = (label: string) =>
  serialIdField({
    missing: `请选择${label}`,
    wrongType: `${label}格式不正确`,
    invalid: `${label}不正确`,
    tooLarge: `${label}不正确`,
  });

/** A cleared select sends '' or null: both mean "no filter" / "not filled". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const specialistNameField = requiredText('请输入专家姓名', 50, '专家姓名');
export const genderField = z.enum(GENDERS, { error: '性别须为男或女' });
export const categoryField = z.enum(EXPERT_CATEGORIES, { error: '专家类别须为技术类、经济类或其他类' });
export const externalField = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: '请选择内部或外部专家' }),
);

/** Empty means "no ID number"; anything else must be a valid 18-character number (X upper-cased). */
export const idNumberField = z.string({ error: '身份证号格式不正确' }).transform((value, ctx) => {
  const id = normalizeIdNumber(value);
  if (id === '') return null;
  const problem = idNumberProblem(id);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: ID_NUMBER_MESSAGES[problem] });
    return z.NEVER;
  }
  return id;
});

export const birthDateField = z.string({ error: '出生日期格式不正确' }).transform((value, ctx) => {
  const text = value.trim();
  if (text === '') return null;
  const [y, m, d] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0));
  const real = /^\d{4}-\d{2}-\d{2}$/.test(text) && date.toISOString().slice(0, 10) === text && y! >= 1900;
  if (!real) {
    ctx.addIssue({ code: 'custom', message: '出生日期须为YYYY-MM-DD格式的日期' });
    return z.NEVER;
  }
  return text;
});

export const specialtyIdsField = z
  .array(idOf('专业类别'), { error: '专业类别须为列表' })
  .max(20, '专业类别不能超过20个')
  .transform((ids) => [...new Set(ids)]);

const orNull = <T>(v: T | null | undefined) => v ?? null;
const orEmpty = (v: string | null | undefined) => v ?? '';
/** For edits: absent keeps the stored value, null clears it. */
const nullToEmpty = (v: string | null | undefined) => (v === null ? '' : v);

/**
 * The ID number decides gender and birth date (docs/product.md: derived when given). A form that states them too must
 * agree, so that a typo in either shows up instead of being silently overwritten.
 */
export function reconcileWithIdNumber(p: {
  idNumber: string | null | undefined;
  gender: Gender | null | undefined;
  birthDate: string | null | undefined;
}):
  | { ok: true; gender: Gender | null; birthDate: string | null }
  | { ok: false; field: 'gender' | 'birthDate'; message: string } {
  if (!p.idNumber) return { ok: true, gender: p.gender ?? null, birthDate: p.birthDate ?? null };
  const gender = genderFromIdNumber(p.idNumber);
  const birthDate = birthDateFromIdNumber(p.idNumber);
  if (p.gender && p.gender !== gender) return { ok: false, field: 'gender', message: '性别与身份证号不一致' };
  if (p.birthDate && p.birthDate !== birthDate) {
    return { ok: false, field: 'birthDate', message: '出生日期与身份证号不一致' };
  }
  return { ok: true, gender, birthDate };
}

/** Creating an expert (and each row of an import). */
export const specialistCreateInput = z
  .object({
    name: specialistNameField,
    gender: genderField.nullish().transform(orNull),
    mobile: mobileField,
    idNumber: idNumberField.nullish().transform(orNull),
    birthDate: birthDateField.nullish().transform(orNull),
    title: optionalText('职称', 50).nullish().transform(orEmpty),
    employer: optionalText('工作单位', 100).nullish().transform(orEmpty),
    region: optionalText('所在地区', 50).nullish().transform(orEmpty),
    category: categoryField.default('technical'),
    external: externalField.default(false),
    specialtyIds: specialtyIdsField.default([]),
    deptName: optionalText('部门/专业组', 50).nullish().transform(orEmpty),
  })
  .transform((input, ctx) => {
    const derived = reconcileWithIdNumber(input);
    if (!derived.ok) {
      ctx.addIssue({ code: 'custom', message: derived.message, path: [derived.field] });
      return z.NEVER;
    }
    return { ...input, gender: derived.gender, birthDate: derived.birthDate };
  });
export type SpecialistCreateInput = z.infer<typeof specialistCreateInput>;

/**
 * Editing: a field that is absent keeps its value. The ID number is never sent back to the form in full (it is
 * masked), so the form leaves it out unless the user typed a new one; '' or null removes it. The server checks
 * gender and birth date against the resulting ID number.
 */
export const specialistUpdateInput = z.object({
  id: idOf('专家'),
  name: specialistNameField.optional(),
  gender: genderField.nullish(),
  mobile: mobileField.optional(),
  idNumber: idNumberField.nullish(),
  birthDate: birthDateField.nullish(),
  title: optionalText('职称', 50).nullish().transform(nullToEmpty),
  employer: optionalText('工作单位', 100).nullish().transform(nullToEmpty),
  region: optionalText('所在地区', 50).nullish().transform(nullToEmpty),
  category: categoryField.optional(),
  external: externalField.optional(),
  specialtyIds: specialtyIdsField.optional(),
  deptName: optionalText('部门/专业组', 50).nullish().transform(nullToEmpty),
});
export type SpecialistUpdateInput = z.infer<typeof specialistUpdateInput>;

/** The search of the expert list; the export takes the same filters from its query string. */
export const specialistFilterInput = z.object({
  /** Part of the name or of the mobile number. */
  keyword: z.preprocess(blankToUndefined, optionalText('关键字', 50).optional()),
  /** Experts with this specialty or any specialty below it. */
  specialtyId: z.preprocess(blankToUndefined, idOf('专业类别').optional()),
  title: z.preprocess(blankToUndefined, optionalText('职称', 50).optional()),
  region: z.preprocess(blankToUndefined, optionalText('所在地区', 50).optional()),
  category: z.preprocess(blankToUndefined, categoryField.optional()),
  external: z.preprocess(blankToUndefined, externalField.optional()),
  status: z.preprocess(blankToUndefined, z.enum(SPECIALIST_STATUSES, { error: '状态须为正常或冻结' }).optional()),
});
export type SpecialistFilter = z.infer<typeof specialistFilterInput>;

/** Paged like every list (project/paging.ts): page from 1, pageSize up to 100. */
export const specialistListInput = specialistFilterInput.extend(pageFields);
export type SpecialistListInput = z.infer<typeof specialistListInput>;

export const specialistIdInput = z.object({ id: idOf('专家') });

export const specialistFreezeInput = z.object({
  id: idOf('专家'),
  reason: requiredText('请输入冻结原因', 200, '冻结原因'),
});
export const specialistUnfreezeInput = z.object({
  id: idOf('专家'),
  reason: requiredText('请输入解冻原因', 200, '解冻原因'),
});

/** The specialist's sign-in name: typed on a phone, so plain letters, digits and underscores. */
export const specialistAccountField = requiredText('请输入账号', 30, '账号').regex(
  /^[A-Za-z][A-Za-z0-9_]{3,29}$/,
  '账号须以字母开头，由4-30位字母、数字或下划线组成',
);
export const specialistCreateAccountInput = z.object({ id: idOf('专家'), account: specialistAccountField });

export const specialtyNameField = requiredText('请输入专业类别名称', 50, '专业类别名称');
export const specialtyIdInput = z.object({ id: idOf('专业类别') });
export const specialtyCreateInput = z.object({
  name: specialtyNameField,
  /** Absent or null: a top-level specialty. */
  parentId: idOf('上级专业类别').nullish(),
});
export const specialtyRenameInput = z.object({ id: idOf('专业类别'), name: specialtyNameField });
export const specialtyMoveInput = z.object({
  id: idOf('专业类别'),
  parentId: idOf('上级专业类别').nullish(),
  /** Position among the new siblings (smaller first); absent: after the last. */
  sort: z
    .number({ error: '排序须为数字' })
    .int('排序须为整数')
    .min(0, '排序不能为负数')
    .max(9999, '排序不能超过9999')
    .optional(),
});
