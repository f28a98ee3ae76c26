import type { NewProject } from './projects.repo.ts';

/**
 * The columns the project form fills (docs/product.md fields plus budget), apart from projectCode which has rules of its own.
 * One list serves create, edit, the edit log's "what changed" and the re-tender copy (which keeps the 评分标准).
 */
export const FORM_COLUMNS = [
  'projectName',
  'needDeptId',
  'manageDeptId',
  'purchaseWay',
  'purchaseName',
  'categoryCn',
  'totalInvestment',
  'specialFree',
  'other',
  'tendCon',
  'bidRange',
  'section',
  'address',
  'openAddress',
  'encryptMode',
  'cycle',
  'qualityReq',
  'qualificationReq',
  'budget',
  'gradingStandardId',
] as const satisfies readonly (keyof NewProject)[];

export type FormColumn = (typeof FORM_COLUMNS)[number];
export type FormValues = Pick<NewProject, FormColumn>;

export function pickFormValues(source: FormValues): FormValues {
  const values: Record<string, unknown> = {};
  for (const column of FORM_COLUMNS) values[column] = source[column];
  return values as FormValues;
}

/** The form columns whose value an edit changes ('' and null are the same "not filled"). */
export function changedColumns(before: FormValues, after: FormValues): FormColumn[] {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return FORM_COLUMNS.filter((column) => text(before[column]) !== text(after[column]));
}
