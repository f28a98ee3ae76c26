import { purchaseSettingsApi } from '@swp/core/project/settings-contract';
import type { UpdatePurchaseSettingsInput } from '@swp/core/project/settings-input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { purchaseSettingsKey } from '../../shared/queries/purchase-settings.ts';

export { usePurchaseSettings } from '../../shared/queries/purchase-settings.ts';

export function useUpdatePurchaseSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePurchaseSettingsInput) => api(purchaseSettingsApi.update, input, { area: 'manage' }),
    onSuccess: () => client.invalidateQueries({ queryKey: purchaseSettingsKey }),
  });
}
