/** 操作日志 (账号管理's tab, staff with sys:user:user): search the append-only audit log, and export it. */
export const AuditLogPath = {
  list: '/api/auditLog/list',
  /** The same filters as `list` (no paging): the matching lines as an .xlsx, at most AUDIT_EXPORT_MAX of them. */
  export: '/api/auditLog/export',
} as const;
