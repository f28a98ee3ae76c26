import { ok, Permission, PurchaseSettingsPath, updatePurchaseSettingsInput } from '@swp/core';
import { purchaseSettingsRowOutput } from '@swp/core/project/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../lib/api-responses.ts';
import { listPurchaseSettings, updatePurchaseSettings } from './purchase-settings.service.ts';

/**
 * 采购参数: the numbers per purchase way. Every staff screen may read them (the project form shows the minimum
 * period); only the system administrator (账号管理 permission, the product has no separate one) changes them.
 */
export const purchaseSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    PurchaseSettingsPath.list,
    { schema: { response: answers(z.array(purchaseSettingsRowOutput)) }, config: { access: { role: 'staff' } } },
    async () => ok(await listPurchaseSettings(deps)),
  );

  app.post(
    PurchaseSettingsPath.update,
    {
      schema: { body: updatePurchaseSettingsInput, response: answers() },
      config: { access: { role: 'staff', permission: Permission.user } },
    },
    async (request) => {
      await updatePurchaseSettings(deps, request.principal!, request.body, { ip: request.ip });
      return ok();
    },
  );
};
