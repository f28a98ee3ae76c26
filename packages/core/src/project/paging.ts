/**
 * Paging of every list (apps/server README: `{ page, pageSize, ...filters }` → `{ list, total, page, pageSize }`).
 * Kept beside the project inputs because projects were the first paged list; any list may reuse it.
 */
import { z } from 'zod';

export const PAGE_SIZE_MAX = 100;
export const DEFAULT_PAGE_SIZE = 10;

/** Query strings and some form widgets send numbers as text; a missing value takes the default. */
const wholeNumber = (label: string, min: number, max: number, fallback: number) =>
  z
    .union([z.number(), z.string()], { error: `${label}须为整数` })
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? fallback : Number(v)))
    .pipe(
      z
        .number({ error: `${label}须为整数` })
        .int(`${label}须为整数`)
        .min(min, `${label}不能小于${min}`)
        .max(max, `${label}不能大于${max}`),
    );

export const pageFields = {
  page: wholeNumber('页码', 1, 100_000, 1),
  pageSize: wholeNumber('每页条数', 1, PAGE_SIZE_MAX, DEFAULT_PAGE_SIZE),
};

export const pageInput = z.object(pageFields);
export type PageInput = z.input<typeof pageInput>;

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}
