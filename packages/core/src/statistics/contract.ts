import { endpoint } from '../contract/endpoint.ts';
import { Permission } from '../permissions.ts';
import { statisticsOverviewOutput } from './responses.ts';
import { statisticsExportInput, statisticsRangeInput } from './schema.ts';

/**
 * 统计分析 (docs/product.md): one read of every figure of the page for a range of Beijing days (from, to: both
 * included; either left out means this Beijing year's end), and each of its tables as an Excel workbook.
 */
const tag = '统计分析';
const analyst = { role: 'staff', permission: Permission.analysis } as const;

export const statisticsApi = {
  overview: endpoint({
    method: 'GET',
    path: '/api/statistics/overview',
    input: statisticsRangeInput,
    output: statisticsOverviewOutput,
    access: analyst,
    summary: '统计分析：所选期间的全部统计数字和图表',
    tag,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/statistics/export',
    input: statisticsExportInput,
    file: {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      description: '统计表（Excel）',
    },
    access: analyst,
    summary: '导出一张统计表（Excel）',
    tag,
  }),
};
