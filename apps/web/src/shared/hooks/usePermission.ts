import { staffAuthApi } from '@swp/core/auth/contract';
import { hasPermission } from '@swp/core/permissions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { useStaffSession } from '../../app/session/index.ts';

export const permsQueryKey = (token: string | null) => ['manage', 'perms', token] as const;

/**
 * The staff permission list (docs/product.md), fetched with POST /api/getAuth once the staff login is true. It lives in
 * the query cache, keyed by the token, so a new login refetches and every guarded element re-renders.
 */
export function usePerms() {
  const token = useStaffSession((s) => s.token);
  const query = useQuery({
    queryKey: permsQueryKey(token),
    queryFn: () => api(staffAuthApi.getAuth, undefined, { area: 'manage' }),
    enabled: !!token,
    staleTime: 5 * 60_000,
  });
  return { perms: query.data?.perms, loaded: query.isSuccess, query };
}

/** A permission check function over the current list: '*' always passes, otherwise the name must be listed. */
export function usePermissionCheck(): (required: string | undefined) => boolean {
  const { perms } = usePerms();
  return (required) => required === undefined || hasPermission(perms, required);
}

export function usePermission(required: string): boolean {
  return usePermissionCheck()(required);
}
