import type { ReactNode } from 'react';
import { usePermission } from '../hooks/usePermission.ts';

/** docs/product.md: a guarded element shows only while the check passes and is re-evaluated when the list changes. */
export function Authorized({
  permission,
  children,
  fallback = null,
}: {
  permission: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <>{usePermission(permission) ? children : fallback}</>;
}
