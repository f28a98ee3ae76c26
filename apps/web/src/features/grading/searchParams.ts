import { GRADING_USAGES } from '@swp/core/grading/schema';
import { param, readPage, writeListQuery } from '../../shared/list-query.ts';
import type { GradingFilters, GradingListQuery } from './api.ts';

/** The 评分标准 filters and page in the URL (shared/list-query.ts). */
export const readGradingQuery = (params: URLSearchParams): GradingListQuery => ({
  keyword: param.text(params.get('keyword')),
  used: param.oneOf(GRADING_USAGES, params.get('used')),
  ...readPage(params),
});

export const writeGradingQuery = (query: GradingFilters & { page?: number; pageSize?: number }) =>
  writeListQuery(query);
