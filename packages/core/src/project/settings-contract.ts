import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { Permission } from '../permissions.ts';
import { purchaseSettingsRowOutput } from './responses.ts';
import { updatePurchaseSettingsInput } from './settings-input.ts';

/**
 * 采购参数, the numbers per purchase way. Every staff screen may read them (the project form shows the minimum
 * period); only the system administrator (账号管理 permission, the product has no separate one) changes them.
 */
const tag = '采购设置';

export const purchaseSettingsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/purchaseSettings/list',
    output: z.array(purchaseSettingsRowOutput),
    access: { role: 'staff' },
    summary: '各采购方式的参数（最短公告期、最少投标数、评标委员会人数、公示天数）',
    tag,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/purchaseSettings/update',
    input: updatePurchaseSettingsInput,
    access: { role: 'staff', permission: Permission.user },
    summary: '修改一种采购方式的参数',
    tag,
  }),
};
