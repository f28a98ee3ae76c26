import { ok, statisticsApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { sendXlsx } from '../../lib/xlsx-download.ts';
import { statisticsOverview, statisticsWorkbook } from './statistics.service.ts';

/** 统计分析 (docs/product.md): read-only figures for staff with system:analysis (README.md beside this file). */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  route(app, statisticsApi.overview, async (request) => ok(await statisticsOverview(deps, request.query)));

  route(app, statisticsApi.export, async (request, reply) => {
    const { table, ...range } = request.query;
    const { data, fileName, asciiName } = await statisticsWorkbook(deps, range, table);
    return sendXlsx(reply, data, fileName, asciiName);
  });
};
