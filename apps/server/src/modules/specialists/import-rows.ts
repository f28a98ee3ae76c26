import {
  EXPERT_CATEGORY_LABELS,
  EXTERNAL_LABELS,
  fromLabel,
  GENDER_LABELS,
  type ImportProblem,
  SPECIALTY_PATH_SEPARATOR,
  type SpecialistCreateInput,
  type SpecialtyRow,
  specialistCreateInput,
  specialtyPath,
} from '@swp/core';
import { importFieldLabel } from './excel-columns.ts';
import type { SheetRow } from './import-sheet.ts';

/**
 * Turns sheet rows into expert inputs with the same zod schema as the form. Nothing touches the database here:
 * the result is every valid row plus every problem, each named by row, column and reason.
 */

export interface ValidRow {
  row: number;
  input: SpecialistCreateInput;
}

/** Specialties are written by name; a name used twice in the tree must be written as its full path. */
export function specialtyResolver(rows: readonly SpecialtyRow[]) {
  const byPath = new Map<string, number>();
  const byName = new Map<string, number[]>();
  for (const r of rows) {
    byPath.set(specialtyPath(rows, r.id), r.id);
    byName.set(r.name, [...(byName.get(r.name) ?? []), r.id]);
  }
  return (text: string): { id: number } | { message: string } => {
    const name = text.trim();
    const viaPath = name.includes(SPECIALTY_PATH_SEPARATOR) ? byPath.get(name.replace(/\s*\/\s*/g, '/')) : undefined;
    if (viaPath !== undefined) return { id: viaPath };
    const ids = byName.get(name) ?? [];
    if (ids.length === 1) return { id: ids[0]! };
    if (ids.length > 1) {
      return { message: `专业类别“${name}”有重名，请写完整路径，如“${specialtyPath(rows, ids[0]!)}”` };
    }
    return { message: `专业类别“${name}”不存在` };
  };
}

const LIST_SEPARATORS = /[、,，;；\n]+/;

/** One row → the raw object the schema parses, and the problems found while reading labels. */
function rowToRaw(sheetRow: SheetRow, resolve: ReturnType<typeof specialtyResolver>) {
  const { cells, row } = sheetRow;
  const problems: ImportProblem[] = [];
  const problem = (key: string, message: string) => problems.push({ row, field: importFieldLabel(key), message });
  const label = <K extends string>(key: string, labels: Record<K, string>, message: string): K | undefined => {
    const text = cells[key as keyof typeof cells];
    if (text === undefined) return undefined;
    const value = fromLabel(labels, text);
    if (value === undefined) problem(key, message);
    return value;
  };

  for (const key of sheetRow.lossyNumbers) {
    problem(key, '该单元格被Excel存为数字，末尾数字已丢失，请将该列设为文本格式后重新填写');
  }
  const specialtyIds: number[] = [];
  for (const name of (cells.specialtyIds ?? '').split(LIST_SEPARATORS).filter((s) => s.trim() !== '')) {
    const found = resolve(name);
    if ('id' in found) specialtyIds.push(found.id);
    else problem('specialtyIds', found.message);
  }
  const external = label('external', { ...EXTERNAL_LABELS, 是: '是', 否: '否' }, '内部/外部须填写“内部”或“外部”');
  const raw = {
    ...cells,
    gender: label('gender', GENDER_LABELS, '性别须为男或女'),
    category: label('category', EXPERT_CATEGORY_LABELS, '专家类别须为技术类、经济类或其他类'),
    external: external === undefined ? undefined : external === 'true' || external === '是',
    specialtyIds,
  };
  // The damaged value was reported already; the schema would only add a second, vaguer message.
  for (const key of sheetRow.lossyNumbers) delete raw[key];
  return { raw, problems };
}

export function validateImportRows(sheetRows: readonly SheetRow[], specialties: readonly SpecialtyRow[]) {
  const resolve = specialtyResolver(specialties);
  const valid: ValidRow[] = [];
  const problems: ImportProblem[] = [];
  const firstRowOf = { mobile: new Map<string, number>(), idNumber: new Map<string, number>() };

  for (const sheetRow of sheetRows) {
    const read = rowToRaw(sheetRow, resolve);
    const parsed = specialistCreateInput.safeParse(read.raw);
    const rowProblems = [...read.problems];
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        rowProblems.push({
          row: sheetRow.row,
          field: importFieldLabel(String(issue.path[0] ?? '')),
          message: issue.message,
        });
      }
    } else {
      // Duplicates within the file, named by the first row that has the value.
      for (const key of ['mobile', 'idNumber'] as const) {
        const value = parsed.data[key];
        if (!value) continue;
        const first = firstRowOf[key].get(value);
        if (first === undefined) firstRowOf[key].set(value, sheetRow.row);
        else rowProblems.push({ row: sheetRow.row, field: importFieldLabel(key), message: `与第${first}行重复` });
      }
    }
    if (rowProblems.length > 0) problems.push(...rowProblems);
    else if (parsed.success) valid.push({ row: sheetRow.row, input: parsed.data });
  }
  return { valid, problems };
}
