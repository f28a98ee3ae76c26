import { endpoint } from '../contract/endpoint.ts';
import { Permission } from '../permissions.ts';
import { auditLogPageOutput } from './responses.ts';
import { auditLogExportQuery, auditLogListQuery } from './schema.ts';

/**
 * 操作日志 (账号管理's tab): staff with sys:user:user only — the log names every user's actions and IPs. Search the
 * append-only log, and export what matches.
 */
const tag = '操作日志';
const admin = { role: 'staff', permission: Permission.user } as const;

export const auditLogApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/auditLog/list',
    input: auditLogListQuery,
    output: auditLogPageOutput,
    access: admin,
    summary: '操作日志：按操作人、操作、对象和日期查询（分页）',
    tag,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/auditLog/export',
    input: auditLogExportQuery,
    file: {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      description: '操作日志（Excel，最多 10000 条）',
    },
    access: admin,
    summary: '导出符合查询条件的操作日志（Excel）',
    tag,
  }),
};
