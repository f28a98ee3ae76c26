import { purchaseSettingsApi } from '@swp/core/project/settings-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';

export const purchaseSettingsKey = ['manage', 'purchaseSettings'] as const;

/**
 * The numbers of every purchase way (four rows). Any staff user may read them: 采购参数设置 shows them, the project
 * form takes a new project's 加密方式 from them.
 */
export function usePurchaseSettings(enabled = true) {
  return useQuery({
    queryKey: purchaseSettingsKey,
    queryFn: () => api(purchaseSettingsApi.list, undefined, { area: 'manage' }),
    enabled,
  });
}
