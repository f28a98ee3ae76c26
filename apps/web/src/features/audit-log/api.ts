import { auditLogApi } from '@swp/core/audit-log/contract';
import { shanghaiDateKey } from '@swp/core/project/time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiBlob } from '../../app/api.ts';
import { saveBlob } from '../../shared/download.ts';

/** 操作日志 calls (staff with sys:user:user; server: apps/server/src/platform/audit/audit-log.routes.ts). */

export interface AuditLogFilters {
  /** Part of the actor's name or account. */
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Beijing days, both ends included. */
  from?: string;
  to?: string;
}

export interface AuditLogQuery extends AuditLogFilters {
  page: number;
  pageSize: number;
}

const manage = { area: 'manage' } as const;

export const auditLogKeys = {
  all: ['manage', 'auditLog'] as const,
  list: (query: AuditLogQuery) => ['manage', 'auditLog', 'list', query] as const,
};

/** The log only grows: always fetched fresh, the previous page kept on screen while the next one loads. */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: auditLogKeys.list(query),
    queryFn: () => api(auditLogApi.list, query, manage),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Every line matching the filters (not just the page) as an .xlsx; too many lines come back as the server's msg. */
export async function exportAuditLog(filters: AuditLogFilters) {
  const workbook = await apiBlob(auditLogApi.export, filters, manage);
  saveBlob(workbook, `操作日志_${shanghaiDateKey(Date.now()).replaceAll('-', '')}.xlsx`);
}
