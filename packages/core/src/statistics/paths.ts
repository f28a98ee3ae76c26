/**
 * 统计分析 (docs/product.md): one read of every figure of the page for a range of Beijing days, and each of
 * its tables as an Excel workbook. Staff with system:analysis only.
 */
export const StatisticsPath = {
  /** staff system:analysis, GET ?from&to (YYYY-MM-DD, both included; default this Beijing year) → StatisticsOverview. */
  overview: '/api/statistics/overview',
  /** staff system:analysis, GET ?from&to&table= → the .xlsx of one table (STATISTICS_TABLES). */
  export: '/api/statistics/export',
} as const;
