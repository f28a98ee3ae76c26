/**
 * Fields of list filters and day inputs, shared by every search form: a filter the user cleared arrives as '',
 * null or not at all, and each means "no filter" (undefined).
 */
import { z } from 'zod';
import { idField } from '../id-field.ts';
import { parseDateTime } from '../project/time.ts';

export const isCleared = (v: unknown): v is '' | null | undefined => v === '' || v === null || v === undefined;

export const optionalId = (label: string) =>
  z.preprocess((v) => (isCleared(v) ? undefined : v), idField(label).optional());

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export const isCalendarDay = (v: string) =>
  DATE_ONLY.test(v) && parseDateTime(v) !== null && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A Beijing calendar day `YYYY-MM-DD` (the range picker's value), optional. */
export const optionalDate = (label: string) =>
  z
    .string({ error: `${label}须为日期` })
    .trim()
    .nullish()
    .transform((v) => (isCleared(v) ? undefined : v))
    .refine((v) => v === undefined || isCalendarDay(v), `${label}须为有效的日期（YYYY-MM-DD）`);

/** A required Beijing calendar day `YYYY-MM-DD`. */
export const requiredDate = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .refine(isCalendarDay, `${label}须为有效的日期（YYYY-MM-DD）`);

/** Part of a name, code or account typed into a search form. */
export const optionalKeyword = z
  .string({ error: '关键字须为文本' })
  .trim()
  .max(100, '关键字不能超过100个字符')
  .nullish()
  .transform((v) => (isCleared(v) ? undefined : v));

/** Free text that may be left empty ('' when cleared). */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .nullish()
    .transform((v) => v ?? '');
