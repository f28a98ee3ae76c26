import { ok, purchaseSettingsApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { listPurchaseSettings, updatePurchaseSettings } from './purchase-settings.service.ts';

/**
 * 采购参数: the numbers per purchase way. Every staff screen may read them (the project form shows the minimum
 * period); only the system administrator (账号管理 permission, the product has no separate one) changes them.
 */
export const purchaseSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  route(app, purchaseSettingsApi.list, async () => ok(await listPurchaseSettings(deps)));

  route(app, purchaseSettingsApi.update, async (request) => {
    await updatePurchaseSettings(deps, request.principal!, request.body, { ip: request.ip });
    return ok();
  });
};
