import {
  ok,
  Permission,
  StatisticsPath,
  statisticsExportInput,
  statisticsOverviewOutput,
  statisticsRangeInput,
} from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, fileAnswers } from '../../lib/api-responses.ts';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx-download.ts';
import { statisticsOverview, statisticsWorkbook } from './statistics.service.ts';

/** 统计分析 (docs/product.md): read-only figures for staff with system:analysis (README.md beside this file). */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const staff = { access: { role: 'staff', permission: Permission.analysis } } as const;

  app.get(
    StatisticsPath.overview,
    { schema: { querystring: statisticsRangeInput, response: answers(statisticsOverviewOutput) }, config: staff },
    async (request) => ok(await statisticsOverview(deps, request.query)),
  );

  app.get(
    StatisticsPath.export,
    {
      schema: { querystring: statisticsExportInput, response: fileAnswers(XLSX_CONTENT_TYPE, '统计表（Excel）') },
      config: staff,
    },
    async (request, reply) => {
      const { table, ...range } = request.query;
      const { data, fileName, asciiName } = await statisticsWorkbook(deps, range, table);
      return sendXlsx(reply, data, fileName, asciiName);
    },
  );
};
