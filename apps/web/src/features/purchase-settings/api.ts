import { purchaseSettingsApi } from '@swp/core/project/settings-contract';
import type { UpdatePurchaseSettingsInput } from '@swp/core/project/settings-input';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.ts';

export const purchaseSettingsKey = ['manage', 'purchaseSettings'] as const;

/** The numbers of every purchase way (four rows). Any staff user may read them. */
export function usePurchaseSettings(enabled = true) {
  return useQuery({
    queryKey: purchaseSettingsKey,
    queryFn: () => api(purchaseSettingsApi.list, undefined, { area: 'manage' }),
    enabled,
  });
}

export function useUpdatePurchaseSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePurchaseSettingsInput) => api(purchaseSettingsApi.update, input, { area: 'manage' }),
    onSuccess: () => client.invalidateQueries({ queryKey: purchaseSettingsKey }),
  });
}
