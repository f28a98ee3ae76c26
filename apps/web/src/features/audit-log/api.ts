import { AuditLogPath } from '@swp/core/audit-log/paths';
import type { AuditLogEntry } from '@swp/core/audit-log/responses';
import type { Page } from '@swp/core/project/paging';
import { shanghaiDateKey } from '@swp/core/project/time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../app/http.ts';
import { downloadFile } from '../../shared/download.ts';
import { withQuery } from '../../shared/url.ts';

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

export const auditLogKeys = {
  all: ['manage', 'auditLog'] as const,
  list: (query: AuditLogQuery) => ['manage', 'auditLog', 'list', query] as const,
};

/** The log only grows: always fetched fresh, the previous page kept on screen while the next one loads. */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: auditLogKeys.list(query),
    queryFn: () => http.get<Page<AuditLogEntry>>(withQuery(AuditLogPath.list, { ...query }), { area: 'manage' }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Every line matching the filters (not just the page) as an .xlsx; too many lines come back as the server's msg. */
export const exportAuditLog = (filters: AuditLogFilters) =>
  downloadFile(
    withQuery(AuditLogPath.export, { ...filters }),
    `操作日志_${shanghaiDateKey(Date.now()).replaceAll('-', '')}.xlsx`,
  );
