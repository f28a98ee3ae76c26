import type { PurchaseSettingsRow } from '@swp/core/project/api';
import { PurchaseSettingsPath } from '@swp/core/project/paths';
import type { UpdatePurchaseSettingsInput } from '@swp/core/project/settings-input';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../app/http.ts';

export const purchaseSettingsKey = ['manage', 'purchaseSettings'] as const;

/** The numbers of every purchase way (four rows). Any staff user may read them. */
export function usePurchaseSettings(enabled = true) {
  return useQuery({
    queryKey: purchaseSettingsKey,
    queryFn: () => http.get<PurchaseSettingsRow[]>(PurchaseSettingsPath.list, { area: 'manage' }),
    enabled,
  });
}

export function useUpdatePurchaseSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePurchaseSettingsInput) =>
      http.post<void>(PurchaseSettingsPath.update, input, { area: 'manage' }),
    onSuccess: () => client.invalidateQueries({ queryKey: purchaseSettingsKey }),
  });
}
