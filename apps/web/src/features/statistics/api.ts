import { StatisticsPath } from '@swp/core/statistics/paths';
import type { StatisticsOverview } from '@swp/core/statistics/responses';
import type { StatisticsTableName } from '@swp/core/statistics/tables';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../app/http.ts';
import { downloadFile } from '../../shared/download.ts';
import { withQuery } from '../../shared/url.ts';

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
    queryFn: () => http.get<StatisticsOverview>(withQuery(StatisticsPath.overview, range), opts),
    placeholderData: keepPreviousData,
  });
}

/** One table as the server writes it (the same rows as on screen). */
export const exportStatisticsTable = (range: StatisticsRange, table: StatisticsTableName, title: string) =>
  downloadFile(
    withQuery(StatisticsPath.export, { ...range, table }),
    `统计分析-${title}-${range.from}至${range.to}.xlsx`,
  );
