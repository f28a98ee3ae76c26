import { statisticsApi } from '@swp/core/statistics/contract';
import type { StatisticsTableName } from '@swp/core/statistics/tables';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiBlob } from '../../app/api.ts';
import { saveBlob } from '../../shared/download.ts';

/** 统计分析 calls (staff with system:analysis; server: apps/server/src/modules/statistics). */

const opts = { area: 'manage' } as const;

/** Beijing days YYYY-MM-DD, both ends included. */
export interface StatisticsRange {
  from: string;
  to: string;
}

export const statisticsKeys = {
  all: ['manage', 'statistics'] as const,
  overview: (range: StatisticsRange) => ['manage', 'statistics', 'overview', range] as const,
};

export function useStatistics(range: StatisticsRange) {
  return useQuery({
    queryKey: statisticsKeys.overview(range),
    queryFn: () => api(statisticsApi.overview, range, opts),
    placeholderData: keepPreviousData,
  });
}

/** One table as the server writes it (the same rows as on screen). */
export async function exportStatisticsTable(range: StatisticsRange, table: StatisticsTableName, title: string) {
  const workbook = await apiBlob(statisticsApi.export, { ...range, table }, opts);
  saveBlob(workbook, `统计分析-${title}-${range.from}至${range.to}.xlsx`);
}
