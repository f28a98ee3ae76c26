import { z } from 'zod';
import { isCleared, optionalDate } from '../common/filter-fields.ts';
import { STATISTICS_TABLE_NAMES } from './tables.ts';

/** The range of Beijing days both ends included; either end left out means "this year's" end. */
const range = {
  from: optionalDate('开始日期'),
  to: optionalDate('结束日期'),
};

const ordered = (v: { from?: string | undefined; to?: string | undefined }) => !v.from || !v.to || v.from <= v.to;
const ORDER = { path: ['to'], message: '结束日期不能早于开始日期' };

export const statisticsRangeInput = z.object(range).refine(ordered, ORDER);

export const statisticsExportInput = z
  .object({
    ...range,
    table: z.preprocess(
      (v) => (isCleared(v) ? undefined : v),
      z.enum(STATISTICS_TABLE_NAMES, { error: '请选择要导出的统计表' }),
    ),
  })
  .refine(ordered, ORDER);
